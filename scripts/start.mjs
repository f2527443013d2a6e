// `npm start`: build whatever is stale, then serve the app and the API on PORT (default 3000).
import { join } from 'node:path';
import { ROOT, buildIfStale, requireNode, runInProcess } from './lib/build-if-stale.mjs';

requireNode();
buildIfStale(['web', 'server']);
await runInProcess(join(ROOT, 'apps/server/dist/server.js'));
