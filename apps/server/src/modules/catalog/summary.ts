import type { ReportedFees } from '@marketpult/marketplaces';
import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { feesOfListing } from './listing-fees';
import { worstMarginOf } from './margin';
import { economicsSettingsOf } from '../seller-settings/store';

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/** `and p.id in (…)` (or `column`) for a refresh of some products only. */
function onlyProducts(productIds: readonly string[] | undefined, column = sql`p.id`): SQL {
  if (productIds === undefined) return sql``;
  if (productIds.length === 0) return sql` and false`;
  // One array parameter: a whole pass may name 100,000 products, past the 65,535 binds.
  return sql` and ${column} = any(${sql.param([...productIds])}::uuid[])`;
}

/**
 * Units per listing. For a few products, per listing by its index; for the whole account, one
 * grouped pass (300,000 index probes cost minutes on PGlite).
 */
function stocks(userId: string, few: boolean): SQL {
  return few
    ? sql`lateral (select ls.listing_id, sum(ls.amount) as stock from listing_stocks ls
        where ls.listing_id = l.id group by ls.listing_id)`
    : sql`(select ls.listing_id, sum(ls.amount) as stock from listing_stocks ls
        where ls.listing_id in (select l2.id from listings l2
          join cabinets c2 on c2.id = l2.cabinet_id where c2.user_id = ${userId})
        group by ls.listing_id)`;
}

/**
 * Recomputes the summary columns of the account's products (all, or `productIds`) from their
 * linked listings: count, stock, lowest price per marketplace (and Ozon's buyer's price), then
 * the margin. A product without a brand takes its listings' (the alphabetically first where
 * they differ); a brand it has stays. Rows whose values did not change are not written, so a
 * sync pass that changed nothing rewrites nothing.
 */
export async function refreshSummaries(
  db: DbExecutor,
  userId: string,
  productIds?: readonly string[],
  options: { marginsOfChangedOnly?: boolean } = {},
): Promise<void> {
  const scope = onlyProducts(productIds);
  // The aggregate names the products on their listings, so a few are found through the
  // listings' product index: named on the products instead, PostgreSQL read all of the
  // account's listings (one read-back store of 2,000 products, bench price-bulk: 143 ms of
  // its 500; alone, 89 → 24 ms). Not on both: PGlite (PostgreSQL 17) then probed each
  // listing's product with the whole list in the index condition (0.4 ms a listing).
  const listingsOf = onlyProducts(productIds, sql`l.product_id`);
  const changed = await db.execute<{ id: string }>(sql`
    with agg as (
      select l.product_id,
        count(*)::int as n,
        coalesce(sum(s.stock), 0)::int as stock,
        min(l.price) filter (where c.marketplace = 'ozon') as ozon,
        min(l.price) filter (where c.marketplace = 'wildberries') as wildberries,
        min(l.price) filter (where c.marketplace = 'yandex') as yandex,
        min(l.buyer_price) filter (where c.marketplace = 'ozon') as buyer_ozon,
        min(l.brand) as brand
      from listings l
      join cabinets c on c.id = l.cabinet_id
      left join ${stocks(userId, productIds !== undefined)} s on s.listing_id = l.id
      join products p on p.id = l.product_id
      where c.user_id = ${userId} and p.user_id = ${userId}${listingsOf}
      group by l.product_id
    ), fresh as (
      select p.id, coalesce(agg.n, 0) as n, coalesce(agg.stock, 0) as stock,
        agg.ozon, agg.wildberries, agg.yandex, agg.buyer_ozon,
        coalesce(p.brand, agg.brand) as brand
      from products p left join agg on agg.product_id = p.id
      where p.user_id = ${userId}${scope}
    )
    update products p set listings_count = fresh.n, stock_total = fresh.stock,
      price_ozon = fresh.ozon, price_wildberries = fresh.wildberries, price_yandex = fresh.yandex,
      buyer_price_ozon = fresh.buyer_ozon, brand = fresh.brand
    from fresh
    where p.id = fresh.id
      and (p.listings_count, p.stock_total, p.price_ozon, p.price_wildberries, p.price_yandex,
        p.buyer_price_ozon, p.brand)
        is distinct from (fresh.n, fresh.stock, fresh.ozon, fresh.wildberries, fresh.yandex,
        fresh.buyer_ozon, fresh.brand)
    returning p.id`);
  // The engine costs ~0.2 ms a product: after a whole-account pass only the products whose
  // prices moved are computed again, plus any whose listings' reported fees moved, plus any
  // whose margin disagrees with its cost price. A whole account refreshed in chunks
  // (linking.ts) asks for the same: `marginsOfChangedOnly`.
  const changedOnly = productIds === undefined || options.marginsOfChangedOnly === true;
  const feesMoved = await productsWithMovedFees(db, userId, scope);
  const recompute = changedOnly
    ? [...new Set([...changed.rows.map((row) => row.id), ...feesMoved])]
    : productIds;
  await refreshMargins(db, userId, onlyProducts(recompute), changedOnly ? scope : null);
  if (feesMoved.length > 0) {
    await db.execute(sql`
      update listings set fees_moved = false
      where fees_moved and product_id = any(${sql.param(feesMoved)}::uuid[])`);
  }
}

