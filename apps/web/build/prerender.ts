import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
// Relative, with extensions: see vite.config.ts.
import {
  PRERENDERED_PAGES_FILE,
  SIGNED_IN_PRERENDERED_PAGES_FILE,
  type PrerenderedPage,
} from '../../../packages/shared/src/web-build.ts';

const ENTRY = '/src/prerender/pages.tsx';

/**
 * After the client build, renders the screens of src/prerender/pages.tsx with React's server
 * renderer (through Vite, so the app's own modules and config apply) and writes
 * prerendered-pages.json and signed-in-prerendered-pages.json beside index.html
 * (packages/shared/src/web-build.ts).
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
        const { renderPrerenderedPages, renderSignedInPages } = (await server.ssrLoadModule(
          ENTRY,
        )) as Record<
          'renderPrerenderedPages' | 'renderSignedInPages',
          () => Record<string, PrerenderedPage>
        >;
        const write = (file: string, pages: Record<string, PrerenderedPage>) =>
          writeFile(resolve(outDir, file), `${JSON.stringify(pages, null, 2)}\n`);
        await write(PRERENDERED_PAGES_FILE, renderPrerenderedPages());
        await write(SIGNED_IN_PRERENDERED_PAGES_FILE, renderSignedInPages());
      } finally {
        await server.close();
      }
    },
  };
}
