// `npm start`: build whatever is stale, then serve the app and the API on PORT (default 3000),
// in a child process started with the server's memory settings (lib/server-process.mjs).
import { join } from 'node:path';
import { ROOT, buildIfStale, requireNode } from './lib/build-if-stale.mjs';
import { runServerProcess } from './lib/server-process.mjs';

requireNode();
buildIfStale(['web', 'server']);
process.exitCode = await runServerProcess(join(ROOT, 'apps/server/dist/server.js'));
