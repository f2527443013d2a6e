// Confirmed accounts with a live subscription for the sign-in load, written straight into the
// database with the server's own code: one argon2 hash (same password, same pepper) for all.
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { insertUser } from '../../apps/server/src/modules/users/repository';
import { readStoredSecrets } from '../../apps/server/src/secrets';
// Declares `app.db`, which the server's files above rely on: needed by `tsc -p tsconfig.json` only.
import type {} from '../../apps/server/src/plugins/db';
import { md5Hex } from '../../apps/server/src/modules/md5/md5';

export const BENCH_PASSWORD = 'bench-Ладога-7';

export function benchEmail(index: number): string {
  return `bench-${index}@example.com`;
}

/**
 * Creates `count` accounts bench-0@example.com … in the database the server of `dataDir` uses.
 * The server has started once before (it wrote the pepper into DATA_DIR/secrets.json and
 * migrated the database); a PGlite directory must not be open in the server meanwhile.
 */
export async function createBenchAccounts(
  target: DatabaseTarget,
  dataDir: string,
  count: number,
): Promise<string[]> {
  const pepper = (await readStoredSecrets(dataDir))?.pepper;
  if (!pepper) throw new Error(`no pepper in ${dataDir}/secrets.json: start the server first`);
  const database = await openDatabase(target);
  try {
    const now = new Date();
    const passwordHash = await hashPassword(md5Hex(BENCH_PASSWORD), pepper);
    const subscriptionUntil = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
    const emails = Array.from({ length: count }, (_, index) => benchEmail(index));
    for (const email of emails) {
      await insertUser(database.db, {
        email,
        displayName: email,
        passwordHash,
        confirmedAt: now,
        subscriptionUntil,
        now,
      });
    }
    return emails;
  } finally {
    await database.close();
  }
}
