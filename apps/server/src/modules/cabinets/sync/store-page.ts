import type { Listing, Order } from '@marketpult/marketplaces';
import { and, eq, ne, or, isNull, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../../db/client';
import { listings } from '../../../db/schema';
import { lockCatalog } from '../../catalog/linking';
import { refreshSummaries } from '../../catalog/summary';

/** A decimal for a numeric column; anything that is not a finite number is stored as null. */
function money(value: number | null | undefined): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : null;
}

/** The last of each key wins: one INSERT … ON CONFLICT may not touch a row twice. */
function lastByKey<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()];
}

/**
 * Rows per INSERT. A page can be far larger than this (Wildberries' statistics answer 90 days
 * of orders in one call: 36,000 for a shop of 400 orders a day). Each statement takes its rows
 * as one JSON parameter; chunks of 1,000 keep that parameter and each statement's work small
 * (as row-per-value INSERTs, one statement of a whole page passed PostgreSQL's 65,535
 * parameters and overflowed drizzle's recursive builder at 36,000 rows).
 */
export const ROWS_PER_STATEMENT = 1_000;

function chunks<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/**
 * One page of listings: upserted, their stocks replaced, today's snapshot written. `passId`
 * marks them seen by this pass, so the end of a full pass can remove the ones it never saw.
 */
export async function storeListingsPage(
  tx: DbTransaction,
  page: { cabinetId: string; passId: string; items: readonly Listing[]; now: Date; day: string },
): Promise<void> {
  for (const items of chunks(lastByKey(page.items, (item) => item.externalId))) {
    await storeListings(tx, page, items);
  }
}

/**
 * Four statements a chunk, each taking its rows as one JSON parameter (jsonb_to_recordset):
 * the row-per-value INSERTs they replace cost 130–250 ms per 100 listings on PGlite, most of it
 * building and parsing 1,300 parameters (drizzle's builder, the protocol, the planner), which
 * put a first sync at a third of the connector's own pace.
 *
 * The upsert returns the listings' ids, and the stocks and snapshots are written by those ids.
 * Joining them to their listing by (cabinet, external id) in SQL instead left the plan to the
 * tables' statistics, which a first sync outgrows at once (PGlite never gathers any; PostgreSQL
 * only when autovacuum gets to it): the planner, believing the tables nearly empty, scanned
 * all of listing_stocks for each page's delete and all the cabinet's listings for each join,
 * so each page cost more than the last (100,000 Yandex Market listings: 148 s on PostgreSQL
 * against the connector's 17 s). By id every statement is an index lookup of the page's rows.
 */
