import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// Relative, with extensions: see vite.config.ts.

function isChunk(output: OutputBundle[string]): output is OutputChunk {
  return output.type === 'chunk';
}

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const output = bundle[fileName];
  if (output && isChunk(output)) {
    for (const imported of output.imports) staticClosure(bundle, imported, into);
  }
  return into;
}

/** For each route, the module (or modules: a layout and its screen) its page needs. */
export type RouteModules = Readonly<Record<string, string | readonly string[]>>;

/**
 * Writes `fileName` (route-preloads.json and the like, packages/shared/src/web-build.ts): for
 * each route of `modules`, the scripts its modules need beyond those index.html already loads.
 * A module that is no longer a chunk of its own fails the build, so the list cannot go stale
 * unnoticed.
 */
export function routePreloads(root: string, modules: RouteModules, fileName: string): Plugin {
  return {
    name: `marketpult-route-preloads:${fileName}`,
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const loadedByPage = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        staticClosure(bundle, entry.fileName, loadedByPage);
      }
      const preloads: Record<string, string[]> = {};
      for (const [route, routeModules] of Object.entries(modules)) {
        const files = new Set<string>();
        for (const module of [routeModules].flat()) {
          const id = resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) this.error(`route-preloads: ${module} (${route}) is not a chunk of its own`);
          staticClosure(bundle, chunk.fileName, files);
        }
        preloads[route] = [...files].filter((file) => !loadedByPage.has(file)).sort();
      }
      this.emitFile({
        type: 'asset',
        fileName,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
