import { MAX_LINKS_PER_PRODUCT } from '@marketpult/shared/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { pgliteClientOf, type Database, type DbExecutor } from '../../db/client';
import { refreshSummaries } from './summary';
import { catalogChanged } from './total-cache';

/**
 * One account's catalog changes one at a time: two cabinets finishing their sync together
 * would otherwise both create the product of a shared article.
 */
export async function lockCatalog(tx: DbExecutor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${catalogLockKey(userId)})`);
}

/**
 * The same lock shared: a price read-back's stores (prices/store-read-back.ts) run side by
 * side with each other, which lock their products in one order, but not beside a writer that
 * holds it alone (linking, a cost edit), which updates products in its own order: the two
 * would deadlock on a product both touch.
 */
export async function lockCatalogShared(tx: DbExecutor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${catalogLockKey(userId)})`);
}

/** The one key of an account's catalog lock, whether held alone or shared. */
const catalogLockKey = (userId: string) => sql`hashtext(${`catalog:${userId}`})`;

/**
 * Listings (or products) per transaction. PGlite has one connection: a transaction over a
 * 100,000-listing account held every other request for minutes, so the pass goes in short
 * transactions and other requests are answered between them.
 */
export const LINK_CHUNK = 1000;

/**
 * PostgreSQL serves other requests on other connections meanwhile, so its chunks are larger:
 * each chunk's fixed costs (the open listings' lookup, the barcode lookups, the commit) are
 * paid a fifth as often. The lock is the account's own, held for a few seconds at most.
 */
export const POSTGRES_LINK_CHUNK = 5000;

const chunkSizeOf = (db: Database, options: LinkOptions) =>
  options.chunkSize ?? (pgliteClientOf(db) ? LINK_CHUNK : POSTGRES_LINK_CHUNK);

export interface LinkOptions {
  chunkSize?: number;
  /**
   * The pass follows a sync of these cabinets: only products with a listing in one of them
   * can have new prices or stock, so only theirs are summed again at the end. Absent: every
   * product of the account.
   */
  syncedCabinetIds?: readonly string[];
  /** Called after each committed chunk (tests count them). */
  afterChunk?: () => void;
}

/** Listing ids of one chunk, as one array parameter. */
const idList = (ids: readonly string[]) => sql`${sql.param([...ids])}::bigint[]`;

/** Unlinked listings the automatic pass may touch (not ones the seller unlinked by hand). */
const open = (ids: readonly string[]) => sql`
  l.id = any(${idList(ids)}) and l.product_id is null and not l.link_kept`;

/** Links rows of `candidates` (listing id, product id) while the product has room. */
const linkWithinLimit = (candidates: SQL, source: 'article' | 'barcode') => sql`
  with cand as (${candidates}),
  ranked as (
    select cand.id, cand.product_id,
      row_number() over (partition by cand.product_id order by cand.id) as rn
    from cand
  ),
  used as (
    select product_id, count(*)::int as n from listings
    where product_id in (select product_id from cand) group by product_id
  )
  update listings l set product_id = ranked.product_id, link_source = ${source}
  from ranked left join used on used.product_id = ranked.product_id
  where l.id = ranked.id and ranked.rn + coalesce(used.n, 0) <= ${MAX_LINKS_PER_PRODUCT}
  returning l.product_id`;

/** A link statement, and whether it must run without bitmap scans (see `byArticle`). */
export interface LinkStatement {
  statement: SQL;
  withoutBitmapScans?: boolean;
}

/**
 * By article: the listing's offer id, trimmed, equals a product's article, case aside.
 *
 * Without bitmap scans: pg_trgm (1.6, PostgreSQL 14+) also answers `=` through the catalog
 * search's trigram index on lower(article), and the planner, costing that lookup at next to
 * nothing, sometimes took it over the (user, lower(article)) key. With 200,000 products of
 * articles sharing most trigrams (a third cabinet's first sync), one 5,000-listing chunk took
 * over two minutes instead of 50 ms. Every index this statement should use is a btree, which
 * a plain index scan reads; the setting is put back before anything else runs.
 */
