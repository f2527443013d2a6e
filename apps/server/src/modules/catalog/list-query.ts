import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import type { CatalogQuery, CatalogSortField } from '@marketpult/shared/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { PRODUCT_COLUMNS, type ProductSqlRow } from './views';

/** Each sortable column as SQL; the article and name sort as the indexes hold them. */
const SORT_COLUMNS: Record<CatalogSortField, string> = {
  article: 'lower(p.article)',
  name: 'p.name',
  brand: 'p.brand',
  listingsCount: 'p.listings_count',
  priceOzon: 'p.price_ozon',
  priceWildberries: 'p.price_wildberries',
  priceYandex: 'p.price_yandex',
  stockTotal: 'p.stock_total',
  costPrice: 'p.cost_price',
  marginPercent: 'p.margin_percent',
};

/** `%…%` for LIKE with the seller's `%`, `_` and `\` taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The WHERE of the catalog for one account and the query's search and filters. */
export function catalogWhere(userId: string, query: CatalogQuery): SQL {
  const parts: SQL[] = [sql`p.user_id = ${userId}`];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const barcode = JSON.stringify([search]);
    // One bitmap scan over the trigram indexes of article and name and the GIN of barcodes
    // (0009), plus the listings carrying the barcode: an OR across tables read every product.
    parts.push(sql`p.id in (
      select s.id from products s where s.user_id = ${userId}
        and (lower(s.article) like ${pattern} or lower(s.name) like ${pattern}
          or s.barcodes @> ${barcode}::jsonb)
      union all
      select l.product_id from listings l join cabinets c on c.id = l.cabinet_id
        where l.barcodes @> ${barcode}::jsonb and c.user_id = ${userId})`);
  }
  if (query.cabinetId) {
    parts.push(sql`p.id in (select l.product_id from listings l
      join cabinets c on c.id = l.cabinet_id
      where l.cabinet_id = ${query.cabinetId} and c.user_id = ${userId})`);
  }
  if (query.marketplace) parts.push(marketplaceFilter(userId, query.marketplace));
  if (query.brand) parts.push(sql`p.brand = ${query.brand}`);
  if (query.noCostPrice) parts.push(sql`p.cost_price is null`);
  if (query.noStock) parts.push(sql`p.stock_total = 0`);
  if (query.lossMaking) parts.push(sql`p.margin_percent < 0`);
  if (query.unlinked) parts.push(sql`p.listings_count = 0`);
  return sql.join(parts, sql` and `);
}

function marketplaceFilter(userId: string, marketplace: ConnectedMarketplaceKey): SQL {
  return sql`p.id in (select l.product_id from listings l
    join cabinets c on c.id = l.cabinet_id
    where c.user_id = ${userId} and c.marketplace = ${marketplace})`;
}

/** Columns that are never null: their descending sort is the ascending index read backwards. */
const NOT_NULL: ReadonlySet<CatalogSortField> = new Set(['name', 'listingsCount', 'stockTotal']);

/**
 * ORDER BY the chosen column (empty values last either way), then the id for a stable page,
 * spelled exactly as an index holds it (0005, 0009), so that a page is read off the index
 * instead of sorting the whole account.
 */
export function catalogOrder(query: CatalogQuery): SQL {
  const field = query.sort ?? 'article';
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  // The article is unique per account: no tie to break, and the unique index serves the order.
  if (field === 'article') return sql.raw(`${SORT_COLUMNS.article} ${direction}`);
  if (NOT_NULL.has(field)) return sql.raw(`${SORT_COLUMNS[field]} ${direction}, p.id ${direction}`);
  return sql.raw(`${SORT_COLUMNS[field]} ${direction} nulls last, p.id ${direction} nulls last`);
}

/**
 * The marketplaces of the row's linked listings, in the page's own statement: on PGlite every
 * statement waits its turn behind the other requests' (db/query-lanes.ts), so a second one per
 * page doubled the wait at 50 connections.
 */
const MARKETPLACES_COLUMN = `array(select distinct c.marketplace from listings l
  join cabinets c on c.id = l.cabinet_id where l.product_id = p.id) as marketplaces`;

/** A row of `catalogPageQuery`. */
export type CatalogPageRow = ProductSqlRow & { marketplaces: ConnectedMarketplaceKey[] };

/**
 * One page of the catalog view, each row with its marketplaces. A search matches few rows, but the planner guesses many and
 * walks the sort's index over every product (0.4 s at 100,000): the matches are taken first.
 * A later page skips its offset over ids only and reads the 50 whole rows afterwards: page
 * 1,000 of the article order took 50 ms read whole, about half that through the ids.
 */
export function catalogPageQuery(userId: string, query: CatalogQuery, pageSize: number): SQL {
  const where = catalogWhere(userId, query);
  const order = catalogOrder(query);
  const offset = (query.page ?? 0) * pageSize;
  const columns = sql.raw(`${PRODUCT_COLUMNS}, ${MARKETPLACES_COLUMN}`);
  if (query.search?.trim()) {
    return sql`with p as materialized (select * from products p where ${where})
      select ${columns} from p order by ${order} limit ${pageSize} offset ${offset}`;
  }
  if (offset === 0) {
    return sql`select ${columns} from products p where ${where}
      order by ${order} limit ${pageSize}`;
  }
  return sql`select ${columns} from products p
    join (select p.id from products p where ${where} order by ${order}
      limit ${pageSize} offset ${offset}) page on page.id = p.id
    order by ${order}`;
}
