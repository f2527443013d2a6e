import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes, DEFAULT_ROUTE, paths, ROOT_HREF } from '../config/paths';
import {
  GUARDED_LAYOUT_MODULE,
  PUBLIC_SCREEN_MODULES,
  SIGNED_IN_SCREEN_MODULES,
} from './public-screen-modules';

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

describe('the guarded screens the build preloads for a live session', () => {
  const router = readFileSync(resolve(WEB_ROOT, 'src/app/router.tsx'), 'utf8');
  /** How router.tsx (in src/app) imports a module given relative to apps/web. */
  const specifierOf = (module: string) => {
    const path = module.replace(/^src\//, '').replace(/\.tsx?$/, '');
    return path.startsWith('app/') ? `./${path.slice('app/'.length)}` : `../${path}`;
  };

  it('are the root, the default section and the catalog screens, each with the guarded layout', () => {
    expect(Object.keys(SIGNED_IN_SCREEN_MODULES).sort()).toEqual(
      [ROOT_HREF, DEFAULT_ROUTE.path, paths.catalog.path, paths.catalogManagement.path].sort(),
    );
    for (const modules of Object.values(SIGNED_IN_SCREEN_MODULES)) {
      expect(modules[0]).toBe(GUARDED_LAYOUT_MODULE);
    }
  });

  it.each(
    Object.entries(SIGNED_IN_SCREEN_MODULES).flatMap(([route, modules]) =>
      modules.map((module) => [route, module] as const),
    ),
  )('%s: %s exists and is a module the router or the screen loads', (route, module) => {
    expect(existsSync(resolve(WEB_ROOT, module))).toBe(true);
    const modules = SIGNED_IN_SCREEN_MODULES[route] ?? [];
    const index = modules.indexOf(module);
    if (index < 2) {
      expect(router).toContain(`import('${specifierOf(module)}')`);
      return;
    }
    // After the layout and the screen: a chunk that the screen's own code, in its folder,
    // imports with `import()`.
    const folder = resolve(WEB_ROOT, (modules[1] ?? '').replace(/\/[^/]+$/, ''));
    expect(resolve(WEB_ROOT, module.replace(/\/[^/]+$/, ''))).toBe(folder);
    const name = module
      .split('/')
      .pop()
      ?.replace(/\.tsx?$/, '');
    const importers = readdirSync(folder).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.includes('.test.') &&
        readFileSync(resolve(folder, file), 'utf8').includes(`import('./${name}')`),
    );
    expect(importers).not.toEqual([]);
  });
});
