import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cabinets, syncRuns } from '../../db/schema';

export type CabinetRow = typeof cabinets.$inferSelect;
export type NewCabinetRow = typeof cabinets.$inferInsert;
export type SyncRunRow = typeof syncRuns.$inferSelect;

/** A cabinet with its newest sync run, if it ever had one. */
export interface CabinetWithLastRun {
  cabinet: CabinetRow;
  lastRun: SyncRunRow | null;
}

/** Every query here is scoped by the owner: another account's cabinet is simply not found. */
const owned = (userId: string, cabinetId: string) =>
  and(eq(cabinets.id, cabinetId), eq(cabinets.userId, userId));

export async function countCabinetsOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cabinets).where(eq(cabinets.userId, userId));
  return row?.n ?? 0;
}

/** The shops of a marketplace this account has already added. */
export async function addedShopIds(
  db: Database,
  userId: string,
  marketplace: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ shop: cabinets.shopExternalId })
    .from(cabinets)
    .where(and(eq(cabinets.userId, userId), eq(cabinets.marketplace, marketplace)));
  return new Set(rows.map((row) => row.shop));
}

/** False when the account already has this shop (the unique index decides, race-free). */
export async function insertCabinet(db: Database, row: NewCabinetRow): Promise<boolean> {
  const inserted = await db
    .insert(cabinets)
    .values(row)
    .onConflictDoNothing({
      target: [cabinets.userId, cabinets.marketplace, cabinets.shopExternalId],
    })
    .returning({ id: cabinets.id });
  return inserted.length > 0;
}

export async function findOwnedCabinet(
  db: Database,
  userId: string,
  cabinetId: string,
): Promise<CabinetRow | undefined> {
  const [row] = await db.select().from(cabinets).where(owned(userId, cabinetId));
  return row;
}

export async function updateOwnedCabinet(
  db: Database,
  userId: string,
  cabinetId: string,
  patch: Partial<Omit<NewCabinetRow, 'id' | 'userId'>>,
): Promise<boolean> {
  const rows = await db
    .update(cabinets)
    .set(patch)
    .where(owned(userId, cabinetId))
    .returning({ id: cabinets.id });
  return rows.length > 0;
}

/** The account's products linked to one of the cabinet's listings. */
export async function productsSoldIn(
  db: Database,
  userId: string,
  cabinetId: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ product_id: string }>(sql`
    select distinct l.product_id from listings l join cabinets c on c.id = l.cabinet_id
    where l.cabinet_id = ${cabinetId} and c.user_id = ${userId} and l.product_id is not null`);
  return rows.map((row) => row.product_id);
}

/** Its listings, stocks, snapshots, orders, runs and cursors go with it (ON DELETE CASCADE). */
export async function deleteOwnedCabinet(
  db: Database,
  userId: string,
  cabinetId: string,
): Promise<boolean> {
  const rows = await db
    .delete(cabinets)
    .where(owned(userId, cabinetId))
    .returning({ id: cabinets.id });
  return rows.length > 0;
}

/**
 * The account's cabinets (or one of them), oldest first, each with its newest run: one query,
 * the run found by an index probe per cabinet (sync_runs_cabinet_started_idx read backwards).
 * The listing and order counts are the cabinet's own columns, kept by the database.
 */
export async function cabinetsWithLastRun(
  db: Database,
  userId: string,
  cabinetId?: string,
): Promise<CabinetWithLastRun[]> {
  const lastRun = db
    .select()
    .from(syncRuns)
    // Spelled out: drizzle writes a lone table's columns unqualified, and "id" would then mean
    // the run's own.
    .where(sql`${syncRuns.cabinetId} = "cabinets"."id"`)
    .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
    .limit(1)
    .as('last_run');
  return db
    .select({
      cabinet: cabinets,
      // Field by field: drizzle nests a joined subquery's columns only when they are listed.
      lastRun: {
        id: lastRun.id,
        cabinetId: lastRun.cabinetId,
        kind: lastRun.kind,
        trigger: lastRun.trigger,
        status: lastRun.status,
        startedAt: lastRun.startedAt,
        finishedAt: lastRun.finishedAt,
        listingsDone: lastRun.listingsDone,
        listingsTotal: lastRun.listingsTotal,
        ordersDone: lastRun.ordersDone,
        error: lastRun.error,
      },
    })
    .from(cabinets)
    .leftJoinLateral(lastRun, sql`true`)
    .where(cabinetId ? owned(userId, cabinetId) : eq(cabinets.userId, userId))
    .orderBy(cabinets.createdAt, cabinets.id);
}

export async function recentRunsOf(
  db: Database,
  cabinetId: string,
  limit: number,
): Promise<SyncRunRow[]> {
  return db
    .select()
    .from(syncRuns)
    .where(eq(syncRuns.cabinetId, cabinetId))
    .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
    .limit(limit);
}
