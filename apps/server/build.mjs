// Bundles the server and the CLI into dist/. Our own code and @marketpult/shared (TypeScript
// sources, no build step of their own) go into the bundle; every other package stays external
// and is loaded from node_modules at run time, so native and WebAssembly files keep their paths.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
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

/**
 * Workspace packages find their own files (the marketplaces' official API files) next to their
 * source through import.meta.url. Bundled, import.meta.url is dist/server.js: each of theirs is
 * pointed back at its source file, relative to dist/ so the checkout may move.
 * @type {import('esbuild').Plugin}
 */
const sourceRelativeMetaUrl = {
  name: 'workspace-source-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/](packages|apps[\\/]sandbox)[\\/].*\.ts$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromDist = relative(join(here, 'dist'), args.path).split(sep).join('/');
      const metaUrl = `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', metaUrl), loader: 'ts' };
    });
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
  // Shared code in chunks beside the entries, and a dynamic import() a chunk of its own loaded
  // when it runs (the embedded sandbox: with SANDBOX off its validator is never loaded).
  splitting: true,
  target: 'node24',
  sourcemap: true,
  plugins: [externalPackages, sourceRelativeMetaUrl],
  logLevel: 'warning',
});
console.log('apps/server/dist: server.js, cli.js and their chunks');
