import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StoredPriceValues } from '../../db/schema';
import { lockCatalogShared } from '../catalog/linking';
import { refreshSummaries } from '../catalog/summary';
import { catalogChanged } from '../catalog/total-cache';
import type { PriceChangeRow } from './repository';

/** An applied change with what the marketplace showed for it. */
export interface AppliedReadBack {
  change: PriceChangeRow;
  value: StoredPriceValues;
}

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/**
 * An applied change's read-back is what the marketplace now shows: it is written to the
 * listing (and its product's catalog summary) at once, so the catalog and the product card
 * show the new price or stock without waiting for the cabinet's next sync. One statement per
 * kind for a whole read-back round: a bulk run ends thousands of changes at once.
 */
export async function storeReadBacks(
  db: Database,
  userId: string,
  applied: readonly AppliedReadBack[],
): Promise<void> {
  const prices = applied.flatMap(({ change, value }) =>
    change.kind === 'price' && value.price !== null
      ? [
          {
            id: change.listingId,
            price: money(value.price),
            old_price: money(value.oldPrice),
            min_price: money(value.minPrice),
          },
        ]
      : [],
  );
  const stocks = applied.flatMap(({ change, value }) =>
    change.kind === 'stock' && value.amount !== null && change.warehouseId !== null
      ? [{ listing_id: change.listingId, warehouse_id: change.warehouseId, amount: value.amount }]
      : [],
  );
  if (prices.length === 0 && stocks.length === 0) return;
  const ids = [
    ...new Set([...prices.map((row) => row.id), ...stocks.map((row) => row.listing_id)]),
  ];
  await db.transaction(async (tx) => {
    // Before any row: a writer holding the catalog alone first finishes (or waits for this).
    await lockCatalogShared(tx, userId);
    const { rows } = await tx.execute<{ product_id: string }>(
      sql`select distinct product_id from listings
        where id = any(${sql.param(ids)}::bigint[]) and product_id is not null`,
    );
    const productIds = rows.map((row) => row.product_id);
    if (productIds.length > 0) {
      // Parts of one read-back are stored side by side (run-writes.ts STORES_IN_FLIGHT), and
      // two may share a product: each takes its products' locks first and in one order, so
      // the later waits for the earlier instead of both deadlocking in the summaries' update.
      await tx.execute(sql`select id from products
        where id = any(${sql.param(productIds)}::uuid[]) order by id for update`);
    }
    if (prices.length > 0) {
      // The buyer's price moves with the price in ways only the marketplace knows (Ozon's
      // discounts): unknown («—») from a new price until the next sync reads it.
      await tx.execute(sql`update listings l set price = v.price, old_price = v.old_price,
          min_price = v.min_price, updated_at = now(),
          buyer_price = case when l.price = v.price then l.buyer_price end
        from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb)
          as v(id bigint, price numeric, old_price numeric, min_price numeric)
        where l.id = v.id`);
    }
    if (stocks.length > 0) {
      await tx.execute(sql`update listing_stocks s set amount = v.amount
        from jsonb_to_recordset(${JSON.stringify(stocks)}::jsonb)
          as v(listing_id bigint, warehouse_id text, amount int)
        where s.listing_id = v.listing_id and s.warehouse_id = v.warehouse_id`);
    }
    if (productIds.length > 0) await refreshSummaries(tx, userId, productIds);
  });
  // New prices move margins, so the «убыточные» total (and a stock filter's) is recounted.
  catalogChanged(userId);
}
