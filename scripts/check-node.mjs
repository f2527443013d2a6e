// Stops with one clear line when this Node.js is older than package.json's `engines.node`,
// before anything else of the project runs. `npm install`/`npm ci` (preinstall), `npm test`,
// `npm run bench` call it as a script; start, dev and cli through requireNode(). Plain syntax
// and node: modules only, so that any old Node gets this far.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The minimum from `engines.node` (">=24.11.0"), as [major, minor, patch]. */
export function minimumNode() {
  const { engines } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const match = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(engines.node);
  if (!match) throw new Error(`package.json engines.node: expected ">=X.Y.Z", got ${engines.node}`);
  return match.slice(1).map(Number);
}

export function isOlder(version, minimum) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (parts[i] !== minimum[i]) return parts[i] < minimum[i];
  }
  return false;
}

export function requireNode(version = process.versions.node) {
  const minimum = minimumNode();
  if (!isOlder(version, minimum)) return;
  console.error(
    `МаркетПульту нужен Node.js ${minimum.join('.')} или новее (LTS-линия ${minimum[0]}), ` +
      `а запущен ${version}.\n` +
      `Поставьте его (nvm install — версия в .nvmrc, или пакет с nodejs.org) ` +
      `или в этой оболочке выполните: . scripts/use-node.sh`,
  );
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  requireNode();
}
