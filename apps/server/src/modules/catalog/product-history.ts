import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { HistoryPeriod, ProductHistory } from '@marketpult/shared/contracts/product-card';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { moscowDay } from '../cabinets/sync/moscow-day';
import { CATALOG_MESSAGES } from './service';

const DAY_MS = 86_400_000;

/** The `count` Moscow days ending with `today`, oldest first, as YYYY-MM-DD. */
export function daysEnding(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

type ListingRow = {
  id: string | number;
  offer_id: string;
  cabinet_name: string;
  marketplace: ConnectedMarketplaceKey;
};

/**
 * The product's price, stock and orders per day over the last `period` days: price and stock
 * from the daily snapshots (a day without one is null, a gap on the chart rather than a made-up
 * value), orders as units from the stored orders of each listing's cabinet with its article,
 * counted on the Moscow day they were placed, cancelled ones included (an order is demand).
 */
export async function productHistory(
  db: Database,
  userId: string,
  productId: string,
  period: HistoryPeriod,
  now: Date,
): Promise<ProductHistory> {
  const owned = await db.execute(
    sql`select 1 from products where id = ${productId} and user_id = ${userId}`,
  );
  if (owned.rows.length === 0) {
    throw new ApiError(404, ERROR_CODES.notFound, CATALOG_MESSAGES.notFound);
  }
  const days = daysEnding(moscowDay(now), period);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const { rows: listingRows } = await db.execute<ListingRow>(sql`
    select l.id, l.offer_id, c.name as cabinet_name, c.marketplace
    from listings l join cabinets c on c.id = l.cabinet_id
    where l.product_id = ${productId} and c.user_id = ${userId}
    order by c.marketplace, c.name, l.id`);
  const ids = sql.param(listingRows.map((row) => String(row.id)));
  const [snapshots, orders] = await Promise.all([
    db.execute<{ listing_id: string | number; day: string; price: string | null; stock: number }>(
      sql`select listing_id, to_char(day, 'YYYY-MM-DD') as day, price, stock_total as stock
        from listing_snapshots
        where listing_id = any(${ids}::bigint[]) and day between ${first}::date and ${last}::date`,
    ),
    db.execute<{ listing_id: string | number; day: string; units: number }>(sql`
      select l.id as listing_id,
        to_char((o.created_at at time zone 'Europe/Moscow')::date, 'YYYY-MM-DD') as day,
        sum(greatest((i.item->>'quantity')::numeric, 0))::int as units
      from listings l
      join orders o on o.cabinet_id = l.cabinet_id
      cross join lateral jsonb_array_elements(o.items) as i(item)
      where l.id = any(${ids}::bigint[])
        and o.created_at >= ${`${first}T00:00:00+03:00`}::timestamptz
        and i.item->>'offerId' = l.offer_id
      group by 1, 2`),
  ]);

  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const listings = listingRows.map((row) => ({
    id: Number(row.id),
    cabinetName: row.cabinet_name,
    marketplace: row.marketplace,
    offerId: row.offer_id,
    price: days.map((): number | null => null),
    stock: days.map((): number | null => null),
    orders: days.map(() => 0),
  }));
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  for (const row of snapshots.rows) {
    const listing = byId.get(Number(row.listing_id));
    const index = dayIndex.get(row.day);
    if (!listing || index === undefined) continue;
    listing.price[index] = row.price === null ? null : Number(row.price);
    listing.stock[index] = Number(row.stock);
  }
  for (const row of orders.rows) {
    const listing = byId.get(Number(row.listing_id));
    const index = dayIndex.get(row.day);
    if (!listing || index === undefined) continue;
    listing.orders[index] = Number(row.units);
  }
  const total = {
    stock: days.map((_, index) => {
      const known = listings
        .map((listing) => listing.stock[index])
        .filter((value): value is number => value !== null && value !== undefined);
      return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
    }),
    orders: days.map((_, index) => listings.reduce((sum, l) => sum + (l.orders[index] ?? 0), 0)),
  };
  return { days, listings, total };
}
