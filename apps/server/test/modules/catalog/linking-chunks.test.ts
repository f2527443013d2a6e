import { MAX_LINKS_PER_PRODUCT } from '@marketpult/shared/contracts/catalog';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { listings, users } from '../../../src/db/schema';
import { linkAccountListings } from '../../../src/modules/catalog/linking';
import { refreshSummaries } from '../../../src/modules/catalog/summary';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { catalogState, insertCabinet, insertSeller, productsOf } from './catalog-fixtures';

const LISTINGS_PER_CABINET = 600;
const ARTICLES = 250;

/**
 * Two cabinets of `LISTINGS_PER_CABINET` listings in one statement each: the same 250 articles
 * in both (so one product gathers listings from many chunks), every third one with a barcode.
 */
async function seedLargeAccount(db: Database, seller: string): Promise<string[]> {
  const cabinetIds = [
    await insertCabinet(db, seller, 'ozon'),
    await insertCabinet(db, seller, 'wildberries'),
  ];
  for (const cabinetId of cabinetIds) {
    await db.execute(sql`
      insert into listings (cabinet_id, external_id, offer_id, name, barcodes, status, price, currency)
      select ${cabinetId}::uuid, 'ext-' || n, 'ART-' || (n % ${ARTICLES}), 'Товар ' || n,
        case when n % 3 = 0 then jsonb_build_array('46' || (n % ${ARTICLES})) else '[]'::jsonb end,
        'active', (100 + n)::numeric, 'RUB'
      from generate_series(1, ${LISTINGS_PER_CABINET}) as n`);
  }
  return cabinetIds;
}

async function linksOf(db: Database, cabinetIds: string[]) {
  return db
    .select({ id: listings.id, productId: listings.productId, source: listings.linkSource })
    .from(listings)
    .where(inArray(listings.cabinetId, cabinetIds))
    .orderBy(asc(listings.id));
}

describe(`linking a large account in short transactions on ${TEST_DB_KIND}`, () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await openTestDatabase();
    db = testDb.handle.db;
  });
  afterAll(() => testDb.dispose());

  it('answers another request between chunks and links every listing', async () => {
    const seller = await insertSeller(db);
    const cabinetIds = await seedLargeAccount(db, seller);
    let chunks = 0;
    let finished = false;
    let probe: Promise<{ chunks: number; finished: boolean }> | undefined;
    const linking = linkAccountListings(db, seller, {
      chunkSize: 100,
      afterChunk: () => {
        chunks += 1;
        // Another seller's request, sent once the pass is under way.
        probe ??= db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, seller))
          .then(() => ({ chunks, finished }));
      },
    }).then(() => {
      finished = true;
    });
    await linking;
    const answered = await probe!;

    expect(answered.finished).toBe(false);
    expect(answered.chunks).toBeLessThan(chunks);
    const links = await linksOf(db, cabinetIds);
    expect(links.every((link) => link.productId !== null && link.source === 'article')).toBe(true);
    const catalog = await productsOf(db, seller);
    expect(catalog).toHaveLength(ARTICLES);
    expect(catalog.reduce((sum, product) => sum + product.listingsCount, 0)).toBe(
      2 * LISTINGS_PER_CABINET,
    );
  });

  it('links nothing new and changes nothing on a second pass', async () => {
    const seller = await insertSeller(db);
    const cabinetIds = await seedLargeAccount(db, seller);
    await linkAccountListings(db, seller, { chunkSize: 100 });
    expect((await linksOf(db, cabinetIds)).filter((link) => link.productId === null)).toEqual([]);
    const before = await catalogState(db);

    await linkAccountListings(db, seller, { chunkSize: 100 });

    expect(await catalogState(db)).toBe(before);
  });

  it('leaves every summary as a full recomputation makes it, new products and full ones too', async () => {
    const seller = await insertSeller(db);
    const cabinetIds = await seedLargeAccount(db, seller);
    const yandex = await insertCabinet(db, seller, 'yandex');
    // One article on more listings than a product takes, its lowest price past the limit: a new
    // product's summary counts only the listings the pass links to it.
    await db.execute(sql`
      insert into listings (cabinet_id, external_id, offer_id, name, barcodes, status, price, currency)
      select ${yandex}::uuid, 'full-' || n, 'FULL', 'Полный ' || n, '[]'::jsonb, 'active',
        (1000 - n)::numeric, 'RUB'
      from generate_series(1, ${MAX_LINKS_PER_PRODUCT + 5}) as n`);
    await db.execute(sql`
      insert into listing_stocks (listing_id, warehouse_id, warehouse_name, amount)
      select l.id, w::text, 'Склад ' || w, (l.id % 7)::int
      from listings l, generate_series(1, 2) as w
      where l.cabinet_id = any(${sql.param([...cabinetIds, yandex])}::uuid[])`);

    await linkAccountListings(db, seller, { chunkSize: 100 });
    const afterPass = await catalogState(db);
    await refreshSummaries(db, seller);

    expect(await catalogState(db)).toBe(afterPass);
    const full = (await productsOf(db, seller)).find((product) => product.article === 'FULL');
    expect(full?.listingsCount).toBe(MAX_LINKS_PER_PRODUCT);
    expect(full?.stockTotal).toBeGreaterThan(0);
  });
});
