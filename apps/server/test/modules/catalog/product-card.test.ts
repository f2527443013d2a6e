import { API_PATHS } from '@marketpult/shared/api-paths';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { ProductCard, ProductHistory } from '@marketpult/shared/contracts/product-card';
import type { ReportedFees } from '@marketpult/marketplaces';
import type { CatalogListingsPage } from '@marketpult/shared/contracts/catalog-listings';
import {
  computeUnitEconomics,
  ozonListingFees,
  wildberriesListingFees,
  yandexListingFees,
} from '@marketpult/shared/economics/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cabinets,
  listingSnapshots,
  listingStocks,
  listings,
  orders,
  products,
} from '../../../src/db/schema';
import { linkAccountListings } from '../../../src/modules/catalog/linking';
import { marginPercentOf, worstMarginOf } from '../../../src/modules/catalog/margin';
import { ManualClock } from '../../../src/plugins/clock';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { expectRefusal, pathOf } from '../cabinets/cabinet-fixtures';
import { catalogState, insertCabinet, insertListing, insertProduct } from './catalog-fixtures';
import { eq } from 'drizzle-orm';

/** 00:30 on 11 March in Moscow, still 10 March in UTC: the days are Moscow's. */
const NOW = Date.UTC(2026, 2, 10, 21, 30);

