import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  CATALOG_LISTINGS_ERROR_CODES,
  MAX_SELECTED_LISTINGS,
  type CatalogListingSelection,
  type CatalogListingsPage,
} from '@marketpult/shared/contracts/catalog-listings';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marginPercentOf } from '../../../src/modules/catalog/margin';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { expectRefusal } from '../cabinets/cabinet-fixtures';
import { insertCabinet, insertListing, insertProduct } from './catalog-fixtures';

describe(`the listings of /catalog-management on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  let client: ApiClient;
  let other: ApiClient;
  let ozon: string;
  let cupOzon: number;
  let cupProduct: string;
  let foreign: number;
  const page = async (query = '') => {
    const response = await client.get(`${API_PATHS.catalogListings}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CatalogListingsPage>();
  };
  const offers = async (query = '') => (await page(query)).items.map((item) => item.offerId);

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.app.db;
    const owner = await signedInClient(testApp);
    client = owner.client;
    const userId = owner.user.id;
    ozon = await insertCabinet(db, userId, 'ozon', 'Озон — Посуда');
    const wb = await insertCabinet(db, userId, 'wildberries', 'ВБ');
    const cup = await insertProduct(db, userId, {
      article: 'CUP-1',
      name: 'Кружка',
      costPrice: 300,
    });
    cupProduct = cup;
    await db.execute(sql`update products set brand = 'Гжель' where id = ${cup}`);
    cupOzon = await insertListing(db, ozon, {
      offerId: 'CUP-1',
      name: 'Кружка синяя',
      price: 990,
      stock: 4,
      barcodes: ['4600000000011'],
    });
    await insertListing(db, wb, { offerId: 'cup-1', name: 'Кружка', price: 890, stock: 1 });
    await insertListing(db, ozon, { offerId: 'TEA_%', name: 'Чай', price: 250, stock: 0 });
    await insertListing(db, wb, { offerId: 'PLATE', name: 'Тарелка', price: null });
    // Linked by hand here: the automatic linking has tests of its own.
    await db.execute(sql`update listings set product_id = ${cup}, link_source = 'article'
      where cabinet_id in (${ozon}, ${wb}) and lower(offer_id) = 'cup-1'`);

    const intruder = await signedInClient(testApp);
    other = intruder.client;
    const theirs = await insertCabinet(db, intruder.user.id, 'ozon');
    foreign = await insertListing(db, theirs, { offerId: 'CUP-1', name: 'Кружка чужая' });
  });
  afterAll(() => testApp.close());

  it('lists each listing with its cabinet, prices, stock by warehouse, cost and margin', async () => {
    const result = await page();
    expect(result.total).toBe(4);
    expect(result.items.map((item) => item.offerId)).toEqual(['CUP-1', 'cup-1', 'PLATE', 'TEA_%']);
    expect(result.items[0]).toEqual({
      id: cupOzon,
      cabinetId: ozon,
      cabinetName: 'Озон — Посуда',
      marketplace: 'ozon',
      offerId: 'CUP-1',
      name: 'Кружка синяя',
      price: 990,
      oldPrice: null,
      minPrice: null,
      stockTotal: 4,
      warehouses: [{ id: 'w1', name: 'Склад', amount: 4 }],
      productId: expect.any(String),
      brand: 'Гжель',
      costPrice: 300,
      marginPercent: marginPercentOf('ozon', 990, 300),
    });
    expect(result.items[2]).toMatchObject({
      offerId: 'PLATE',
      price: null,
      stockTotal: 0,
      warehouses: [],
      productId: null,
      costPrice: null,
      marginPercent: null,
    });
  });

  it('pages on the server and keeps the total', async () => {
    const first = await page('?pageSize=25&page=0&sort=price');
    expect(first.items).toHaveLength(4);
    expect(await page('?pageSize=25&page=1')).toEqual({ items: [], total: 4 });
  });

  it('searches by article, name and whole barcode; LIKE wildcards are literal', async () => {
    expect(await offers('?search=cup')).toEqual(['CUP-1', 'cup-1']);
    expect(await offers(`?search=${encodeURIComponent('синяя')}`)).toEqual(['CUP-1']);
    expect(await offers('?search=4600000000011')).toEqual(['CUP-1']);
    expect(await offers('?search=_%25')).toEqual(['TEA_%']);
    expect(await page('?search=nothing-like-it')).toEqual({ items: [], total: 0 });
  });

  it('filters by cabinet, marketplace, brand, link and empty stock', async () => {
    expect(await offers(`?cabinetId=${ozon}`)).toEqual(['CUP-1', 'TEA_%']);
    expect(await offers('?marketplace=wildberries')).toEqual(['cup-1', 'PLATE']);
    expect(await offers(`?brand=${encodeURIComponent('Гжель')}`)).toEqual(['CUP-1', 'cup-1']);
    expect(await offers('?link=linked')).toEqual(['CUP-1', 'cup-1']);
    expect(await offers('?link=unlinked')).toEqual(['PLATE', 'TEA_%']);
    expect(await offers('?noStock=true')).toEqual(['PLATE', 'TEA_%']);
    expect(await offers('?noStock=true&marketplace=ozon')).toEqual(['TEA_%']);
  });

  it("filters by a product: its listings on every cabinet, and no one else's", async () => {
    expect(await offers(`?productId=${cupProduct}`)).toEqual(['CUP-1', 'cup-1']);
    const picked = await client.get(
      `${API_PATHS.catalogListingSelection}?productId=${cupProduct}&marketplace=ozon`,
    );
    expect(picked.json<CatalogListingSelection>().items.map((item) => item.id)).toEqual([cupOzon]);
    const theirs = await other.get(`${API_PATHS.catalogListings}?productId=${cupProduct}`);
    expect(theirs.json<CatalogListingsPage>()).toEqual({ items: [], total: 0 });
  });

  it('sorts by price, stock, name and marketplace, empty prices last', async () => {
    expect(await offers('?sort=price')).toEqual(['TEA_%', 'cup-1', 'CUP-1', 'PLATE']);
    expect(await offers('?sort=price&order=desc')).toEqual(['CUP-1', 'cup-1', 'TEA_%', 'PLATE']);
    expect(await offers('?sort=stockTotal&order=desc')).toEqual([
      'CUP-1',
      'cup-1',
      'PLATE',
      'TEA_%',
    ]);
    expect((await offers('?sort=marketplace')).slice(0, 2).sort()).toEqual(['CUP-1', 'TEA_%']);
    expect(await offers('?sort=name')).toEqual(['cup-1', 'CUP-1', 'PLATE', 'TEA_%']);
  });

  it('selects every listing the filters match, with their warehouses', async () => {
    const response = await client.get(`${API_PATHS.catalogListingSelection}?search=cup`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<CatalogListingSelection>();
    expect(items).toHaveLength(2);
    expect(items).toContainEqual({ id: cupOzon, warehouseIds: ['w1'] });
  });

  it('refuses to select more than one run takes, saying how many matched in Russian', async () => {
    const db = testApp.app.db;
    const big = await signedInClient(testApp);
    const bigCabinet = await insertCabinet(db, big.user.id, 'yandex');
    await db.execute(sql`insert into listings (cabinet_id, external_id, offer_id, name, status,
        currency)
      select ${bigCabinet}, 'e' || n, 'SKU-' || n, 'Товар', 'active', 'RUB'
      from generate_series(1, ${MAX_SELECTED_LISTINGS + 1}) n`);
    const refusal = expectRefusal(
      await big.client.get(API_PATHS.catalogListingSelection),
      422,
      CATALOG_LISTINGS_ERROR_CODES.tooManyListings,
    );
    expect(refusal.message).toMatch(/10\s001/);
    expect(refusal.meta).toEqual({ total: String(MAX_SELECTED_LISTINGS + 1) });
    const narrowed = await big.client.get(`${API_PATHS.catalogListingSelection}?search=SKU-10000`);
    expect(narrowed.json<CatalogListingSelection>().items).toHaveLength(1);
  });

  it("never shows another account's listings, even by their cabinet's id", async () => {
    const theirs = await other.get(`${API_PATHS.catalogListings}?search=cup`);
    expect(theirs.json<CatalogListingsPage>().items.map((item) => item.id)).toEqual([foreign]);
    const mine = await other.get(`${API_PATHS.catalogListings}?cabinetId=${ozon}`);
    expect(mine.json<CatalogListingsPage>()).toEqual({ items: [], total: 0 });
    const selection = await other.get(`${API_PATHS.catalogListingSelection}?cabinetId=${ozon}`);
    expect(selection.json<CatalogListingSelection>()).toEqual({ items: [] });
    expect(await offers()).not.toContain('Кружка чужая');
    expect((await page()).items.map((item) => item.id)).not.toContain(foreign);
  });

  it.each([
    '?pageSize=7',
    '?page=-1',
    '?sort=costPrice',
    '?order=up',
    '?noStock=yes',
    '?link=maybe',
    '?cabinetId=not-a-uuid',
    '?marketplace=amazon',
    '?productId=42',
    `?search=${'x'.repeat(101)}`,
    '?unknown=1',
  ])('refuses %s with 400 ValidationError', async (query) => {
    expectRefusal(
      await client.get(`${API_PATHS.catalogListings}${query}`),
      400,
      ERROR_CODES.validationError,
    );
  });

  it('answers 401 when signed out', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.catalogListings });
    expect(response.statusCode).toBe(401);
  });
});
