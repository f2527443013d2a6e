import type { PriceExcelTemplateQuery } from '@marketpult/shared/contracts/price-excel';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { listingsWhere } from '../../catalog/listings-list';
import { num } from '../values';

/** Ids as one array parameter: 60,000 of them would not fit as separate parameters. */
const idArray = (ids: readonly number[]) => sql.param(ids.map(String));

/** A listing as the spreadsheet shows it: its editable values and what names it. */
export interface ExcelListing {
  id: number;
  marketplace: string;
  cabinetName: string;
  offerId: string;
  name: string;
  price: number | null;
  oldPrice: number | null;
  minPrice: number | null;
  productId: string | null;
  productArticle: string | null;
  productName: string | null;
  costPrice: number | null;
}

export interface ExcelStock {
  listingId: number;
  warehouseId: string;
  warehouseName: string;
  amount: number;
}

interface ListingRow extends Record<string, unknown> {
  id: string | number;
  marketplace: string;
  cabinet_name: string;
  offer_id: string;
  name: string;
  price: string | null;
  old_price: string | null;
  min_price: string | null;
  product_id: string | null;
  product_article: string | null;
  product_name: string | null;
  cost_price: string | null;
}

const SELECT = sql`select l.id, c.marketplace, c.name as cabinet_name, l.offer_id, l.name,
    l.price, l.old_price, l.min_price, p.id as product_id, p.article as product_article,
    p.name as product_name, p.cost_price
  from listings l
  join cabinets c on c.id = l.cabinet_id
  left join products p on p.id = l.product_id and p.user_id = c.user_id`;

const ORDER = sql`order by c.marketplace, c.name, c.id, lower(l.offer_id), l.id`;

function fromRow(row: ListingRow): ExcelListing {
  return {
    id: Number(row.id),
    marketplace: row.marketplace,
    cabinetName: row.cabinet_name,
    offerId: row.offer_id,
    name: row.name,
    price: num(row.price),
    oldPrice: num(row.old_price),
    minPrice: num(row.min_price),
    productId: row.product_id,
    productArticle: row.product_article,
    productName: row.product_name,
    costPrice: num(row.cost_price),
  };
}

/** The account's listings in a view of /catalog-management's filters (the screen's own WHERE). */
function viewWhere(userId: string, query: PriceExcelTemplateQuery): SQL {
  return listingsWhere(userId, query);
}

/** The view's listings, at most `limit` of them (the caller asks one more to see an overflow). */
export async function listingsOfView(
  db: DbExecutor,
  userId: string,
  query: PriceExcelTemplateQuery,
  limit: number,
): Promise<ExcelListing[]> {
  const { rows } = await db.execute<ListingRow>(
    sql`${SELECT} where ${viewWhere(userId, query)} ${ORDER} limit ${limit}`,
  );
  return rows.map(fromRow);
}

/** How many listings the view holds (said when it is too big for one file). */
export async function countOfView(
  db: DbExecutor,
  userId: string,
  query: PriceExcelTemplateQuery,
): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from listings l join cabinets c on c.id = l.cabinet_id
      left join products p on p.id = l.product_id and p.user_id = c.user_id
      where ${viewWhere(userId, query)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The account's listings among these ids; another account's are simply not there. */
export async function listingsByIds(
  db: DbExecutor,
  userId: string,
  ids: readonly number[],
): Promise<Map<number, ExcelListing>> {
  const found = new Map<number, ExcelListing>();
  if (ids.length === 0) return found;
  const { rows } = await db.execute<ListingRow>(
    sql`${SELECT} where c.user_id = ${userId} and l.id = any(${idArray(ids)}::bigint[])`,
  );
  for (const row of rows) found.set(Number(row.id), fromRow(row));
  return found;
}

/** The stocks per warehouse of these (already owner-checked) listings. */
export async function stocksOfListings(
  db: DbExecutor,
  ids: readonly number[],
): Promise<ExcelStock[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{
    listing_id: string | number;
    warehouse_id: string;
    warehouse_name: string;
    amount: number;
  }>(sql`select listing_id, warehouse_id, warehouse_name, amount from listing_stocks
    where listing_id = any(${idArray(ids)}::bigint[]) order by listing_id, warehouse_name, warehouse_id`);
  return rows.map((row) => ({
    listingId: Number(row.listing_id),
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    amount: Number(row.amount),
  }));
}
