import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import {
  MAX_CONFLICTS_LISTED,
  MAX_LINKS_PER_PRODUCT,
  MAX_PICKER_PRODUCTS,
  UNLINKED_PAGE_SIZE,
  CATALOG_ERROR_CODES,
  type CandidatesResponse,
  type CatalogListing,
  type CatalogPage,
  type CatalogQuery,
  type ConflictsResponse,
  type ProductDetail,
} from '@marketpult/shared/contracts/catalog';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { ApiError } from '../../http/errors';
import { lockCatalog } from './linking';
import {
  catalogOrder,
  catalogPageQuery,
  catalogWhere,
  likePattern,
  type CatalogPageRow,
} from './list-query';
import { PageBookmarks } from './page-bookmarks';
import { refreshSummaries } from './summary';
import { cachedCountedTotal, catalogChanged } from './total-cache';
import {
  LISTING_COLUMNS,
  LISTING_FROM,
  PRODUCT_COLUMNS,
  listingView,
  productView,
  type ListingSqlRow,
  type ProductSqlRow,
} from './views';

export const CATALOG_MESSAGES = Object.freeze({
  notFound: 'Не найдено',
  linkLimitReached: `К товару уже привязано ${MAX_LINKS_PER_PRODUCT} карточек — больше нельзя`,
});

const notFound = () => new ApiError(404, ERROR_CODES.notFound, CATALOG_MESSAGES.notFound);

/** The marketplaces each product is sold on, for one page of products. */
async function marketplacesOf(
  db: DbExecutor,
  productIds: readonly string[],
): Promise<Map<string, ConnectedMarketplaceKey[]>> {
  const found = new Map<string, ConnectedMarketplaceKey[]>();
  if (productIds.length === 0) return found;
  const { rows } = await db.execute<{ product_id: string; marketplace: ConnectedMarketplaceKey }>(
    sql`select distinct l.product_id, c.marketplace from listings l
      join cabinets c on c.id = l.cabinet_id
      where l.product_id = any(${sql.param(productIds)}::uuid[])`,
  );
  for (const row of rows)
    found.set(row.product_id, [...(found.get(row.product_id) ?? []), row.marketplace]);
  return found;
}

async function productsWithMarketplaces(db: DbExecutor, rows: ProductSqlRow[]) {
  const marketplaces = await marketplacesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => productView(row, marketplaces.get(row.id) ?? []));
}

export const DEFAULT_PAGE_SIZE = 50;

/** One page of the account's catalog: filters and sort in SQL, on the summary columns. */
export async function listProducts(
  db: Database,
  userId: string,
  query: CatalogQuery,
): Promise<CatalogPage> {
  return (await readProductsPage(db, userId, query)).page;
}

