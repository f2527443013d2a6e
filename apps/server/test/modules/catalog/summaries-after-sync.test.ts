import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { listings } from '../../../src/db/schema';
import { removeListingsNotSeen } from '../../../src/modules/cabinets/sync/store-page';
import { linkAccountListings } from '../../../src/modules/catalog/linking';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { insertCabinet, insertListing, insertSeller, productsOf } from './catalog-fixtures';

/** What a sync stores for a listing: its new price, straight into the row. */
const setPrice = (db: Database, id: number, price: number) =>
  db
    .update(listings)
    .set({ price: price.toFixed(2) })
    .where(eq(listings.id, id));

describe(`product summaries after a cabinet's sync on ${TEST_DB_KIND}`, () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await openTestDatabase();
    db = testDb.handle.db;
  });
  afterAll(() => testDb.dispose());

  /** A mug on Ozon and on Wildberries (one product by its article), a cup on Ozon only. */
  async function twoShops() {
    const seller = await insertSeller(db);
    const ozon = await insertCabinet(db, seller, 'ozon');
    const wildberries = await insertCabinet(db, seller, 'wildberries');
    const onOzon = await insertListing(db, ozon, { offerId: 'MUG-1', price: 500 });
    const onWildberries = await insertListing(db, wildberries, { offerId: 'MUG-1', price: 600 });
    const cup = await insertListing(db, ozon, { offerId: 'CUP-2', price: 300 });
    await linkAccountListings(db, seller);
    return { seller, ozon, wildberries, onOzon, onWildberries, cup };
  }

  const byArticle = async (seller: string) =>
    Object.fromEntries((await productsOf(db, seller)).map((product) => [product.article, product]));

  it("sums again the synced cabinet's products, and only theirs", async () => {
    const shops = await twoShops();
    await setPrice(db, shops.onWildberries, 650);
    await setPrice(db, shops.onOzon, 550);
    await setPrice(db, shops.cup, 350);

    await linkAccountListings(db, shops.seller, { syncedCabinetIds: [shops.wildberries] });

    // The mug has a Wildberries listing: summed whole. The cup waits for its own cabinet's pass.
    const afterWildberries = await byArticle(shops.seller);
    expect(afterWildberries['MUG-1']).toMatchObject({
      priceWildberries: '650.00',
      priceOzon: '550.00',
    });
    expect(afterWildberries['CUP-2']).toMatchObject({ priceOzon: '300.00' });
    await linkAccountListings(db, shops.seller, { syncedCabinetIds: [shops.ozon] });
    expect((await byArticle(shops.seller))['CUP-2']).toMatchObject({ priceOzon: '350.00' });
  });

  it('takes a listing the marketplace no longer has off its product in the same transaction', async () => {
    const shops = await twoShops();

    // The end of a full pass that did not see the Wildberries card.
    const removed = await db.transaction((tx) =>
      removeListingsNotSeen(tx, {
        userId: shops.seller,
        cabinetId: shops.wildberries,
        passId: randomUUID(),
      }),
    );

    expect(removed).toBe(1);
    const product = (await byArticle(shops.seller))['MUG-1'];
    expect(product).toMatchObject({
      listingsCount: 1,
      priceOzon: '500.00',
      priceWildberries: null,
    });
    const left = await db.execute(sql`select count(*)::int as n from listings
      where cabinet_id = ${shops.wildberries}`);
    expect(left.rows).toEqual([{ n: 0 }]);
  });
});
