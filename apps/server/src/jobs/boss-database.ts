import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type Db as IDatabase } from 'pg-boss';
import type pg from 'pg';
import { pgliteClientOf, type Database, type DbExecutor } from '../db/client';

export interface BossDatabase {
  db: IDatabase;
  backend: 'pglite' | 'postgres';
}

/**
 * pg-boss on the app's own connection. PGlite: the FairPGlite itself, so every pg-boss statement
 * waits its turn in the normal query lane and never starves request queries. PostgreSQL: the
 * app's pool (pg-boss never ends it), so the app has one pool to size and to close.
 */
export function bossDatabaseFor(db: Database): BossDatabase {
  const pglite = pgliteClientOf(db);
  if (pglite) return { db: fromPglite(pglite), backend: 'pglite' };
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  return {
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    backend: 'postgres',
  };
}

/** A job sent through this commits or rolls back with the caller's transaction. */
export function transactionDatabase(executor: DbExecutor): IDatabase {
  return fromDrizzle(executor, sql);
}
