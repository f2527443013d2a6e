// Rebuilds the web app and/or the server bundle when any of their sources is newer than
// the build output, so `npm start` and `npm run cli` never serve yesterday's code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const TARGETS = {
  web: {
    workspace: '@marketpult/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/shared/src',
    ],
  },
  server: {
    workspace: '@marketpult/server',
    output: 'apps/server/dist/server.js',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/shared/src',
    ],
  },
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isStale(name) {
  const target = TARGETS[name];
  const output = join(ROOT, target.output);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return target.sources.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

export function buildIfStale(names) {
  for (const name of names) {
    if (!isStale(name)) continue;
    console.log(`Сборка ${name}…`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', TARGETS[name].workspace], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Сборка ${name} не удалась (код ${result.status ?? result.signal}).`);
      process.exit(result.status || 1);
    }
  }
}

export { requireNode } from '../check-node.mjs';

/** Runs a built entry point in this very process, so signals reach its own handlers once. */
export async function runInProcess(script) {
  await import(pathToFileURL(script).href);
}
