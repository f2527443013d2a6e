import { MAX_LINKS_PER_PRODUCT } from '@marketpult/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { listings, products } from '../../../src/db/schema';
import { linkAccountListings } from '../../../src/modules/catalog/linking';
import { marginPercentOf } from '../../../src/modules/catalog/margin';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import {
  insertCabinet,
  insertListing,
  insertProduct,
  insertSeller,
  listingLink,
  productsOf,
} from './catalog-fixtures';

describe(`automatic linking of listings to products on ${TEST_DB_KIND}`, () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await openTestDatabase();
    db = testDb.handle.db;
  });
  afterAll(() => testDb.dispose());

  it('links one article across cabinets to one product, trimmed and case aside', async () => {
    const seller = await insertSeller(db);
    const ozon = await insertCabinet(db, seller, 'ozon');
    const wb = await insertCabinet(db, seller, 'wildberries');
    const first = await insertListing(db, ozon, { offerId: 'ABC-1', barcodes: ['4600000000011'] });
    const second = await insertListing(db, wb, { offerId: ' abc-1 ', barcodes: ['4600000000011'] });

    await linkAccountListings(db, seller);

    const [product] = await productsOf(db, seller);
    expect(product).toMatchObject({ article: 'ABC-1', name: 'Товар ABC-1', listingsCount: 2 });
    expect(product!.barcodes).toEqual(['4600000000011']);
    for (const id of [first, second]) {
      expect(await listingLink(db, id)).toEqual({
        productId: product!.id,
        linkSource: 'article',
        linkKept: false,
      });
    }
  });

  it('gives a new product its listings’ brand, and one without a brand the brand of a listing linked later', async () => {
    const seller = await insertSeller(db);
    const ozon = await insertCabinet(db, seller, 'ozon');
    const wb = await insertCabinet(db, seller, 'wildberries');
    const ym = await insertCabinet(db, seller, 'yandex');
    // Ozon's list answers no brand; WB's card and Маркет's vendor do.
    await insertListing(db, ozon, { offerId: 'CUP-1' });
    await insertListing(db, wb, { offerId: 'CUP-1', brand: 'Гжель' });
    await insertListing(db, ozon, { offerId: 'PLATE-1' });
    await insertProduct(db, seller, { article: 'BOWL-1', brand: 'Своя марка' });
    await insertListing(db, ym, { offerId: 'BOWL-1', brand: 'Гжель' });

    await linkAccountListings(db, seller);
    const brands = async () =>
      Object.fromEntries(
        (await productsOf(db, seller)).map((product) => [product.article, product.brand]),
      );
    // The seller's own brand stays.
    expect(await brands()).toEqual({ 'CUP-1': 'Гжель', 'PLATE-1': null, 'BOWL-1': 'Своя марка' });

    await insertListing(db, ym, { offerId: 'PLATE-1', brand: 'Гжель' });
    await linkAccountListings(db, seller);
    expect((await brands())['PLATE-1']).toBe('Гжель');
  });

  it('links by barcode when the article differs', async () => {
    const seller = await insertSeller(db);
    const ym = await insertCabinet(db, seller, 'yandex');
    const productId = await insertProduct(db, seller, { article: 'X-1', barcodes: ['111'] });
    const listing = await insertListing(db, ym, { offerId: 'ym-x1', barcodes: ['999', '111'] });

    await linkAccountListings(db, seller);

    expect(await listingLink(db, listing)).toMatchObject({ productId, linkSource: 'barcode' });
    expect(await productsOf(db, seller)).toHaveLength(1);
  });

  it('makes one product of one good sold under each marketplace’s own article (shared barcode)', async () => {
    const seller = await insertSeller(db);
    const ozon = await insertCabinet(db, seller, 'ozon');
    const wb = await insertCabinet(db, seller, 'wildberries');
    const ym = await insertCabinet(db, seller, 'yandex');
    // The three shops' first syncs ended together: one pass sees all three listings open.
    const first = await insertListing(db, ozon, { offerId: 'GOOD-7', barcodes: ['4600000000777'] });
    const onWb = await insertListing(db, wb, { offerId: 'WB-GOOD-7', barcodes: ['4600000000777'] });
    const onYm = await insertListing(db, ym, { offerId: 'YM-GOOD-7', barcodes: ['4600000000777'] });

    await linkAccountListings(db, seller);

    const made = await productsOf(db, seller);
    expect(made.map((product) => product.article)).toEqual(['GOOD-7']);
    expect(made[0]).toMatchObject({ listingsCount: 3 });
    expect(await listingLink(db, first)).toMatchObject({
      productId: made[0]!.id,
      linkSource: 'article',
    });
    for (const id of [onWb, onYm]) {
      expect(await listingLink(db, id)).toMatchObject({
        productId: made[0]!.id,
        linkSource: 'barcode',
      });
    }
  });

  it('makes one product of such a good when its listings fall into different chunks', async () => {
    const seller = await insertSeller(db);
    const ozon = await insertCabinet(db, seller, 'ozon');
    const wb = await insertCabinet(db, seller, 'wildberries');
    await insertListing(db, ozon, { offerId: 'GOOD-8', barcodes: ['4600000000888'] });
    await insertListing(db, ozon, { offerId: 'OWN-8', barcodes: ['4600000000889'] });
    await insertListing(db, wb, { offerId: 'WB-GOOD-8', barcodes: ['4600000000888'] });

    // One listing a chunk: the Ozon listing's product is made (and linked) before the WB one is read.
    await linkAccountListings(db, seller, { chunkSize: 1 });

    const made = await productsOf(db, seller);
    expect(made.map((product) => product.article).sort()).toEqual(['GOOD-8', 'OWN-8']);
    expect(made.find((product) => product.article === 'GOOD-8')).toMatchObject({
      listingsCount: 2,
    });
  });

  it('leaves a listing whose barcode is on two products unlinked, creating nothing', async () => {
    const seller = await insertSeller(db);
    const ozon = await insertCabinet(db, seller, 'ozon');
    await insertProduct(db, seller, { article: 'A', barcodes: ['222'] });
    await insertProduct(db, seller, { article: 'B', barcodes: ['222'] });
    const listing = await insertListing(db, ozon, { offerId: 'C', barcodes: ['222'] });

    await linkAccountListings(db, seller);

    expect(await listingLink(db, listing)).toMatchObject({ productId: null, linkSource: null });
    expect((await productsOf(db, seller)).map((p) => p.article)).toEqual(['A', 'B']);
  });

  it('never undoes what the seller did by hand', async () => {
    const seller = await insertSeller(db);
    const ozon = await insertCabinet(db, seller, 'ozon');
    const other = await insertProduct(db, seller, { article: 'OTHER' });
    const same = await insertProduct(db, seller, { article: 'SAME' });
    const linkedByHand = await insertListing(db, ozon, { offerId: 'SAME' });
    const unlinkedByHand = await insertListing(db, ozon, { offerId: 'SAME' });
    await db
      .update(listings)
      .set({ productId: other, linkSource: 'manual', linkKept: true })
      .where(eq(listings.id, linkedByHand));
    await db.update(listings).set({ linkKept: true }).where(eq(listings.id, unlinkedByHand));

    await linkAccountListings(db, seller);

    expect(await listingLink(db, linkedByHand)).toEqual({
      productId: other,
      linkSource: 'manual',
      linkKept: true,
    });
    expect(await listingLink(db, unlinkedByHand)).toMatchObject({ productId: null });
    const counts = Object.fromEntries(
      (await productsOf(db, seller)).map((p) => [p.id, p.listingsCount]),
    );
    expect(counts).toEqual({ [other]: 1, [same]: 0 });
  });

  it(`links at most ${MAX_LINKS_PER_PRODUCT} listings to one product`, async () => {
    const seller = await insertSeller(db);
    const ozon = await insertCabinet(db, seller, 'ozon');
    for (let index = 0; index < MAX_LINKS_PER_PRODUCT + 3; index += 1) {
      await insertListing(db, ozon, { offerId: 'MANY' });
    }

    await linkAccountListings(db, seller);
    await linkAccountListings(db, seller);

    const rows = await db.select().from(listings).where(eq(listings.cabinetId, ozon));
    expect(rows.filter((row) => row.productId !== null)).toHaveLength(MAX_LINKS_PER_PRODUCT);
    const [product] = await productsOf(db, seller);
    expect(product!.listingsCount).toBe(MAX_LINKS_PER_PRODUCT);
  });

  it('sums stock, keeps the lowest price per marketplace and the worst margin', async () => {
    const seller = await insertSeller(db);
    const ozon = await insertCabinet(db, seller, 'ozon');
    const wb = await insertCabinet(db, seller, 'wildberries');
    const productId = await insertProduct(db, seller, { article: 'M', costPrice: 600 });
    await insertListing(db, ozon, { offerId: 'M', price: 1200, stock: 5 });
    await insertListing(db, ozon, { offerId: 'M', price: 1000, stock: 2 });
    await insertListing(db, wb, { offerId: 'M', price: 500, stock: 0 });

    await linkAccountListings(db, seller);

    const [row] = await db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({
      listingsCount: 3,
      stockTotal: 7,
      priceOzon: '1000.00',
      priceWildberries: '500.00',
      priceYandex: null,
    });
    // The worst marketplace: Wildberries at 500 ₽ for a 600 ₽ cost, after the engine's fees.
    expect(Number(row!.marginPercent)).toBe(marginPercentOf('wildberries', 500, 600));
    expect(Number(row!.marginPercent)).toBeLessThan(-20);
  });

  it("touches only the account's own listings", async () => {
    const seller = await insertSeller(db);
    const stranger = await insertSeller(db);
    await insertProduct(db, seller, { article: 'MINE', barcodes: ['333'] });
    const theirs = await insertListing(db, await insertCabinet(db, stranger, 'ozon'), {
      offerId: 'MINE',
      barcodes: ['333'],
    });

    await linkAccountListings(db, seller);

    expect(await listingLink(db, theirs)).toMatchObject({ productId: null });
    await linkAccountListings(db, stranger);
    const link = await listingLink(db, theirs);
    expect((await productsOf(db, stranger)).map((p) => p.id)).toEqual([link.productId]);
  });
});
