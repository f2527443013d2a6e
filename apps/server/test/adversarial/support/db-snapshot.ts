import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';

/** Row count and a hash of every row's text of one table. */
export interface TableState {
  rows: number;
  hash: string;
}

/** Table name → its state; compare two with `changedTables`. */
export type DatabaseSnapshot = Record<string, TableState>;

/** Every table of the app's schema (the migrations' bookkeeping lives in another schema). */
export async function listTables(db: Database): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`);
  return result.rows.map((row) => row.table_name);
}

/**
 * One query for the lot: per table its row count and the md5 of all its rows as text, in a
 * fixed order. Any insert, delete or changed column shows up as a different hash.
 */
export async function snapshotDatabase(
  db: Database,
  tables: readonly string[],
): Promise<DatabaseSnapshot> {
  if (tables.length === 0) return {};
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, count(*)::int as rows, ` +
      `coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as hash ` +
      `from "${table}" t`,
  );
  const result = await db.execute<{ name: string; rows: number; hash: string }>(
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(
    result.rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]),
  );
}

/** Names of the tables whose count or content differ between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.hash !== after[name]?.hash,
  );
}