/** A page and when its oldest part was read: now, or when its cached total was counted. */
export async function readProductsPage(
  db: Database,
  userId: string,
  query: CatalogQuery,
): Promise<{ page: CatalogPage; readAt: number }> {
  const startedAt = Date.now();
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = catalogWhere(userId, query);
  const { page: _page, pageSize: _size, sort: _sort, order: _order, ...view } = query;
  const offset = (query.page ?? 0) * pageSize;
  const bookmarks = new PageBookmarks(
    userId,
    JSON.stringify({ ...view, sort: _sort, order: _order }),
  );
  const searching = Boolean(query.search?.trim());
  const bookmark = searching ? undefined : bookmarks.find(offset);
  const [page, counted] = await Promise.all([
    // One row more than the page: the next page's first, remembered for it.
    db.execute<CatalogPageRow>(catalogPageQuery(userId, query, offset, pageSize + 1, bookmark)),
    cachedCountedTotal(userId, JSON.stringify(view), async () => {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from products p where ${where}`,
      );
      return Number(rows[0]?.n ?? 0);
    }),
  ]);
  const rows = page.rows;
  if (!searching) {
    const first = rows[0];
    const next = rows[pageSize];
    if (first && !bookmark) bookmarks.remember(offset, { key: first.sort_key, id: first.id });
    if (next) bookmarks.remember(offset + pageSize, { key: next.sort_key, id: next.id });
  }
  return {
    page: {
      items: rows.slice(0, pageSize).map((row) => productView(row, row.marketplaces)),
      total: counted.total,
    },
    readAt: Math.min(startedAt, counted.at),
  };
}

/** Every row of the current view, in its order, for the Excel export. */
export async function* productsOfView(
  db: Database,
  userId: string,
  query: CatalogQuery,
  batchSize = 1000,
): AsyncGenerator<ReturnType<typeof productView>[]> {
  const where = catalogWhere(userId, query);
  for (let offset = 0; ; offset += batchSize) {
    const { rows } = await db.execute<ProductSqlRow>(sql`select ${sql.raw(PRODUCT_COLUMNS)}
      from products p where ${where} order by ${catalogOrder(query)}
      limit ${batchSize} offset ${offset}`);
    if (rows.length === 0) return;
    yield await productsWithMarketplaces(db, rows);
    if (rows.length < batchSize) return;
  }
}

async function ownedProduct(db: DbExecutor, userId: string, productId: string) {
  const { rows } = await db.execute<ProductSqlRow>(sql`select ${sql.raw(PRODUCT_COLUMNS)}
    from products p where p.id = ${productId} and p.user_id = ${userId}`);
  return rows[0];
}

async function listingsWhere(db: DbExecutor, where: ReturnType<typeof sql>, tail = sql``) {
  const { rows } = await db.execute<ListingSqlRow>(
    sql`select ${sql.raw(LISTING_COLUMNS)} from ${sql.raw(LISTING_FROM)} where ${where} ${tail}`,
  );
  return rows.map(listingView);
}

async function ownedListing(
  db: DbExecutor,
  userId: string,
  listingId: number,
): Promise<CatalogListing> {
  const [listing] = await listingsWhere(db, sql`l.id = ${listingId} and c.user_id = ${userId}`);
  if (!listing) throw notFound();
  return listing;
}

export async function productDetail(
  db: Database,
  userId: string,
  productId: string,
): Promise<ProductDetail> {
  const row = await ownedProduct(db, userId, productId);
  if (!row) throw notFound();
  const listings = await listingsWhere(
    db,
    sql`l.product_id = ${productId} and c.user_id = ${userId}`,
    sql`order by c.marketplace, c.name, l.id`,
  );
  return {
    product: productView(row, [...new Set(listings.map((listing) => listing.marketplace))]),
    listings,
  };
}

export async function unlinkedListings(
  db: Database,
  userId: string,
  query: { page?: number | undefined; cabinetId?: string | undefined },
) {
  const where = sql`c.user_id = ${userId} and l.product_id is null${
    query.cabinetId ? sql` and l.cabinet_id = ${query.cabinetId}` : sql``
  }`;
  const [items, count] = await Promise.all([
    listingsWhere(
      db,
      where,
      sql`order by l.id limit ${UNLINKED_PAGE_SIZE} offset ${(query.page ?? 0) * UNLINKED_PAGE_SIZE}`,
    ),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from listings l join cabinets c on c.id = l.cabinet_id
        where ${where}`,
    ),
  ]);
  return { items, total: Number(count.rows[0]?.n ?? 0) };
}

/**
 * Products to offer for a listing, at most MAX_PICKER_PRODUCTS: those sharing one of its
 * barcodes, then its article (or one starting like it), then what the seller's search finds.
 */
export async function candidatesFor(
  db: Database,
  userId: string,
  listingId: number,
  search: string | undefined,
): Promise<CandidatesResponse> {
  const listing = await ownedListing(db, userId, listingId);
  const article = listing.offerId.trim().toLowerCase();
  const text = search?.trim() ?? '';
  const { rows } = await db.execute<{
    id: string;
    article: string;
    name: string;
    barcodes: string[];
    listings_count: number;
    reason: 'barcode' | 'article' | 'search';
  }>(sql`
    select p.id, p.article, p.name, p.barcodes, p.listings_count,
      m.reason, m.rank
    from products p
    join lateral (
      select 'barcode' as reason, 1 as rank
        where p.barcodes ?| ${sql.param(listing.barcodes)}::text[]
      union all select 'article', 2
        where ${article} <> '' and lower(p.article) like ${likePattern(article.slice(0, 6)).slice(1)}
      union all select 'search', 3
        where ${text} <> '' and (lower(p.article) like ${likePattern(text)}
          or lower(p.name) like ${likePattern(text)})
      order by 2 limit 1
    ) m on true
    where p.user_id = ${userId}
    order by m.rank, p.id
    limit ${MAX_PICKER_PRODUCTS}`);
  return {
    listing,
    candidates: rows.map((row) => ({
      id: row.id,
      article: row.article,
      name: row.name,
      barcodes: row.barcodes,
      listingsCount: Number(row.listings_count),
      reason: row.reason,
    })),
  };
}

/** A manual link: kept by every automatic pass. */
export async function linkListing(
  db: Database,
  userId: string,
  listingId: number,
  productId: string,
): Promise<CatalogListing> {
  const linked = await db.transaction(async (tx) => {
    await lockCatalog(tx, userId);
    const listing = await ownedListing(tx, userId, listingId);
    if (!(await ownedProduct(tx, userId, productId))) throw notFound();
    if (listing.productId !== productId) {
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from listings where product_id = ${productId}`,
      );
      if (Number(rows[0]?.n ?? 0) >= MAX_LINKS_PER_PRODUCT) {
        throw new ApiError(
          409,
          CATALOG_ERROR_CODES.linkLimitReached,
          CATALOG_MESSAGES.linkLimitReached,
        );
      }
    }
    await tx.execute(sql`update listings set product_id = ${productId}, link_source = 'manual',
      link_kept = true, updated_at = now() where id = ${listingId}`);
    const touched = [productId, ...(listing.productId ? [listing.productId] : [])];
    await refreshSummaries(tx, userId, touched);
    return ownedListing(tx, userId, listingId);
  });
  // After the commit: a list read meanwhile must not keep the catalog as it was under the new
  // version (catalog-version.ts).
  catalogChanged(userId);
  return linked;
}

/** A manual unlink: the automatic pass leaves the listing unlinked from now on. */
export async function unlinkListing(
  db: Database,
  userId: string,
  listingId: number,
): Promise<CatalogListing> {
  const unlinked = await db.transaction(async (tx) => {
    await lockCatalog(tx, userId);
    const listing = await ownedListing(tx, userId, listingId);
    await tx.execute(sql`update listings set product_id = null, link_source = null,
      link_kept = true, updated_at = now() where id = ${listingId}`);
    if (listing.productId) await refreshSummaries(tx, userId, [listing.productId]);
    return ownedListing(tx, userId, listingId);
  });
  catalogChanged(userId);
  return unlinked;
}

export async function conflictsOf(db: Database, userId: string): Promise<ConflictsResponse> {
  const barcodes = await db.execute<{
    barcode: string;
    products: { id: string; article: string; name: string }[];
  }>(sql`
    select b.code as barcode,
      jsonb_agg(jsonb_build_object('id', p.id, 'article', p.article, 'name', p.name)
        order by p.article) as products
    from products p cross join lateral jsonb_array_elements_text(p.barcodes) as b(code)
    where p.user_id = ${userId}
    group by b.code having count(distinct p.id) > 1
    order by b.code limit ${MAX_CONFLICTS_LISTED}`);
  const articles = await db.execute<{ id: string; article: string; name: string }>(sql`
    select p.id, p.article, p.name from products p
    where p.user_id = ${userId} and p.listings_count > 1 and p.id in (
      select l.product_id from listings l join cabinets c on c.id = l.cabinet_id
      where c.user_id = ${userId} and l.product_id is not null
        and l.link_source = 'article' and jsonb_array_length(l.barcodes) > 0
      group by l.product_id having count(distinct l.barcodes) > 1)
    order by lower(p.article) limit ${MAX_CONFLICTS_LISTED}`);
  const ids = articles.rows.map((row) => row.id);
  const listings =
    ids.length === 0
      ? []
      : await listingsWhere(
          db,
          sql`l.product_id = any(${sql.param(ids)}::uuid[]) and c.user_id = ${userId}`,
          sql`order by l.id`,
        );
  return {
    barcodes: barcodes.rows,
    articles: articles.rows.map((product) => ({
      product,
      listings: listings.filter((listing) => listing.productId === product.id),
    })),
  };
}
