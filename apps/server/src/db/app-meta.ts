import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta } from './schema';

const FIRST_STARTED_AT = 'first_started_at';

/**
 * Remembers when this database first served, and keeps that first value on every later start
 * (also when several processes start at once). Returns the stored ISO timestamp.
 */
export async function recordFirstStart(db: Database, now: Date = new Date()): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: FIRST_STARTED_AT, value: now.toISOString() })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, FIRST_STARTED_AT));
  if (!row) throw new Error(`${FIRST_STARTED_AT} was not stored`);
  return row.value;
}
