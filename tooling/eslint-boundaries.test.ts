import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The real root config, applied to a miniature copy of the repository layout: the import rules
// only classify imports that resolve to an existing file, and the fixture keeps those targets
// stable while the real tree grows.
const REPO_ROOT = join(import.meta.dirname, '..');
const FIXTURE_ROOT = join(import.meta.dirname, 'fixtures', 'boundaries');
const ARCHITECTURE_RULES = new Set(['boundaries/dependencies', 'no-restricted-imports']);

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: FIXTURE_ROOT,
    overrideConfigFile: join(REPO_ROOT, 'eslint.config.js'),
  });
});

async function architectureErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(FIXTURE_ROOT, filePath) });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, 'the snippet must parse').toEqual([]);
  return result.messages
    .filter((message) => message.ruleId !== null && ARCHITECTURE_RULES.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (source: string) => `import { value } from '${source}';\nexport { value };\n`;

describe('a web feature', () => {
  const file = 'apps/web/src/features/auth/login-form.ts';

  it.each([
    ['a sibling feature', importing('../sign-up/flow')],
    ['a sibling feature through a re-export', "export { flow } from '../sign-up/flow';\n"],
    [
      'a sibling feature for types only',
      "import type { flow } from '../sign-up/flow';\nexport type F = typeof flow;\n",
    ],
    ['a sibling feature lazily', "export const load = () => import('../sign-up/flow');\n"],
    ['a sibling feature by a roundabout path', importing('../../features/sign-up/flow')],
  ])('may not import %s', async (_case, code) => {
    const errors = await architectureErrors(file, code);
    expect(errors).toEqual([
      expect.stringMatching(
        /^boundaries\/dependencies: Feature "auth" must not import feature "sign-up"/,
      ),
    ]);
  });

  it.each([
    ['its own files', './session'],
    ['lib/', '../../lib/http'],
    ['components/', '../../components/card'],
    ['config/', '../../config/paths'],
    ['packages/shared', '../../../../../packages/shared/src/limits'],
    ['an npm package', 'react'],
  ])('may import %s', async (_case, source) => {
    expect(await architectureErrors(file, importing(source))).toEqual([]);
  });

  it('may not import the app shell or the test helpers from production code', async () => {
    expect(await architectureErrors(file, importing('../../app/store'))).toHaveLength(1);
    expect(await architectureErrors(file, importing('../../test/render'))).toHaveLength(1);
  });

  it('may use the test helpers from its tests', async () => {
    const testFile = 'apps/web/src/features/auth/__tests__/login-form.test.ts';
    expect(await architectureErrors(testFile, importing('../../../test/render'))).toEqual([]);
  });
});

describe('the layers below the features', () => {
  it.each([
    ['apps/web/src/lib/cookies.ts', '../features/auth/session'],
    ['apps/web/src/lib/cookies.ts', '../app/store'],
    ['apps/web/src/components/page-title.ts', '../features/sign-up/flow'],
    ['apps/web/src/config/menu.ts', '../features/auth/session'],
  ])('%s may not import %s', async (file, source) => {
    expect(await architectureErrors(file, importing(source))).toEqual([
      expect.stringMatching(
        /^boundaries\/dependencies: lib\/, components\/ and config\/ sit below/,
      ),
    ]);
  });

  it.each([
    ['apps/web/src/lib/cookies.ts', '../config/paths'],
    ['apps/web/src/components/page-title.ts', '../lib/http'],
    ['apps/web/src/config/menu.ts', '../../../../packages/shared/src/limits'],
  ])('%s may import %s', async (file, source) => {
    expect(await architectureErrors(file, importing(source))).toEqual([]);
  });
});

describe('tests beside the code', () => {
  it('may assemble the real app store from a lower layer', async () => {
    const file = 'apps/web/src/config/runtime-config.test.ts';
    expect(await architectureErrors(file, importing('../app/store'))).toEqual([]);
    expect(await architectureErrors(file, importing('../test/render'))).toEqual([]);
  });

  it('still may not reach into another feature or the server', async () => {
    const file = 'apps/web/src/features/auth/__tests__/login-form.test.ts';
    expect(await architectureErrors(file, importing('../../sign-up/flow'))).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: Feature "auth" must not import/),
    ]);
    expect(await architectureErrors(file, importing('../../../../../server/src/app'))).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: The web app never imports server code/),
    ]);
  });
});

describe('the app shell', () => {
  it.each(['../features/auth/session', '../features/sign-up/flow', '../lib/http'])(
    'may import %s',
    async (source) => {
      expect(await architectureErrors('apps/web/src/app/router.ts', importing(source))).toEqual([]);
    },
  );
});

describe('web and server', () => {
  it.each([
    ['apps/web/src/lib/cookies.ts', '../../../server/src/app'],
    ['apps/web/src/app/router.ts', '../../../server/src/app'],
    ['apps/web/e2e/home.spec.ts', '../../server/src/app'],
  ])('%s may not import server code at %s', async (file, source) => {
    expect(await architectureErrors(file, importing(source))).toEqual([
      'boundaries/dependencies: The web app never imports server code: share the contract through packages/shared.',
    ]);
  });

  it('the web app may not import the server package by name', async () => {
    const errors = await architectureErrors(
      'apps/web/src/lib/cookies.ts',
      importing('@marketpult/server/src/app'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never imports server code/),
    ]);
  });

  it.each([
    ['../../../web/src/app/store', 'boundaries/dependencies'],
    ['../../../web/src/features/auth/session', 'boundaries/dependencies'],
    ['@marketpult/web/src/app/store', 'no-restricted-imports'],
  ])('the server may not import web code at %s', async (source, rule) => {
    const errors = await architectureErrors('apps/server/src/routes/health.ts', importing(source));
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^${rule}: .*never imports web code`)),
    ]);
  });

  it('the server may import packages/shared and its own code', async () => {
    const code = [
      "import { limits } from '../../../../packages/shared/src/limits';",
      "import { app } from '../app';",
      "import Fastify from 'fastify';",
      'export { limits, app, Fastify };',
    ].join('\n');
    expect(await architectureErrors('apps/server/src/routes/health.ts', code)).toEqual([]);
  });
});

describe('packages/shared', () => {
  const file = 'packages/shared/src/order-status.ts';

  it.each(['react', 'react-dom/client', '@mui/material', 'fastify', 'drizzle-orm/pg-core', 'pino'])(
    'may not import the framework package %s',
    async (source) => {
      expect(await architectureErrors(file, importing(source))).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*framework-free/),
      ]);
    },
  );

  it.each(['../../../apps/server/src/app', '../../../apps/web/src/lib/http'])(
    'may not import the app at %s',
    async (source) => {
      expect(await architectureErrors(file, importing(source))).toEqual([
        'boundaries/dependencies: packages/shared is imported by both apps and imports neither of them.',
      ]);
    },
  );

  it('may import zod and its own files', async () => {
    const code =
      "import { z } from 'zod';\nimport { limits } from './limits';\nexport { z, limits };\n";
    expect(await architectureErrors(file, code)).toEqual([]);
  });
});

describe('the real tree', () => {
  // Same rules with the repository itself as the working directory, so the globs in the config
  // are proven against the real layout and not only the fixture.
  it('classifies real files: shared may not import a real server file', async () => {
    const real = new ESLint({ cwd: REPO_ROOT });
    const [result] = await real.lintText(importing('../../../apps/server/package.json'), {
      filePath: join(REPO_ROOT, 'packages/shared/src/probe.ts'),
    });
    expect(result?.messages.map((message) => message.ruleId)).toContain('boundaries/dependencies');
  });
});