/**
 * The products of this scope with a listing whose fees a sync changed (`fees_moved`, set by
 * the sync's upsert): their margin is computed again though their summary did not move. Read
 * through the flag's partial index, which holds only such listings: nothing to read mostly.
 */
async function productsWithMovedFees(
  db: DbExecutor,
  userId: string,
  scope: SQL,
): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select distinct l.product_id as id from listings l join products p on p.id = l.product_id
    where l.fees_moved and p.user_id = ${userId}${scope}`);
  return rows.map((row) => row.id);
}

/** Every product's margin of the account again: after the seller's settings changed. */
export async function refreshAccountMargins(db: DbExecutor, userId: string): Promise<void> {
  await refreshMargins(db, userId, sql``, null);
}

/**
 * The marketplace's own fees of the product's listing whose price is the product's price there
 * (the lowest, which the margin is computed at), where that marketplace reported any.
 */
function reportedFeesAt(marketplace: ConnectedMarketplaceKey, price: SQL): SQL {
  return sql`(select l.reported_fees from listings l join cabinets c on c.id = l.cabinet_id
    where l.product_id = p.id and c.marketplace = ${marketplace} and l.price = ${price}
      and l.reported_fees is not null limit 1)`;
}

/** Lets requests in between batches of margins: the engine runs on the event loop. */
const MARGIN_BATCH = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The margin is the engine's (margin.ts), so it is computed here rather than in SQL. */
async function refreshMargins(
  db: DbExecutor,
  userId: string,
  scope: SQL,
  /** Also the products of this scope whose margin disagrees with their cost price. */
  inconsistentIn: SQL | null,
): Promise<void> {
  const inconsistent = inconsistentIn
    ? sql` or (p.user_id = ${userId}${inconsistentIn}
        and (p.cost_price is null) <> (p.margin_percent is null))`
    : sql``;
  const { rows } = await db.execute<{
    id: string;
    cost_price: string | null;
    price_ozon: string | null;
    price_wildberries: string | null;
    price_yandex: string | null;
    margin_percent: string | null;
    ozon_fees: ReportedFees | null;
    wildberries_fees: ReportedFees | null;
    yandex_fees: ReportedFees | null;
  }>(sql`
    select p.id, p.cost_price, p.price_ozon, p.price_wildberries, p.price_yandex, p.margin_percent,
      ${reportedFeesAt('ozon', sql`p.price_ozon`)} as ozon_fees,
      ${reportedFeesAt('wildberries', sql`p.price_wildberries`)} as wildberries_fees,
      ${reportedFeesAt('yandex', sql`p.price_yandex`)} as yandex_fees
    from products p
    where (p.user_id = ${userId}${scope}
      and (p.cost_price is not null or p.margin_percent is not null))${inconsistent}`);
  if (rows.length === 0) return;
  const settings = await economicsSettingsOf(db, userId);
  const ids: string[] = [];
  const margins: (string | null)[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % MARGIN_BATCH === 0) await nextTurn();
    const margin = worstMarginOf(
      num(row.cost_price),
      {
        ozon: num(row.price_ozon),
        wildberries: num(row.price_wildberries),
        yandex: num(row.price_yandex),
      },
      settings,
      {
        ozon: feesOfListing(row.ozon_fees),
        wildberries: feesOfListing(row.wildberries_fees),
        yandex: feesOfListing(row.yandex_fees),
      },
    );
    const stored = num(row.margin_percent);
    if (margin === stored) continue;
    ids.push(row.id);
    margins.push(margin === null ? null : margin.toFixed(2));
  }
  if (ids.length === 0) return;
  await db.execute(sql`
    update products p set margin_percent = m.margin
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(margins)}::numeric[]) as m(id, margin)
    where p.id = m.id and p.user_id = ${userId}`);
}
