import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
// Relative, with extensions: see vite.config.ts.
import {
  PRERENDERED_PAGES_FILE,
  type PrerenderedPage,
} from '../../../packages/shared/src/web-build.ts';

const ENTRY = '/src/prerender/pages.tsx';

/**
 * After the client build, renders the screens of src/prerender/pages.tsx with React's server
 * renderer (through Vite, so the app's own modules and config apply) and writes
 * prerendered-pages.json beside index.html (packages/shared/src/web-build.ts).
 */
export function prerenderPages(root: string): Plugin {
  let outDir = resolve(root, 'dist');
  return {
    name: 'marketpult-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        configFile: resolve(root, 'vite.config.ts'),
        root,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { renderPrerenderedPages } = (await server.ssrLoadModule(ENTRY)) as {
          renderPrerenderedPages: () => Record<string, PrerenderedPage>;
        };
        const pages = renderPrerenderedPages();
        await writeFile(
          resolve(outDir, PRERENDERED_PAGES_FILE),
          `${JSON.stringify(pages, null, 2)}\n`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
