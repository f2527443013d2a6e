import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import type { CatalogQuery, CatalogSortField } from '@marketpult/shared/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import type { Bookmark } from './page-bookmarks';
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
  buyerPriceOzon: 'p.buyer_price_ozon',
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

/** A row of `catalogPageQuery`: the product, its marketplaces and its sort value as text. */
export type CatalogPageRow = ProductSqlRow & {
  marketplaces: ConnectedMarketplaceKey[];
  sort_key: string | null;
};

/** The SQL type of each sort column, to read a bookmark's text back. */
const SORT_TYPES: Record<CatalogSortField, 'text' | 'int' | 'numeric'> = {
  article: 'text',
  name: 'text',
  brand: 'text',
  listingsCount: 'int',
  priceOzon: 'numeric',
  priceWildberries: 'numeric',
  priceYandex: 'numeric',
  buyerPriceOzon: 'numeric',
  stockTotal: 'int',
  costPrice: 'numeric',
  marginPercent: 'numeric',
};

/**
 * Rows at or after `bookmark` in the view's order, each condition one the sort's index reads
 * as a range: (column, id) from the bookmark on, then (a nullable column) the empty values.
 */
function fromBookmark(query: CatalogQuery, bookmark: Bookmark): { seek: SQL; nulls?: SQL } {
  const field = query.sort ?? 'article';
  const column = sql.raw(SORT_COLUMNS[field]);
  const after = sql.raw(query.order === 'desc' ? '<=' : '>=');
  if (bookmark.key === null)
    return { seek: sql`${column} is null and p.id ${after} ${bookmark.id}` };
  const key = sql`${bookmark.key}::${sql.raw(SORT_TYPES[field])}`;
  if (field === 'article') return { seek: sql`${column} ${after} ${key}` };
  const seek = sql`(${column}, p.id) ${after} (${key}, ${bookmark.id}::uuid)`;
  return NOT_NULL.has(field) ? { seek } : { seek, nulls: sql`${column} is null` };
}

/**
 * One page of the catalog view (`limit` rows), each row with its marketplaces and sort value.
 * A search matches few rows, but the planner guesses many and walks the sort's index over
 * every product (0.4 s at 100,000): the matches are taken first. A page whose first row is
 * known (page-bookmarks.ts) is read from there; another later page skips its offset over ids
 * only and reads the whole rows afterwards.
 */
export function catalogPageQuery(
  userId: string,
  query: CatalogQuery,
  offset: number,
  limit: number,
  bookmark?: Bookmark,
): SQL {
  const where = catalogWhere(userId, query);
  const order = catalogOrder(query);
  const sortKey = `(${SORT_COLUMNS[query.sort ?? 'article']})::text as sort_key`;
  const columns = sql.raw(`${PRODUCT_COLUMNS}, ${MARKETPLACES_COLUMN}, ${sortKey}`);
  if (query.search?.trim()) {
    return sql`with p as materialized (select * from products p where ${where})
      select ${columns} from p order by ${order} limit ${limit} offset ${offset}`;
  }
  if (bookmark) {
    const { seek, nulls } = fromBookmark(query, bookmark);
    const part = (condition: SQL) =>
      sql`(select p.* from products p where ${where} and ${condition} order by ${order} limit ${limit})`;
    const rows = nulls ? sql`${part(seek)} union all ${part(nulls)}` : part(seek);
    return sql`select ${columns} from (${rows}) p order by ${order} limit ${limit}`;
  }
  if (offset === 0) {
    return sql`select ${columns} from products p where ${where}
      order by ${order} limit ${limit}`;
  }
  return sql`select ${columns} from products p
    join (select p.id from products p where ${where} order by ${order}
      limit ${limit} offset ${offset}) page on page.id = p.id
    order by ${order}`;
}
