import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/*
 * react-router 7 ships a production build without its development warnings and checks, but
 * its package.json points every export condition at dist/development (remix-run/react-router
 * issue #14102, open), so `vite build` bundled the development one: a bigger file, and 15 of
 * the 100 ms that evaluating /login's modules took in Chromium. The production build of the app
 * takes the production file; the development server keeps the warnings.
 */
export function reactRouterProduction(root: string): Plugin {
  return {
    name: 'marketpult-react-router-production',
    apply: 'build',
    config() {
      const packageDir = dirname(
        createRequire(join(root, 'package.json')).resolve('react-router/package.json'),
      );
      const production = join(packageDir, 'dist/production/index.mjs');
      if (!existsSync(production)) {
        throw new Error(`react-router-production: ${production} is missing; remove this plugin`);
      }
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}
