import type { ReportedFees } from '@marketpult/marketplaces';
import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import {
  CATALOG_LISTINGS_ERROR_CODES,
  MAX_SELECTED_LISTINGS,
  type CatalogListingFilter,
  type CatalogListingSelection,
  type CatalogListingSortField,
  type CatalogListingsPage,
  type CatalogListingsQuery,
  type ListingWarehouse,
  type ManagedListing,
} from '@marketpult/shared/contracts/catalog-listings';
import type { SellerEconomicsSettings } from '@marketpult/shared/economics/index';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { economicsSettingsOf } from '../seller-settings/store';
import { feesOfListing } from './listing-fees';
import { marginPercentOf } from './margin';

const DEFAULT_PAGE_SIZE = 50;

export const CATALOG_LISTINGS_MESSAGES = Object.freeze({
  tooManyListings: (total: number) =>
    `Под фильтр подходит ${total.toLocaleString('ru-RU')} объявлений, а за один раз можно изменить не больше ${MAX_SELECTED_LISTINGS.toLocaleString('ru-RU')}. Уточните фильтр.`,
});

/**
 * The units over every warehouse of `l`. A subquery rather than a join: in the select list
 * PostgreSQL runs it after the sort and the limit, for the page's rows only; only a stock sort
 * or the «нет в наличии» filter sums every listing.
 */
const STOCK =
  '(select coalesce(sum(ls.amount), 0)::int from listing_stocks ls where ls.listing_id = l.id)';

/** Each sortable column as SQL over `l` (listings) and `c` (cabinets). */
const SORT_COLUMNS: Record<CatalogListingSortField, string> = {
  offerId: 'lower(l.offer_id)',
  name: 'l.name',
  price: 'l.price',
  stockTotal: STOCK,
  marketplace: 'c.marketplace',
};

/** The listings, their cabinet and the linked product (the join is dropped when unused). */
const FROM = sql.raw(`listings l join cabinets c on c.id = l.cabinet_id
  left join products p on p.id = l.product_id`);

/** `%…%` for LIKE with the seller's `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The WHERE for one account's listings and the filters; the account is always the first part.
 * Over `l`, `c` and `p` as FROM joins them; the Excel template uses it too, so a downloaded
 * file holds exactly the listings the screen shows.
 */
export function listingsWhere(userId: string, filter: CatalogListingFilter): SQL {
  const parts: SQL[] = [sql`c.user_id = ${userId}`];
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    parts.push(sql`(lower(l.offer_id) like ${pattern} or lower(l.name) like ${pattern}
      or l.barcodes @> ${JSON.stringify([search])}::jsonb)`);
  }
  if (filter.cabinetId) parts.push(sql`l.cabinet_id = ${filter.cabinetId}`);
  if (filter.marketplace) parts.push(sql`c.marketplace = ${filter.marketplace}`);
  if (filter.brand) parts.push(sql`p.brand = ${filter.brand}`);
  if (filter.link === 'linked') parts.push(sql`l.product_id is not null`);
  if (filter.link === 'unlinked') parts.push(sql`l.product_id is null`);
  if (filter.noStock) parts.push(sql`${sql.raw(STOCK)} = 0`);
  if (filter.productId) parts.push(sql`l.product_id = ${filter.productId}`);
  return sql.join(parts, sql` and `);
}

/** ORDER BY the chosen column (empty values last either way), then the id for a stable page. */
function listingsOrder(query: CatalogListingsQuery): SQL {
  const column = SORT_COLUMNS[query.sort ?? 'offerId'];
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  return sql.raw(`${column} ${direction} nulls last, l.id ${direction}`);
}

type Row = {
  id: string | number;
  cabinet_id: string;
  cabinet_name: string;
  marketplace: ConnectedMarketplaceKey;
  offer_id: string;
  name: string;
  price: string | null;
  old_price: string | null;
  min_price: string | null;
  stock: number | string | null;
  product_id: string | null;
  brand: string | null;
  cost_price: string | null;
  reported_fees: ReportedFees | null;
};

const num = (value: string | null): number | null => (value === null ? null : Number(value));