describe(`the product card calls on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  let client: ApiClient;
  let intruder: ApiClient;
  let productId: string;
  let ownerId: string;
  let ozonListing: number;
  let wbListing: number;
  const card = async (id = productId) => {
    const response = await client.get(pathOf(API_PATHS.catalogProductCard, id));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductCard>();
  };
  const history = async (query = '') => {
    const path = `${pathOf(API_PATHS.catalogProductHistory, productId)}${query}`;
    const response = await client.get(path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductHistory>();
  };
  const costsPath = () => pathOf(API_PATHS.catalogProductCosts, productId);

  beforeAll(async () => {
    testApp = await createTestApp({ clock: new ManualClock(NOW) });
    const owner = await signedInClient(testApp);
    ownerId = owner.user.id;
    client = owner.client;
    intruder = (await signedInClient(testApp)).client;
    const db = testApp.app.db;
    const ozon = await insertCabinet(db, owner.user.id, 'ozon', 'Озон');
    const wb = await insertCabinet(db, owner.user.id, 'wildberries', 'ВБ');
    productId = await insertProduct(db, owner.user.id, { article: 'CUP', costPrice: 300 });
    ozonListing = await insertListing(db, ozon, {
      offerId: 'CUP',
      price: 1000,
      buyerPrice: 949,
      stock: 4,
    });
    wbListing = await insertListing(db, wb, { offerId: 'CUP', price: 900, stock: 2 });
    await db
      .update(listings)
      .set({ oldPrice: '1250.00', minPrice: '800.00' })
      .where(eq(listings.id, ozonListing));
    await db
      .insert(listingStocks)
      .values({ listingId: ozonListing, warehouseId: 'w2', warehouseName: 'Казань', amount: 3 });
    await linkAccountListings(db, owner.user.id);
    await db.insert(listingSnapshots).values([
      { listingId: ozonListing, day: '2026-03-11', price: '1000.00', stockTotal: 7 },
      { listingId: ozonListing, day: '2026-03-09', price: '1100.00', stockTotal: 9 },
      { listingId: wbListing, day: '2026-03-11', price: '900.00', stockTotal: 2 },
      // Outside a 7-day period.
      { listingId: wbListing, day: '2026-03-01', price: '950.00', stockTotal: 5 },
    ]);
    const order = (externalId: string, cabinetId: string, at: number, quantity: number) => ({
      cabinetId,
      externalId,
      createdAt: new Date(at),
      status: 'delivered',
      items: [
        { offerId: 'CUP', name: 'Кружка', quantity, price: 1000 },
        { offerId: 'OTHER', name: 'Другое', quantity: 5, price: 10 },
      ],
      total: '1000.00',
    });
    await db.insert(orders).values([
      // 21:10 UTC on 10 March is 00:10 on 11 March in Moscow.
      order('o1', ozon, Date.UTC(2026, 2, 10, 21, 10), 2),
      order('o2', ozon, Date.UTC(2026, 2, 10, 8, 0), 1),
      order('o3', wb, Date.UTC(2026, 2, 10, 22, 0), 3),
    ]);
  });
  afterAll(() => testApp.close());

  it('answers the listings with old price, discount, warehouses and the engine margin', async () => {
    const { product, listings: rows, settings } = await card();
    expect(product).toMatchObject({ article: 'CUP', costPrice: 300, stockTotal: 9 });
    expect(settings.taxRegime).toBe('usn_income');
    const ozon = rows.find((row) => row.id === ozonListing)!;
    expect(ozon).toMatchObject({
      price: 1000,
      oldPrice: 1250,
      discountPercent: 20,
      marketplaceMinPrice: 800,
      buyerPrice: 949,
      stock: 7,
      warehouses: [
        { id: 'w2', name: 'Казань', amount: 3 },
        { id: 'w1', name: 'Склад', amount: 4 },
      ],
    });
    // Ozon's typical fees: 20 % commission, 60.20 ₽ logistics, 1.5 % acquiring, 6 % УСН.
    expect(ozon.economics).toMatchObject({
      commissionRub: 200,
      logisticsRub: 60.2,
      acquiringRub: 15,
      incomeTaxRub: 60,
      vatRub: 0,
      costPrice: 300,
    });
    const e = ozon.economics!;
    const costs =
      e.costPrice! +
      e.commissionRub +
      e.logisticsRub +
      e.lastMileRub +
      e.acquiringRub +
      e.returnsRub +
      e.storageRub +
      e.fulfilmentRub +
      e.otherCostsRub +
      e.taxRub!;
    expect(Math.round((e.price - costs) * 100) / 100).toBe(e.profitRub);
    const { settings: _s, ...expected } = computeUnitEconomics({
      marketplace: 'ozon',
      price: 1000,
      costPrice: 300,
    });
    expect(e).toEqual(expected);
    const wbRow = rows.find((row) => row.id === wbListing)!;
    expect(wbRow.economics!.fees.commissionPercent).toBe(25);
    expect(wbRow.buyerPrice).toBeNull();
    expect(product.buyerPrices).toEqual({ ozon: 949, wildberries: null, yandex: null });
  });

  it('stores the costs, answers the card recalculated, and refreshes the catalog margin', async () => {
    const response = await client.post(costsPath(), {
      costPrice: 450.5,
      rrp: 1200,
      minPrice: 1300,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<ProductCard>();
    expect(updated.product).toMatchObject({ costPrice: 450.5, rrp: 1200, minPrice: 1300 });
    const ozon = updated.listings.find((row) => row.id === ozonListing)!;
    expect(ozon.economics!.costPrice).toBe(450.5);
    const before = (await card()).listings.find((row) => row.id === ozonListing)!;
    expect(before.economics!.profitRub).toBe(ozon.economics!.profitRub);
    expect((await card()).product.marginPercent).not.toBeNull();

    const cleared = await client.post(costsPath(), { costPrice: null, rrp: null, minPrice: 0 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const none = cleared.json<ProductCard>();
    expect(none.product).toMatchObject({ costPrice: null, rrp: null, minPrice: 0 });
    expect(none.product.marginPercent).toBeNull();
    expect(none.listings[0]!.economics).toMatchObject({ profitRub: null, marginPercent: null });
    await client.post(costsPath(), { costPrice: 300, rrp: null, minPrice: null });
  });

  it("takes Ozon's own fees where Ozon reported them: the card, the catalog's margin, the listings", async () => {
    const reported: ReportedFees = {
      marketplace: 'ozon',
      scheme: 'fbs',
      price: 1000,
      acquiring: 28,
      // Dearer than Ozon's typical 20 %: Ozon's margin becomes the product's worst.
      commissions: { sales_percent_fbs: 40, fbs_direct_flow_trans_max_amount: 40 },
    };
    const db = testApp.app.db;
    await db.update(listings).set({ reportedFees: reported }).where(eq(listings.id, ozonListing));
    try {
      // Saving the costs refreshes the product's catalog margin.
      await client.post(costsPath(), { costPrice: 300, rrp: null, minPrice: null });
      const { product, listings: rows, settings } = await card();
      const ozon = rows.find((row) => row.id === ozonListing)!;
      expect(ozon.feesSource).toBe('marketplace');
      expect(ozon.economics!.fees).toMatchObject({
        commissionPercent: 40,
        logisticsRub: 40,
        acquiringPercent: 2.8,
      });
      expect(ozon.economics!.commissionRub).toBe(400);
      expect(rows.find((row) => row.id === wbListing)!.feesSource).toBe('typical');

      const fees = { ozon: ozonListingFees(reported, 'fbs', 1000) };
      const prices = { ozon: 1000, wildberries: 900, yandex: null };
      const own = worstMarginOf(300, prices, settings, fees);
      expect(own).not.toBe(worstMarginOf(300, prices, settings));
      expect(product.marginPercent).toBe(own);
      const page = await client.get(`${API_PATHS.catalogListings}?marketplace=ozon`);
      const listed = page.json<CatalogListingsPage>().items.find((row) => row.id === ozonListing)!;
      expect(listed.marginPercent).toBe(marginPercentOf('ozon', 1000, 300, settings, fees.ozon));
    } finally {
      await db.update(listings).set({ reportedFees: null }).where(eq(listings.id, ozonListing));
      await client.post(costsPath(), { costPrice: 300, rrp: null, minPrice: null });
    }
  });

  it("takes Маркет's tariffs where its calculator priced the offer: the card and the catalog's margin", async () => {
    const db = testApp.app.db;
    const yandexCabinet = await insertCabinet(db, ownerId, 'yandex', 'Маркет');
    const reported: ReportedFees = {
      marketplace: 'yandex',
      price: 800,
      tariffs: [
        // A dear category: 35 % for placement makes Маркет the product's worst margin.
        { type: 'FEE', amount: 280 },
        { type: 'AGENCY_COMMISSION', amount: 8 },
        { type: 'PAYMENT_TRANSFER', amount: 6.4 },
        { type: 'DELIVERY_TO_CUSTOMER', amount: 40 },
        { type: 'SORTING', amount: 45 },
      ],
    };
    const yandexListing = await insertListing(db, yandexCabinet, { offerId: 'CUP', price: 800 });
    await db.update(listings).set({ reportedFees: reported }).where(eq(listings.id, yandexListing));
    try {
      await linkAccountListings(db, ownerId);
      const { product, listings: rows, settings } = await card();
      const yandex = rows.find((row) => row.id === yandexListing)!;
      expect(yandex.feesSource).toBe('marketplace');
      expect(yandex.economics!.fees).toMatchObject({
        commissionPercent: 35,
        acquiringPercent: 1.8,
        logisticsRub: 40,
        fulfilmentRub: 45,
      });
      expect(yandex.economics!.commissionRub).toBe(280);

      const prices = { ozon: 1000, wildberries: 900, yandex: 800 };
      const own = worstMarginOf(300, prices, settings, {
        yandex: yandexListingFees(reported.tariffs, 800),
      });
      expect(own).not.toBe(worstMarginOf(300, prices, settings));
      expect(product.marginPercent).toBe(own);
    } finally {
      await db.delete(cabinets).where(eq(cabinets.id, yandexCabinet));
      await client.post(costsPath(), { costPrice: 300, rrp: null, minPrice: null });
    }
  });

  it("takes Wildberries' tariffs for the card's subject and volume: the card and the catalog's margin", async () => {
    const reported: ReportedFees = {
      marketplace: 'wildberries',
      scheme: 'fbs',
      // A dear subject: WB becomes the product's worst margin.
      commissionPercent: 38,
      volumeLitres: 3,
      firstLitreRub: 50.6,
      extraLitreRub: 15.4,
    };
    const db = testApp.app.db;
    await db.update(listings).set({ reportedFees: reported }).where(eq(listings.id, wbListing));
    try {
      await client.post(costsPath(), { costPrice: 300, rrp: null, minPrice: null });
      const { product, listings: rows, settings } = await card();
      const wb = rows.find((row) => row.id === wbListing)!;
      expect(wb.feesSource).toBe('marketplace');
      // 50.60 ₽ the first litre and 15.40 ₽ each of the two more.
      expect(wb.economics!.fees).toMatchObject({ commissionPercent: 38, logisticsRub: 81.4 });
      expect(wb.economics!.commissionRub).toBe(342);
      const prices = { ozon: 1000, wildberries: 900, yandex: null };
      const fees = { wildberries: wildberriesListingFees(reported) };
      const own = worstMarginOf(300, prices, settings, fees);
      expect(own).not.toBe(worstMarginOf(300, prices, settings));
      expect(product.marginPercent).toBe(own);
    } finally {
      await db.update(listings).set({ reportedFees: null }).where(eq(listings.id, wbListing));
      await client.post(costsPath(), { costPrice: 300, rrp: null, minPrice: null });
    }
  });

  it("stores the seller's own brand, which a sync keeps; cleared, the listings' brand comes back", async () => {
    const brandPath = pathOf(API_PATHS.catalogProductBrand, productId);
    const db = testApp.app.db;
    await db.update(listings).set({ brand: 'Гжель' }).where(eq(listings.id, wbListing));
    try {
      const saved = await client.post(brandPath, { brand: 'Посуда+' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<ProductCard>().product.brand).toBe('Посуда+');
      // The catalog's filter finds it by that brand, and its suggestions list it.
      const found = await client.get(
        `${API_PATHS.catalogProducts}?brand=${encodeURIComponent('Посуда+')}`,
      );
      expect(found.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([
        productId,
      ]);
      const brands = await client.get(API_PATHS.catalogBrands);
      expect(brands.json<{ brands: string[] }>().brands).toContain('Посуда+');
      // A summary pass, as after every sync, keeps the seller's brand over the listings'.
      await linkAccountListings(db, ownerId);
      expect((await card()).product.brand).toBe('Посуда+');

      const cleared = await client.post(brandPath, { brand: null });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json<ProductCard>().product.brand).toBe('Гжель');
    } finally {
      await db.update(listings).set({ brand: null }).where(eq(listings.id, wbListing));
      await db.update(products).set({ brand: null }).where(eq(products.id, productId));
    }
  });

  it.each([
    ['an empty brand', { brand: '' }],
    ['spaces at the ends', { brand: ' Гжель ' }],
    ['a line break', { brand: 'Гжель\nи ко' }],
    ['too long a brand', { brand: 'б'.repeat(201) }],
    ['a number', { brand: 5 }],
    ['no brand field', {}],
  ])('refuses %s as a brand with 400, the catalog unchanged', async (_, body) => {
    const before = await catalogState(testApp.app.db);
    const response = await client.post(pathOf(API_PATHS.catalogProductBrand, productId), body);
    expectRefusal(response, 400, ERROR_CODES.validationError);
    expect(await catalogState(testApp.app.db)).toBe(before);
  });

  it.each([
    ['a negative cost price', { costPrice: -1, rrp: null, minPrice: null }],
    ['a fraction of a kopeck', { costPrice: 10.005, rrp: null, minPrice: null }],
    ['a string', { costPrice: '300', rrp: null, minPrice: null }],
    ['a missing field', { costPrice: 300, rrp: null }],
    ['an extra field', { costPrice: 300, rrp: null, minPrice: null, price: 1 }],
    ['too large', { costPrice: 1e9, rrp: null, minPrice: null }],
  ])('refuses %s with 400, the catalog unchanged', async (_, body) => {
    const before = await catalogState(testApp.app.db);
    expectRefusal(await client.post(costsPath(), body), 400, ERROR_CODES.validationError);
    expect(await catalogState(testApp.app.db)).toBe(before);
  });

  it('refuses a POST without the CSRF token', async () => {
    const before = await catalogState(testApp.app.db);
    const response = await client.post(
      costsPath(),
      { costPrice: 1, rrp: null, minPrice: null },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(await catalogState(testApp.app.db)).toBe(before);
  });

  it('answers 404 to another account and for an unknown product, 400 for a bad id', async () => {
    const before = await catalogState(testApp.app.db);
    for (const path of [API_PATHS.catalogProductCard, API_PATHS.catalogProductHistory]) {
      expectRefusal(await intruder.get(pathOf(path, productId)), 404, ERROR_CODES.notFound);
    }
    expectRefusal(
      await intruder.post(costsPath(), { costPrice: 1, rrp: null, minPrice: null }),
      404,
      ERROR_CODES.notFound,
    );
    expectRefusal(
      await intruder.post(pathOf(API_PATHS.catalogProductBrand, productId), { brand: 'Чужой' }),
      404,
      ERROR_CODES.notFound,
    );
    expectRefusal(
      await client.get(
        pathOf(API_PATHS.catalogProductCard, '00000000-0000-4000-8000-000000000000'),
      ),
      404,
      ERROR_CODES.notFound,
    );
    expectRefusal(
      await client.get(pathOf(API_PATHS.catalogProductCard, 'not-a-uuid')),
      400,
      ERROR_CODES.validationError,
    );
    expect(await catalogState(testApp.app.db)).toBe(before);
  });

  it('answers the history per Moscow day: price, stock, orders, with totals', async () => {
    const week = await history('?days=7');
    expect(week.days).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    const ozon = week.listings.find((row) => row.id === ozonListing)!;
    expect(ozon.price).toEqual([null, null, null, null, 1100, null, 1000]);
    expect(ozon.stock).toEqual([null, null, null, null, 9, null, 7]);
    expect(ozon.orders).toEqual([0, 0, 0, 0, 0, 1, 2]);
    expect(week.total.stock).toEqual([null, null, null, null, 9, null, 9]);
    expect(week.total.orders).toEqual([0, 0, 0, 0, 0, 1, 5]);

    const month = await history();
    expect(month.days).toHaveLength(30);
    const wb = month.listings.find((row) => row.id === wbListing)!;
    expect(wb.price.filter((value) => value !== null)).toEqual([950, 900]);
    expect((await history('?days=90')).days).toHaveLength(90);
  });

  it.each(['?days=14', '?days=', '?days=7&days=30', '?period=7', '?days=-7'])(
    'refuses the period %s with 400',
    async (query) => {
      const path = `${pathOf(API_PATHS.catalogProductHistory, productId)}${query}`;
      expectRefusal(await client.get(path), 400, ERROR_CODES.validationError);
    },
  );
});
