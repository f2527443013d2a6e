// `npm run cli -- …`: operator commands, run from the bundled server code.
import { join } from 'node:path';
import { ROOT, buildIfStale, requireNode, runInProcess } from './lib/build-if-stale.mjs';

requireNode();
buildIfStale(['server']);
await runInProcess(join(ROOT, 'apps/server/dist/cli.js'));
