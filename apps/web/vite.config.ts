import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
// Relative, with its extension, on purpose: Vite loads its config with Node, which
// externalizes bare package imports and cannot run the TypeScript sources of @marketpult/shared.
import { API_PREFIXES } from '../../packages/shared/src/api-paths.ts';
import { PUBLIC_SCREEN_MODULES } from './src/app/public-screen-modules.ts';
import { lazyMuiNumberFormat } from './build/lazy-number-format.ts';
import { prerenderPages } from './build/prerender.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
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

export default defineConfig({
  // The config is also run from the repository root (`--config apps/web/vite.config.ts`).
  root,
  plugins: [
    react(),
    lazyMuiNumberFormat(),
    reactRouterProduction(root),
    routePreloads(root, PUBLIC_SCREEN_MODULES),
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
});
