import type { ReportedFees } from '@marketpult/marketplaces';
import {
  PROBLEM_STATUSES,
  type PriceRunQuery,
  type PriceRunView,
} from '@marketpult/shared/contracts/prices';
import { and, desc, eq, gt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import {
  cabinets,
  listingStocks,
  listings,
  priceChanges,
  priceRuns,
  products,
} from '../../db/schema';
import type { ListingLabel, RunCounts } from './views';

export type PriceRunRow = typeof priceRuns.$inferSelect;
export type PriceChangeRow = typeof priceChanges.$inferSelect;
export type NewPriceChangeRow = typeof priceChanges.$inferInsert;

/** What a dry run stores of each change; the other columns keep their defaults. */
export type PlannedChangeRow = Required<
  Pick<
    NewPriceChangeRow,
    | 'id'
    | 'runId'
    | 'listingId'
    | 'cabinetId'
    | 'kind'
    | 'before'
    | 'wanted'
    | 'verdict'
    | 'reasons'
    | 'status'
    | 'createdAt'
  >
> &
  Pick<NewPriceChangeRow, 'warehouseId' | 'marginAfterPercent'>;

/**
 * `column = any(array)`: one parameter whatever the number of values. A run's 1,000 ids as
 * `inArray` were 1,000 parameters, which drizzle's builder, the protocol and the planner each
 * paid for on every statement of a dry run and an apply.
 */
export function anyOf(
  column: AnyColumn,
  values: readonly (number | string)[],
  type: 'bigint' | 'uuid' | 'text',
): SQL {
  return sql`${column} = any(${sql.param(values.map(String))}::${sql.raw(type)}[])`;
}

/**
 * The dry run's changes in one statement with one JSON parameter (jsonb_to_recordset): drizzle's
 * multi-row insert built 12,000 parameters for a run of 1,000 and took 200–350 ms doing it on a
 * loaded machine, more than the rest of the dry run together.
 */
export async function insertPlannedChanges(
  tx: DbExecutor,
  rows: readonly PlannedChangeRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    id: row.id,
    run_id: row.runId,
    listing_id: row.listingId,
    cabinet_id: row.cabinetId,
    kind: row.kind,
    warehouse_id: row.warehouseId ?? null,
    before: row.before,
    wanted: row.wanted,
    margin_after_percent: row.marginAfterPercent ?? null,
    verdict: row.verdict,
    reasons: row.reasons,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
  await tx.execute(sql`
    insert into price_changes (id, run_id, listing_id, cabinet_id, kind, warehouse_id, before,
      wanted, margin_after_percent, verdict, reasons, status, created_at)
    select r.id, r.run_id, r.listing_id, r.cabinet_id, r.kind, r.warehouse_id, r.before,
      r.wanted, r.margin_after_percent, r.verdict, r.reasons, r.status, r.created_at
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as r(id uuid, run_id uuid, listing_id bigint, cabinet_id uuid, kind text,
        warehouse_id text, before jsonb, wanted jsonb, margin_after_percent numeric,
        verdict text, reasons jsonb, status text, created_at timestamptz)`);
}

/** A listing with what the plan needs of its cabinet. */
export interface OwnedListing {
  id: number;
  cabinetId: string;
  marketplace: string;
  externalId: string;
  offerId: string;
  sku: string | null;
  name: string;
  price: string | null;
  oldPrice: string | null;
  minPrice: string | null;
  /** The linked product's minimum and cost price (the catalogue), when it has them. */
  productMinPrice: string | null;
  costPrice: string | null;
  /** The marketplace's own fees for the listing (catalog/listing-fees.ts), when reported. */
  reportedFees: ReportedFees | null;
}

/** The account's listings among these ids; another account's are simply not there. */
export async function ownedListings(
  db: DbExecutor,
  userId: string,
  ids: readonly number[],
): Promise<OwnedListing[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: listings.id,
      cabinetId: listings.cabinetId,
      marketplace: cabinets.marketplace,
      externalId: listings.externalId,
      offerId: listings.offerId,
      sku: listings.sku,
      name: listings.name,
      price: listings.price,
      oldPrice: listings.oldPrice,
      minPrice: listings.minPrice,
      productMinPrice: products.minPrice,
      costPrice: products.costPrice,
      reportedFees: listings.reportedFees,
    })
    .from(listings)
    .innerJoin(cabinets, eq(cabinets.id, listings.cabinetId))
    .leftJoin(products, eq(products.id, listings.productId))
    .where(and(eq(cabinets.userId, userId), anyOf(listings.id, ids, 'bigint')));
}

export async function stocksOf(
  db: DbExecutor,
  listingIds: readonly number[],
): Promise<Map<number, Map<string, number>>> {
  const byListing = new Map<number, Map<string, number>>();
  if (listingIds.length === 0) return byListing;
  const rows = await db
    .select()
    .from(listingStocks)
    .where(anyOf(listingStocks.listingId, listingIds, 'bigint'));
  for (const row of rows) {
    const map = byListing.get(row.listingId) ?? new Map<string, number>();
    map.set(row.warehouseId, row.amount);
    byListing.set(row.listingId, map);
  }
  return byListing;
}

