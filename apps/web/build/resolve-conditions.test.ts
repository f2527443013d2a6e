// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

/*
 * React Router 7's package pointed every export condition at its development build
 * (remix-run/react-router#14102) and the build had to alias the production file. React Router 8
 * maps only the `development` condition to dist/development, and resolve-conditions.ts makes the
 * build ask for `production` whatever NODE_ENV the caller has (Vitest runs this with
 * NODE_ENV=test, which would otherwise pick the development files).
 */
const root = fileURLToPath(new URL('..', import.meta.url));

async function resolveFor(command: 'build' | 'serve'): Promise<string | undefined> {
  const config = await resolveConfig(
    { root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent' },
    command,
  );
  return config.createResolver()('react-router', join(root, 'src/main.tsx'));
}

describe('react-router in the web app', () => {
  it('is its production file in the production build', async () => {
    expect(await resolveFor('build')).toMatch(
      /react-router[\\/]dist[\\/]production[\\/]index\.js$/,
    );
  });

  it('keeps its development checks in the development server', async () => {
    expect(await resolveFor('serve')).toMatch(
      /react-router[\\/]dist[\\/]development[\\/]index\.js$/,
    );
  });
});
