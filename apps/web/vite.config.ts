import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
// Relative, with its extension, on purpose: Vite loads its config with Node, which
// externalizes bare package imports and cannot run the TypeScript sources of @marketpult/shared.
import { API_PREFIXES } from '../../packages/shared/src/api-paths.ts';
import {
  ROUTE_PRELOADS_FILE,
  SIGNED_IN_ROUTE_PRELOADS_FILE,
} from '../../packages/shared/src/web-build.ts';
import {
  PUBLIC_SCREEN_MODULES,
  SIGNED_IN_SCREEN_MODULES,
} from './src/app/public-screen-modules.ts';
import { lazyMuiNumberFormat } from './build/lazy-number-format.ts';
import { prerenderPages } from './build/prerender.ts';
import { resolveConditions } from './build/resolve-conditions.ts';
import { routePreloads } from './build/route-preloads.ts';

const serverOrigin = `http://localhost:${process.env.SERVER_PORT ?? '3000'}`;

/*
 * The same prefix rule as `isApiPath` on the server: a prefix ending in '/' or '_' matches
 * anything after it, any other prefix only itself or a sub-path, so '/docs' never swallows a
 * client route that merely starts with those letters.
 */
function apiProxy(): Record<string, ProxyOptions> {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.fromEntries(
    API_PREFIXES.map((prefix) => {
      const open = prefix.endsWith('/') || prefix.endsWith('_');
      const pattern = `^${escape(prefix)}${open ? '' : '(?:[/?]|$)'}`;
      return [pattern, { target: serverOrigin }];
    }),
  );
}

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command }) => ({
  // The config is also run from the repository root (`--config apps/web/vite.config.ts`).
  root,
  resolve: { conditions: resolveConditions(command) },
  plugins: [
    react(),
    lazyMuiNumberFormat(),
    routePreloads(root, PUBLIC_SCREEN_MODULES, ROUTE_PRELOADS_FILE),
    routePreloads(root, SIGNED_IN_SCREEN_MODULES, SIGNED_IN_ROUTE_PRELOADS_FILE),
    prerenderPages(root),
  ],
  server: {
    port: 5173,
    proxy: apiProxy(),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
}));
