import { MAX_LINKS_PER_PRODUCT } from '@marketpult/shared/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { refreshSummaries } from './summary';
import { catalogChanged } from './total-cache';

/**
 * One account's catalog changes one at a time: two cabinets finishing their sync together
 * would otherwise both create the product of a shared article.
 */
export async function lockCatalog(tx: DbExecutor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog:${userId}`}))`);
}

/** Unlinked listings the automatic pass may touch: not ones the seller unlinked by hand. */
const open = (userId: string) => sql`
  l.product_id is null and not l.link_kept
  and l.cabinet_id in (select id from cabinets where user_id = ${userId})`;

/** Links rows of `candidates` (listing id, product id) while the product has room. */
const linkWithinLimit = (candidates: ReturnType<typeof sql>, source: 'article' | 'barcode') => sql`
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
  where l.id = ranked.id and ranked.rn + coalesce(used.n, 0) <= ${MAX_LINKS_PER_PRODUCT}`;

/** By article: the listing's offer id, trimmed, equals a product's article, case aside. */
const byArticle = (userId: string) =>
  linkWithinLimit(
    sql`select l.id, p.id as product_id from listings l
      join products p on p.user_id = ${userId} and lower(p.article) = lower(btrim(l.offer_id))
      where ${open(userId)}`,
    'article',
  );

/**
 * (listing, product) pairs sharing a barcode, over the open listings. Both sides unnested and
 * hash-joined: probing the GIN index once per listing barcode took minutes for 300,000.
 */
const barcodeHits = (userId: string) => sql`
  select lb.id, pb.product_id from (
    select l.id, b.code from listings l
    cross join lateral jsonb_array_elements_text(l.barcodes) as b(code)
    where ${open(userId)}
  ) lb join (
    select p.id as product_id, b.code from products p
    cross join lateral jsonb_array_elements_text(p.barcodes) as b(code)
    where p.user_id = ${userId}
  ) pb on pb.code = lb.code`;

/** By barcode: one of the listing's barcodes is on exactly one product (two: a conflict). */
const byBarcode = (userId: string) =>
  linkWithinLimit(
    sql`select id, (array_agg(distinct product_id))[1] as product_id
      from (${barcodeHits(userId)}) hits
      group by id having count(distinct product_id) = 1`,
    'barcode',
  );

/**
 * A product for each article no product has, from its first listing (name, barcodes). Not for
 * a listing one of whose barcodes is already on a product: that is a barcode conflict or a
 * product full of links, which the seller settles on /products-matching.
 */
const createMissing = (userId: string) => sql`
  insert into products (user_id, article, name, barcodes)
  select distinct on (lower(btrim(l.offer_id))) ${userId}::uuid, btrim(l.offer_id), l.name, l.barcodes
  from listings l
  where ${open(userId)} and btrim(l.offer_id) <> ''
    and l.id not in (select id from (${barcodeHits(userId)}) hits)
  order by lower(btrim(l.offer_id)), l.id
  on conflict (user_id, lower(article)) do nothing`;

/**
 * The automatic pass over the account's unlinked listings, run after each sync pass:
 * by article, then by barcode, then a new product for an article nobody has (and linked to it
 * by article). Links the seller made or removed by hand (`link_kept`) are never touched, and no
 * product gets more than MAX_LINKS_PER_PRODUCT listings. Then the catalog's summaries follow.
 */
export async function linkAccountListings(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCatalog(tx, userId);
    await tx.execute(byArticle(userId));
    await tx.execute(byBarcode(userId));
    await tx.execute(createMissing(userId));
    await tx.execute(byArticle(userId));
    await refreshSummaries(tx, userId);
  });
  catalogChanged(userId);
}