async function storeListings(
  tx: DbTransaction,
  page: { cabinetId: string; passId: string; now: Date; day: string },
  items: readonly Listing[],
): Promise<void> {
  const rows = items.map((item) => ({
    external_id: item.externalId,
    offer_id: item.offerId,
    name: item.name,
    barcodes: item.barcodes,
    brand: item.brand ?? null,
    sku: item.sku,
    status: item.status,
    price: money(item.price),
    old_price: money(item.oldPrice),
    min_price: money(item.minPrice),
    buyer_price: money(item.buyerPrice),
    reported_fees: item.reportedFees ?? null,
    currency: item.currency,
  }));
  const stored = await tx.execute<{ id: string | number; external_id: string }>(sql`
    insert into listings as l (cabinet_id, external_id, offer_id, name, barcodes, brand, sku,
      status, price, old_price, min_price, buyer_price, reported_fees, currency, seen_in_pass,
      updated_at)
    select ${page.cabinetId}::uuid, r.external_id, r.offer_id, r.name, r.barcodes, r.brand,
      r.sku, r.status, r.price, r.old_price, r.min_price, r.buyer_price, r.reported_fees,
      r.currency, ${page.passId}::uuid,
      ${page.now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(external_id text,
      offer_id text, name text, barcodes jsonb, brand text, sku text, status text,
      price numeric, old_price numeric, min_price numeric, buyer_price numeric,
      reported_fees jsonb, currency text)
    on conflict (cabinet_id, external_id) do update set
      offer_id = excluded.offer_id, name = excluded.name, barcodes = excluded.barcodes,
      brand = excluded.brand, sku = excluded.sku, status = excluded.status, price = excluded.price,
      old_price = excluded.old_price, min_price = excluded.min_price,
      buyer_price = excluded.buyer_price, reported_fees = excluded.reported_fees,
      -- Other fees of a linked card leave its product's margin stale until the catalog's
      -- summary pass after the sync computes it again (catalog/summary.ts clears the flag).
      fees_moved = l.fees_moved
        or (l.product_id is not null and l.reported_fees is distinct from excluded.reported_fees),
      currency = excluded.currency, seen_in_pass = excluded.seen_in_pass,
      updated_at = excluded.updated_at
    returning l.id, l.external_id`);
  const idOf = new Map(stored.rows.map((row) => [row.external_id, String(row.id)]));
  const ids = [...idOf.values()];

  const stocks = items.flatMap((item) =>
    lastByKey(item.stocks, (stock) => stock.warehouseId).map((stock) => ({
      listing_id: idOf.get(item.externalId),
      warehouse_id: stock.warehouseId,
      warehouse_name: stock.warehouseName,
      amount: Math.trunc(stock.amount),
    })),
  );
  const snapshots = items.map((item, index) => ({
    listing_id: idOf.get(item.externalId),
    price: rows[index]!.price,
    old_price: rows[index]!.old_price,
    stock_total: item.stocks.reduce((sum, stock) => sum + Math.trunc(stock.amount), 0),
  }));

  await tx.execute(sql`
    delete from listing_stocks where listing_id = any(${sql.param(ids)}::bigint[])`);
  if (stocks.length > 0) {
    await tx.execute(sql`
      insert into listing_stocks (listing_id, warehouse_id, warehouse_name, amount)
      select r.listing_id, r.warehouse_id, r.warehouse_name, r.amount
      from jsonb_to_recordset(${JSON.stringify(stocks)}::jsonb)
        as r(listing_id bigint, warehouse_id text, warehouse_name text, amount integer)`);
  }
  await tx.execute(sql`
    insert into listing_snapshots (listing_id, day, price, old_price, stock_total)
    select r.listing_id, ${page.day}::date, r.price, r.old_price, r.stock_total
    from jsonb_to_recordset(${JSON.stringify(snapshots)}::jsonb)
      as r(listing_id bigint, price numeric, old_price numeric, stock_total integer)
    on conflict (listing_id, day) do update set
      price = excluded.price, old_price = excluded.old_price, stock_total = excluded.stock_total`);
}

/**
 * After the last page of a full pass: the cabinet's listings that pass did not see are gone.
 * The products they were linked to lose them in the same transaction, counts and prices
 * included: the catalog's pass after the sync refreshes only the products of listings that
 * are still there (linking.ts), and a crash between the two would leave these stale.
 */
export async function removeListingsNotSeen(
  tx: DbTransaction,
  pass: { userId: string; cabinetId: string; passId: string },
): Promise<number> {
  const removed = await tx
    .delete(listings)
    .where(
      and(
        eq(listings.cabinetId, pass.cabinetId),
        or(isNull(listings.seenInPass), ne(listings.seenInPass, pass.passId)),
      ),
    )
    .returning({ productId: listings.productId });
  const products = new Set(removed.flatMap((row) => (row.productId ? [row.productId] : [])));
  if (products.size > 0) {
    // As every writer of products, under the account's catalog lock (run-sync takes it at the
    // start of the last page's transaction; taking it again in the same one is free).
    await lockCatalog(tx, pass.userId);
    await refreshSummaries(tx, pass.userId, [...products]);
  }
  return removed.length;
}

export async function storeOrdersPage(
  tx: DbTransaction,
  page: { cabinetId: string; items: readonly Order[]; now: Date },
): Promise<void> {
  for (const items of chunks(lastByKey(page.items, (item) => item.externalId))) {
    await storeOrders(tx, page, items);
  }
}

/**
 * One statement a chunk with its rows as one JSON parameter, as the listings are stored: the
 * multi-row INSERT it replaces built 7,000 parameters a chunk of 1,000 orders (drizzle's
 * builder, the protocol, the planner), which cost about as much as storing them.
 */
async function storeOrders(
  tx: DbTransaction,
  page: { cabinetId: string; now: Date },
  items: readonly Order[],
): Promise<void> {
  const rows = items.map((item) => ({
    external_id: item.externalId,
    created_at: new Date(item.createdAt).toISOString(),
    status: item.status,
    items: item.items,
    total: money(item.total) ?? '0.00',
  }));
  await tx.execute(sql`
    insert into orders (cabinet_id, external_id, created_at, status, items, total, updated_at)
    select ${page.cabinetId}::uuid, r.external_id, r.created_at, r.status, r.items, r.total,
      ${page.now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(external_id text,
      created_at timestamptz, status text, items jsonb, total numeric)
    on conflict (cabinet_id, external_id) do update set
      created_at = excluded.created_at, status = excluded.status, items = excluded.items,
      total = excluded.total, updated_at = excluded.updated_at`);
}