const byArticle = (userId: string, ids: readonly string[]): LinkStatement => ({
  statement: linkWithinLimit(
    sql`select l.id, p.id as product_id from listings l
      join products p on p.user_id = ${userId} and lower(p.article) = lower(btrim(l.offer_id))
      where ${open(ids)}`,
    'article',
  ),
  withoutBitmapScans: true,
});

/** By barcode (next below) needs its GIN index, which only a bitmap scan reads. */
const asLink = (statement: SQL): LinkStatement => ({ statement });

/**
 * Runs a link statement in the chunk's transaction. SET LOCAL ends with the transaction anyway
 * (a failed statement rolls it back); RESET puts the server's own value back for what follows.
 */
export async function runLink(tx: DbExecutor, link: LinkStatement) {
  if (!link.withoutBitmapScans) return tx.execute<{ product_id: string }>(link.statement);
  await tx.execute(sql`set local enable_bitmapscan = off`);
  const result = await tx.execute<{ product_id: string }>(link.statement);
  await tx.execute(sql`reset enable_bitmapscan`);
  return result;
}

/**
 * (listing, product) pairs sharing a barcode, for the chunk's open listings: each code of the
 * chunk is looked up on its own (`@>` one code, through the products' GIN index). Products
 * made earlier in the same pass (or by another cabinet's pass running meanwhile) count: a
 * listing whose barcode is on one of them is the same good, linked to it by barcode.
 *
 * Not all codes at once (`barcodes ?| <the chunk's 5,000 codes>`): the index answers that
 * quickly, but each row it finds is then checked against the whole array again, 5,000 × 5,000
 * comparisons a chunk — 265 ms where a lookup per code takes 87 ms (PostgreSQL, a second
 * 100,000-listing shop against the first one's products).
 */
const barcodeHits = (userId: string, ids: readonly string[]) => sql`
  with lb as (
    select l.id, b.code from listings l
    cross join lateral jsonb_array_elements_text(l.barcodes) as b(code)
    where ${open(ids)}
  )
  select lb.id, p.id as product_id from lb
  join products p on p.user_id = ${userId} and p.barcodes @> jsonb_build_array(lb.code)`;

/** By barcode: one of the listing's barcodes is on exactly one product (two: a conflict). */
const byBarcode = (userId: string, ids: readonly string[]) =>
  asLink(
    linkWithinLimit(
      sql`select id, (array_agg(distinct product_id))[1] as product_id
      from (${barcodeHits(userId, ids)}) hits
      group by id having count(distinct product_id) = 1`,
      'barcode',
    ),
  );

/**
 * The chunk's open listings whose barcode's first open listing in the account (lowest id) is an
 * earlier one of another article: the same good under another marketplace's article. Set-based,
 * one lookup per code of the chunk through the GIN index on listings' barcodes (see
 * `barcodeHits` for why not all codes at once: 608 → 54 ms a 5,000-listing chunk); a correlated
 * "is there an earlier listing" per listing walked every earlier open listing, quadratic in a
 * first sync.
 */
const goodOfEarlierListing = (cabinetIds: readonly string[], ids: readonly string[]) => sql`
  with lc as (
    select l.id, lower(btrim(l.offer_id)) as article, b.code from listings l
    cross join lateral jsonb_array_elements_text(l.barcodes) as b(code)
    where ${open(ids)}
  ), first_of_code as (
    select distinct on (c.code) c.code, e.id, lower(btrim(e.offer_id)) as article
    from (select distinct code from lc) c
    join listings e on e.barcodes @> jsonb_build_array(c.code)
    where e.cabinet_id = any(${sql.param([...cabinetIds])}::uuid[])
      and e.product_id is null and not e.link_kept and btrim(e.offer_id) <> ''
    order by c.code, e.id
  )
  select distinct lc.id from lc join first_of_code f on f.code = lc.code
  where f.id < lc.id and f.article <> lc.article`;

