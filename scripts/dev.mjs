// `npm run dev`: the server in watch mode on 3000 and Vite on 5173 proxying API calls to it.
import concurrently from 'concurrently';
import { ROOT, requireNode } from './lib/build-if-stale.mjs';

requireNode();
const { result } = concurrently(
  [
    { name: 'server', command: 'npm run dev --workspace @marketpult/server', prefixColor: 'blue' },
    { name: 'web', command: 'npm run dev --workspace @marketpult/web', prefixColor: 'magenta' },
  ],
  { cwd: ROOT, killOthersOn: ['failure', 'success'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
