// Bundles the server and the CLI into dist/. Our own code and @marketpult/shared (TypeScript
// sources, no build step of their own) go into the bundle; every other package stays external
// and is loaded from node_modules at run time, so native and WebAssembly files keep their paths.
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages-except-workspace',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@marketpult/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(`${here}/dist`, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: { server: 'src/server.ts', cli: 'src/cli/index.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log('apps/server/dist: server.js, cli.js');
