// `npm run dev`: the server in watch mode on 3000 and Vite on 5173 proxying API calls to it.
import concurrently from 'concurrently';
import { join } from 'node:path';
import { ROOT, requireNode } from './lib/build-if-stale.mjs';

requireNode();
// The server keeps its data in the root ./data like `npm start`, and sign-up links built on the
// Vite origin are allowed.
const env = {
  DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data'),
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173,http://localhost:3000',
};
const { result } = concurrently(
  [
    {
      name: 'server',
      command: 'npm run dev --workspace @marketpult/server',
      prefixColor: 'blue',
      env,
    },
    { name: 'web', command: 'npm run dev --workspace @marketpult/web', prefixColor: 'magenta' },
  ],
  { cwd: ROOT, killOthersOn: ['failure', 'success'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
