import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../config/paths';
import { PUBLIC_SCREEN_MODULES } from './public-screen-modules';

const WEB_ROOT = resolve(__dirname, '../..');

describe('the public screens the build preloads', () => {
  it('are exactly the public routes', () => {
    const publicPaths = appRoutes.filter((route) => route.access === 'public').map((r) => r.path);
    expect(Object.keys(PUBLIC_SCREEN_MODULES).sort()).toEqual(publicPaths.sort());
  });

  it.each(Object.entries(PUBLIC_SCREEN_MODULES))(
    '%s: the module exists and is the one the router loads',
    (_route, module) => {
      expect(existsSync(resolve(WEB_ROOT, module))).toBe(true);
      const router = readFileSync(resolve(WEB_ROOT, 'src/app/router.tsx'), 'utf8');
      const specifier = `../${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
      expect(router).toContain(`import('${specifier}')`);
    },
  );
});