/**
 * A product for each article no product has, from its first listing (name, barcodes). Not for
 * a listing one of whose barcodes is already on a product: that is a barcode conflict or a
 * product full of links, which the seller settles on /products-matching. Nor for a listing
 * sharing a barcode with an earlier open listing of another article (one good sold under each
 * marketplace's own article): the earlier one's product is the good's, and the barcode step
 * after this one links the later listing to it, instead of making a second product with the
 * same barcode, a conflict. Chunks go in id order, so the first listing of an article (or of
 * a barcode) is still the one that names its product.
 *
 * The product is written with its summary already: the by-article step that follows links
 * to it exactly the chunk's open listings of its article, the first MAX_LINKS_PER_PRODUCT by
 * id (it has no links yet). Summing them here spares a second write of each new row, which
 * with the catalog's sort indexes on the summary columns costs as much as the insert itself.
 */
const createMissing = (
  userId: string,
  cabinetIds: readonly string[],
  ids: readonly string[],
) => sql`
  with firsts as (
    select distinct on (lower(btrim(l.offer_id)))
      lower(btrim(l.offer_id)) as key, btrim(l.offer_id) as article, l.name, l.barcodes
    from listings l
    where ${open(ids)} and btrim(l.offer_id) <> ''
      and l.id not in (select id from (${barcodeHits(userId, ids)}) hits)
      and l.id not in (select id from (${goodOfEarlierListing(cabinetIds, ids)}) later)
    order by lower(btrim(l.offer_id)), l.id
  ), to_link as (
    select key, id, price, brand, marketplace from (
      select lower(btrim(l.offer_id)) as key, l.id, l.price, l.brand, c.marketplace,
        row_number() over (partition by lower(btrim(l.offer_id)) order by l.id) as rn
      from listings l join cabinets c on c.id = l.cabinet_id
      where ${open(ids)} and lower(btrim(l.offer_id)) in (select key from firsts)
    ) ranked
    where rn <= ${MAX_LINKS_PER_PRODUCT}
  ), sums as (
    select t.key, count(*)::int as n, coalesce(sum(s.stock), 0)::int as stock,
      min(t.price) filter (where t.marketplace = 'ozon') as ozon,
      min(t.price) filter (where t.marketplace = 'wildberries') as wildberries,
      min(t.price) filter (where t.marketplace = 'yandex') as yandex,
      min(t.brand) as brand
    from to_link t
    left join (
      select ls.listing_id, sum(ls.amount) as stock from listing_stocks ls
      where ls.listing_id in (select id from to_link) group by ls.listing_id
    ) s on s.listing_id = t.id
    group by t.key
  )
  insert into products (user_id, article, name, brand, barcodes,
    listings_count, stock_total, price_ozon, price_wildberries, price_yandex)
  select ${userId}::uuid, f.article, f.name, s.brand, f.barcodes,
    coalesce(s.n, 0), coalesce(s.stock, 0), s.ozon, s.wildberries, s.yandex
  from firsts f left join sums s on s.key = f.key
  order by f.key
  on conflict (user_id, lower(article)) do nothing
  returning id`;

/**
 * A pass gathers the products table's statistics once it has created a chunk's worth of them.
 * A first sync's pass takes the table from empty to 100,000 rows; planned for the empty table
 * (PGlite has no autovacuum, PostgreSQL's comes later or not at all), each chunk's barcode
 * lookup read every product of the account instead of the barcodes' GIN index. Once analysed,
 * the planner scales its estimates with the table's size, so one ANALYZE is enough.
 */