function listingView(
  row: Row,
  warehouses: ListingWarehouse[],
  settings: SellerEconomicsSettings,
): ManagedListing {
  const price = num(row.price);
  const costPrice = num(row.cost_price);
  return {
    id: Number(row.id),
    cabinetId: row.cabinet_id,
    cabinetName: row.cabinet_name,
    marketplace: row.marketplace,
    offerId: row.offer_id,
    name: row.name,
    price,
    oldPrice: num(row.old_price),
    minPrice: num(row.min_price),
    stockTotal: Number(row.stock ?? 0),
    warehouses,
    productId: row.product_id,
    brand: row.brand,
    costPrice,
    marginPercent: marginPercentOf(
      row.marketplace,
      price,
      costPrice,
      settings,
      feesOfListing(row.reported_fees),
    ),
  };
}

/** The warehouses of some listings, by listing id. */
async function warehousesOf(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ListingWarehouse[]>> {
  const byListing = new Map<number, ListingWarehouse[]>();
  if (ids.length === 0) return byListing;
  const { rows } = await db.execute<{
    listing_id: string | number;
    warehouse_id: string;
    warehouse_name: string;
    amount: number;
  }>(sql`select listing_id, warehouse_id, warehouse_name, amount from listing_stocks
    where listing_id = any(${sql.param([...ids])}::bigint[]) order by warehouse_name, warehouse_id`);
  for (const row of rows) {
    const id = Number(row.listing_id);
    const list = byListing.get(id) ?? [];
    list.push({ id: row.warehouse_id, name: row.warehouse_name, amount: Number(row.amount) });
    byListing.set(id, list);
  }
  return byListing;
}

/** One page of the account's listings with the filters and the sort. */
export async function listManagedListings(
  db: Database,
  userId: string,
  query: CatalogListingsQuery,
): Promise<CatalogListingsPage> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = listingsWhere(userId, query);
  const [page, count, settings] = await Promise.all([
    db.execute<Row>(sql`select l.id, l.cabinet_id, c.name as cabinet_name, c.marketplace,
        l.offer_id, l.name, l.price, l.old_price, l.min_price, ${sql.raw(STOCK)} as stock,
        l.product_id, p.brand, p.cost_price, l.reported_fees
      from ${FROM} where ${where} order by ${listingsOrder(query)}
      limit ${pageSize} offset ${(query.page ?? 0) * pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${FROM} where ${where}`),
    economicsSettingsOf(db, userId),
  ]);
  const warehouses = await warehousesOf(
    db,
    page.rows.map((row) => Number(row.id)),
  );
  return {
    items: page.rows.map((row) => listingView(row, warehouses.get(Number(row.id)) ?? [], settings)),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

/**
 * Every listing the filters match, for «выбрать все по фильтру»: at most one run's worth
 * (MAX_SELECTED_LISTINGS); more is refused so the seller narrows the filter rather than
 * getting a silently cut selection.
 */
export async function selectManagedListings(
  db: Database,
  userId: string,
  filter: CatalogListingFilter,
): Promise<CatalogListingSelection> {
  const { rows } = await db.execute<{ id: string | number }>(
    sql`select l.id from ${FROM} where ${listingsWhere(userId, filter)}
      order by l.id limit ${MAX_SELECTED_LISTINGS + 1}`,
  );
  if (rows.length > MAX_SELECTED_LISTINGS) {
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${FROM} where ${listingsWhere(userId, filter)}`,
    );
    const total = Number(count.rows[0]?.n ?? 0);
    throw new ApiError(
      422,
      CATALOG_LISTINGS_ERROR_CODES.tooManyListings,
      CATALOG_LISTINGS_MESSAGES.tooManyListings(total),
      { meta: { total: String(total) } },
    );
  }
  const ids = rows.map((row) => Number(row.id));
  const warehouses = await warehousesOf(db, ids);
  return {
    items: ids.map((id) => ({
      id,
      warehouseIds: (warehouses.get(id) ?? []).map((warehouse) => warehouse.id),
    })),
  };
}