/** Statuses a change has once something went to the marketplace (counted for Ozon's hour). */
export const SENT_STATUSES = ['sending', 'sent', 'applied', 'rejected', 'quarantine', 'failed'];

/** Price changes of each listing sent since `since` (Ozon's 10 an hour), leaving one change out. */
export async function priceSendsSince(
  db: DbExecutor,
  listingIds: readonly number[],
  since: Date,
  exceptRunId?: string,
): Promise<Map<number, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ listingId: priceChanges.listingId, n: sql<number>`count(*)::int` })
    .from(priceChanges)
    .where(
      and(
        anyOf(priceChanges.listingId, listingIds, 'bigint'),
        eq(priceChanges.kind, 'price'),
        anyOf(priceChanges.status, SENT_STATUSES, 'text'),
        gt(priceChanges.sentAt, since),
        ...(exceptRunId ? [ne(priceChanges.runId, exceptRunId)] : []),
      ),
    )
    .groupBy(priceChanges.listingId);
  return new Map(rows.map((row) => [row.listingId, row.n]));
}

export async function findOwnedRun(
  db: DbExecutor,
  userId: string,
  runId: string,
): Promise<PriceRunRow | undefined> {
  const [row] = await db
    .select()
    .from(priceRuns)
    .where(and(eq(priceRuns.id, runId), eq(priceRuns.userId, userId)));
  return row;
}

/** Which changes of a run each view of its diff lists (contracts/prices.ts, PRICE_RUN_VIEWS). */
function inView(view: PriceRunView): SQL | undefined {
  switch (view) {
    case 'all':
      return undefined;
    case 'needs_override':
    case 'refused':
      return eq(priceChanges.verdict, view);
    case 'problems':
      return anyOf(priceChanges.status, PROBLEM_STATUSES, 'text');
  }
}

/**
 * One page of a run's changes in one view, in the run's order, with how many the view holds.
 * Offset paging: a run has at most ~10,000 changes, read through its run index.
 */
export async function pageOfRun(
  db: DbExecutor,
  runId: string,
  query: PriceRunQuery,
): Promise<{ changes: PriceChangeRow[]; total: number }> {
  const where = and(eq(priceChanges.runId, runId), inView(query.view));
  const [changes, [counted]] = await Promise.all([
    db
      .select()
      .from(priceChanges)
      .where(where)
      .orderBy(priceChanges.createdAt, priceChanges.id)
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(priceChanges)
      .where(where),
  ]);
  return { changes, total: counted?.n ?? 0 };
}

export async function runsOf(db: Database, userId: string, limit: number): Promise<PriceRunRow[]> {
  return db
    .select()
    .from(priceRuns)
    .where(eq(priceRuns.userId, userId))
    .orderBy(desc(priceRuns.createdAt), desc(priceRuns.id))
    .limit(limit);
}

/** Changes per status and per verdict of each run. */
export async function countsOf(
  db: DbExecutor,
  runIds: readonly string[],
): Promise<Map<string, RunCounts>> {
  const counts = new Map<string, RunCounts>();
  if (runIds.length === 0) return counts;
  const rows = await db
    .select({
      runId: priceChanges.runId,
      status: priceChanges.status,
      verdict: priceChanges.verdict,
      n: sql<number>`count(*)::int`,
    })
    .from(priceChanges)
    .where(anyOf(priceChanges.runId, runIds, 'uuid'))
    .groupBy(priceChanges.runId, priceChanges.status, priceChanges.verdict);
  for (const row of rows) {
    const run = counts.get(row.runId) ?? { statuses: {}, verdicts: {} };
    run.statuses[row.status] = (run.statuses[row.status] ?? 0) + row.n;
    run.verdicts[row.verdict] = (run.verdicts[row.verdict] ?? 0) + row.n;
    counts.set(row.runId, run);
  }
  return counts;
}

/** A listing's changes, newest first, with the source of their runs (already owner-checked). */
export async function historyOf(
  db: Database,
  listingId: number,
  limit: number,
): Promise<{ change: PriceChangeRow; source: string }[]> {
  return db
    .select({ change: priceChanges, source: priceRuns.source })
    .from(priceChanges)
    .innerJoin(priceRuns, eq(priceRuns.id, priceChanges.runId))
    .where(and(eq(priceChanges.listingId, listingId), ne(priceRuns.status, 'draft')))
    .orderBy(desc(priceChanges.createdAt), desc(priceChanges.id))
    .limit(limit);
}

/** What names each changed listing in a view: its marketplace, article and name. */
export async function labelsOf(
  db: DbExecutor,
  changes: readonly PriceChangeRow[],
): Promise<Map<number, ListingLabel>> {
  const ids = [...new Set(changes.map((change) => change.listingId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: listings.id,
      marketplace: cabinets.marketplace,
      offerId: listings.offerId,
      name: listings.name,
    })
    .from(listings)
    .innerJoin(cabinets, eq(cabinets.id, listings.cabinetId))
    .where(anyOf(listings.id, ids, 'bigint'));
  return new Map(rows.map((row) => [row.id, row]));
}
