// The floor for /login's JavaScript: the smallest React + ReactDOM + React Router app, built by
// the same Vite with the same settings (the packages' production files, as the app's build
// takes them), so the ratio shows what our own code adds.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { resolveConditions } from '../../apps/web/build/resolve-conditions';

const FLOOR_MAIN = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '*', element: createElement('h1', null, 'floor') }]);
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
`;

export async function measureFloor(root: string): Promise<{ kb: number; files: number }> {
  // Inside the repository, so node resolution finds the same React packages as the app.
  const dir = join(root, 'bench', '.floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.js'), FLOOR_MAIN);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="ru"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  try {
    await build({
      root: dir,
      logLevel: 'warn',
      configFile: false,
      resolve: { conditions: resolveConditions('build') },
      build: { outDir: join(dir, 'dist'), emptyOutDir: true },
    });
    const assets = join(dir, 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const bytes = scripts.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
      0,
    );
    return { kb: bytes / 1024, files: scripts.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