async function analyzeProductsOnce(tx: DbExecutor, created: number, chunkSize: number) {
  if (created < chunkSize) return false;
  await tx.execute(sql`analyze products`);
  return true;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The account's cabinet ids: the chunks' listings are looked up by them. */
async function cabinetIdsOf(db: Database, userId: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from cabinets where user_id = ${userId}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Ids of the next `size` open listings after `after`, in id order, through the partial index
 * of open listings (0008): already linked listings are never read.
 */
async function openListingIds(
  db: Database,
  cabinetIds: readonly string[],
  after: string,
  size: number,
): Promise<string[]> {
  const { rows } = await db.execute<{ id: string | number }>(sql`
    select l.id from listings l
    where l.product_id is null and not l.link_kept and l.id > ${after}::bigint
      and l.cabinet_id = any(${sql.param([...cabinetIds])}::uuid[])
    order by l.id limit ${size}`);
  return rows.map((row) => String(row.id));
}

/** Runs `step` over the open listings, chunk by chunk, each chunk in its own transaction. */
async function overOpenListings(
  db: Database,
  userId: string,
  cabinetIds: readonly string[],
  options: LinkOptions,
  step: (tx: DbExecutor, ids: readonly string[]) => Promise<void>,
): Promise<void> {
  const size = chunkSizeOf(db, options);
  for (let after = '0'; ;) {
    const ids = await openListingIds(db, cabinetIds, after, size);
    if (ids.length === 0) return;
    await db.transaction(async (tx) => {
      await lockCatalog(tx, userId);
      await step(tx, ids);
    });
    // Each chunk's links show at once (a cached page would hide them until the pass ends).
    catalogChanged(userId);
    options.afterChunk?.();
    if (ids.length < size) return;
    after = ids[ids.length - 1]!;
    await nextTurn();
  }
}

/**
 * The next `size` products after `after` (id order) whose summaries the pass refreshes at its
 * end: those with a listing in the synced cabinets, or every product of the account. A listing
 * the sync removed had its product refreshed in the removal's transaction (store-page.ts).
 */
async function productsToRefresh(
  db: Database,
  userId: string,
  options: LinkOptions,
  after: string | null,
  size: number,
): Promise<string[]> {
  const from = after === null ? sql`` : sql`and p.id > ${after}::uuid`;
  // From the synced cabinets' listings (their index by product), not from every product with
  // a lookup each: after a second shop's sync the account's 200,000 products cost 12 s of
  // lookups (at load ~13) for the 100,000 of them that shop has.
  const { rows } = options.syncedCabinetIds
    ? await db.execute<{ id: string }>(sql`
        select distinct l.product_id as id from listings l
        join cabinets c on c.id = l.cabinet_id and c.user_id = ${userId}
        where l.cabinet_id = any(${sql.param([...options.syncedCabinetIds])}::uuid[])
          and l.product_id is not null ${after === null ? sql`` : sql`and l.product_id > ${after}::uuid`}
        order by 1 limit ${size}`)
    : await db.execute<{ id: string }>(sql`
        select p.id from products p where p.user_id = ${userId} ${from}
        order by p.id limit ${size}`);
  return rows.map((row) => row.id);
}

/**
 * The summaries again (a sync changes prices and stock of linked listings too), in chunks of
 * products in id order, writing only the rows whose values moved. Not the products the pass
 * itself summed after linking to them (`summed`): nothing of theirs changed since, and on a
 * first sync that is every product, which a second refresh read all over again. Nor, after a
 * sync, the products of the account's other cabinets: a second shop's first sync summed the
 * first shop's 100,000 products again for nothing (13–19 s of its pass at load ~10).
 */
async function refreshAllSummaries(
  db: Database,
  userId: string,
  options: LinkOptions,
  summed: ReadonlySet<string>,
) {
  const size = chunkSizeOf(db, options);
  for (let after: string | null = null; ;) {
    const batch = await productsToRefresh(db, userId, options, after, size);
    if (batch.length === 0) return;
    const ids = batch.filter((id) => !summed.has(id));
    if (ids.length > 0) {
      await db.transaction(async (tx) => {
        await lockCatalog(tx, userId);
        await refreshSummaries(tx, userId, ids, { marginsOfChangedOnly: true });
      });
      catalogChanged(userId);
      options.afterChunk?.();
    }
    if (batch.length < size) return;
    after = batch[batch.length - 1]!;
    await nextTurn();
  }
}

/**
 * The summaries of `productIds` again, in chunks of LINK_CHUNK, each committed and shown at
 * once: after their listings went without a link or unlink (a cabinet deleted with them).
 */
export async function refreshProductSummaries(
  db: Database,
  userId: string,
  productIds: readonly string[],
): Promise<void> {
  for (let start = 0; start < productIds.length; start += LINK_CHUNK) {
    const ids = productIds.slice(start, start + LINK_CHUNK);
    await db.transaction(async (tx) => {
      await lockCatalog(tx, userId);
      await refreshSummaries(tx, userId, ids);
    });
    catalogChanged(userId);
    await nextTurn();
  }
}

/**
 * The automatic pass over the account's unlinked listings, run after each sync pass:
 * by article, then by barcode, then a new product for an article nobody has (and linked to it
 * by article, and the same good's listings under other articles by barcode). Links the seller
 * made or removed by hand (`link_kept`) are never touched, and no product gets more than
 * MAX_LINKS_PER_PRODUCT listings. Then the catalog's summaries follow.
 *
 * Each step walks only the open (unlinked) listings, in chunks of `LINK_CHUNK` with a
 * transaction apiece, so a pass after an incremental sync reads the few new listings only and
 * other requests are served between chunks. The steps run in the same order over the whole
 * account as the single statement each once was, so the links come out the same.
 */
export async function linkAccountListings(
  db: Database,
  userId: string,
  options: LinkOptions = {},
): Promise<void> {
  const cabinetIds = await cabinetIdsOf(db, userId);
  /** Products whose summary this pass computed after its last link to them. */
  const summed = new Set<string>();
  if (cabinetIds.length > 0) {
    const over = (step: (tx: DbExecutor, ids: readonly string[]) => Promise<void>) =>
      overOpenListings(db, userId, cabinetIds, options, step);
    /**
     * Links with `link` and refreshes the linked products' summaries in the chunk's own
     * transaction: a page read between chunks shows each product with its count and prices.
     */
    const linkAndSum = async (
      tx: DbExecutor,
      link: LinkStatement,
      createdWithSums?: Set<string>,
    ) => {
      const { rows } = await runLink(tx, link);
      const linked = new Set(rows.map((row) => row.product_id));
      const products = [...linked].filter((id) => !createdWithSums?.has(id));
      for (const id of linked) summed.add(id);
      if (products.length === 0) return;
      await refreshSummaries(tx, userId, products, { marginsOfChangedOnly: true });
    };
    await over((tx, ids) => linkAndSum(tx, byArticle(userId, ids)));
    await over((tx, ids) => linkAndSum(tx, byBarcode(userId, ids)));
    // A product appears together with its chunk's listings of that article, never empty.
    let created = 0;
    let analyzed = false;
    await over(async (tx, ids) => {
      const made = await tx.execute<{ id: string }>(createMissing(userId, cabinetIds, ids));
      created += made.rows.length;
      await linkAndSum(tx, byArticle(userId, ids), new Set(made.rows.map((row) => row.id)));
      analyzed ||= await analyzeProductsOnce(tx, created, chunkSizeOf(db, options));
    });
    // The listings an earlier chunk left for a product a later chunk made.
    await over((tx, ids) => linkAndSum(tx, byArticle(userId, ids)));
    // The same good under another article: by the barcode of the product just made for it.
    await over((tx, ids) => linkAndSum(tx, byBarcode(userId, ids)));
  }
  await refreshAllSummaries(db, userId, options, summed);
  catalogChanged(userId);
}
