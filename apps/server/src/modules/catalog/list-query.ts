import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import type { CatalogQuery, CatalogSortField } from '@marketpult/shared/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';

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
    parts.push(sql`(lower(p.article) like ${pattern} or lower(p.name) like ${pattern}
      or p.barcodes @> ${JSON.stringify([search])}::jsonb
      or p.id in (select l.product_id from listings l join cabinets c on c.id = l.cabinet_id
        where l.barcodes @> ${JSON.stringify([search])}::jsonb and c.user_id = ${userId}))`);
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

/** ORDER BY the chosen column (empty values last either way), then the id for a stable page. */
export function catalogOrder(query: CatalogQuery): SQL {
  const field = query.sort ?? 'article';
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  // The article is unique per account: no tie to break, and the unique index serves the order.
  if (field === 'article') return sql.raw(`${SORT_COLUMNS.article} ${direction}`);
  return sql.raw(`${SORT_COLUMNS[field]} ${direction} nulls last, p.id ${direction}`);
}
