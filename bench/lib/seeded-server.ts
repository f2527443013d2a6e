import { join } from 'node:path';
import type { DatabaseTarget } from '../../apps/server/src/db/client';
import { createBenchAccounts } from './accounts';
import { logFileIn } from './http-bench';
import { freePort, startServer, type RunningServer } from './server';

/**
 * A built server over one bench account and the rows `seed` plants: started once to migrate
 * its database, stopped, seeded, started again with the bare route on (no demo, no sandbox).
 * `label` names its data folder and log under `work`.
 */
export async function startSeededServer(
  root: string,
  work: string,
  label: string,
  databaseUrl: string | undefined,
  seed: (target: DatabaseTarget) => Promise<void>,
): Promise<RunningServer> {
  const dataDir = join(work, label);
  const target: DatabaseTarget = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir };
  const options = {
    port: await freePort(),
    dataDir,
    logFile: logFileIn(work, label),
    env: {
      BENCH_BARE_ROUTE: '1',
      SEED_DEMO: '0',
      SANDBOX: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  };
  const first = await startServer(root, options);
  await first.stop();
  await createBenchAccounts(target, dataDir, 1);
  await seed(target);
  return startServer(root, options);
}
