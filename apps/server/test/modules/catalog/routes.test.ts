import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  MAX_LINKS_PER_PRODUCT,
  type CandidatesResponse,
  type CatalogPage,
  type ConflictsResponse,
  type ListingResponse,
  type ProductDetail,
  type UnlinkedPage,
} from '@marketpult/shared/contracts/catalog';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAccountListings } from '../../../src/modules/catalog/linking';
import { worstMarginOf } from '../../../src/modules/catalog/margin';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { expectRefusal, pathOf } from '../cabinets/cabinet-fixtures';
import {
  catalogState,
  insertCabinet,
  insertListing,
  insertProduct,
  listingLink,
} from './catalog-fixtures';

describe(`the catalog calls on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  let client: ApiClient;
  let userId: string;
  let ozon: string;
  const list = async (query = '') => {
    const response = await client.get(`${API_PATHS.catalogProducts}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CatalogPage>();
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const signedIn = await signedInClient(testApp);
    client = signedIn.client;
    userId = signedIn.user.id;
    const db = testApp.app.db;
    ozon = await insertCabinet(db, userId, 'ozon', 'Озон');
    const wb = await insertCabinet(db, userId, 'wildberries', 'ВБ');
    await insertProduct(db, userId, { article: 'CUP-1', name: 'Кружка', costPrice: 300 });
    await insertProduct(db, userId, { article: 'LOSS', name: 'Убыточный', costPrice: 2000 });
    await insertListing(db, ozon, {
      offerId: 'CUP-1',
      price: 990,
      buyerPrice: 940.5,
      stock: 4,
      barcodes: ['460'],
    });
    await insertListing(db, wb, { offerId: 'cup-1', price: 890, stock: 1, barcodes: ['461'] });
    await insertListing(db, wb, { offerId: 'LOSS', price: 1500 });
    await insertListing(db, ozon, { offerId: 'TEA_%', name: 'Чай', stock: 0 });
    await linkAccountListings(db, userId);
  });
  afterAll(() => testApp.close());

  it('lists products with marketplaces, prices, stock and margin', async () => {
    const page = await list('?sort=article');
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.article)).toEqual(['CUP-1', 'LOSS', 'TEA_%']);
    expect(page.items[0]).toMatchObject({
      name: 'Кружка',
      listingsCount: 2,
      marketplaces: ['ozon', 'wildberries'],
      prices: { ozon: 990, wildberries: 890, yandex: null },
      // Where the marketplace reports it (Ozon): what the buyer pays on the storefront.
      buyerPrices: { ozon: 940.5, wildberries: null, yandex: null },
      stockTotal: 5,
      costPrice: 300,
      marginPercent: worstMarginOf(300, { ozon: 990, wildberries: 890, yandex: null }),
    });
  });

  it('searches by article, name and whole barcode; LIKE wildcards are literal', async () => {
    expect((await list('?search=cup')).items.map((i) => i.article)).toEqual(['CUP-1']);
    expect((await list(`?search=${encodeURIComponent('кружк')}`)).total).toBe(1);
    expect((await list('?search=461')).items.map((i) => i.article)).toEqual(['CUP-1']);
    expect((await list('?search=_%25')).items.map((i) => i.article)).toEqual(['TEA_%']);
    expect(await list('?search=nothing-like-it')).toEqual({ items: [], total: 0 });
  });

  it('filters and sorts on the server', async () => {
    expect((await list('?lossMaking=true')).items.map((i) => i.article)).toEqual(['LOSS']);
    expect((await list('?noCostPrice=true')).items.map((i) => i.article)).toEqual(['TEA_%']);
    expect((await list('?noStock=true')).items.map((i) => i.article)).toEqual(['LOSS', 'TEA_%']);
    expect((await list(`?cabinetId=${ozon}`)).total).toBe(2);
    expect((await list('?marketplace=wildberries')).total).toBe(2);
    const byStock = await list('?sort=stockTotal&order=desc');
    expect(byStock.items.map((i) => i.stockTotal)).toEqual([5, 0, 0]);
    const paged = await list('?sort=article&pageSize=25&page=1');
    expect(paged).toMatchObject({ items: [], total: 3 });
  });

  it('refuses a malformed query with 400 ValidationError', async () => {
    for (const query of ['?sort=password', '?pageSize=7', '?page=-1', '?noStock=1', '?x=1']) {
      expectRefusal(
        await client.get(`${API_PATHS.catalogProducts}${query}`),
        400,
        ERROR_CODES.validationError,
      );
    }
  });

  it('links by hand, keeps it, and unlinks by hand', async () => {
    const tea = (await list('?search=TEA')).items[0]!;
    const cup = (await list('?search=CUP')).items[0]!;
    const detail = (
      await client.get(pathOf(API_PATHS.catalogProduct, tea.id))
    ).json<ProductDetail>();
    const listingId = detail.listings[0]!.id;

    const candidates = (
      await client.get(`${pathOf(API_PATHS.catalogCandidates, String(listingId))}?search=круж`)
    ).json<CandidatesResponse>();
    expect(candidates.candidates.map((c) => [c.article, c.reason])).toContainEqual([
      'CUP-1',
      'search',
    ]);

    const linked = await client.post(pathOf(API_PATHS.catalogLink, String(listingId)), {
      productId: cup.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<ListingResponse>().listing).toMatchObject({
      productId: cup.id,
      linkSource: 'manual',
    });
    await linkAccountListings(testApp.app.db, userId);
    expect(await listingLink(testApp.app.db, listingId)).toMatchObject({ productId: cup.id });
    expect((await list('?search=CUP')).items[0]!.listingsCount).toBe(3);

    const unlinked = await client.post(pathOf(API_PATHS.catalogUnlink, String(listingId)), {});
    expect(unlinked.json<ListingResponse>().listing).toMatchObject({
      productId: null,
      linkSource: null,
    });
    await linkAccountListings(testApp.app.db, userId);
    const page = (await client.get(API_PATHS.catalogUnlinked)).json<UnlinkedPage>();
    expect(page.items.map((item) => item.id)).toEqual([listingId]);
    expect((await list('?unlinked=true')).items.map((i) => i.article)).toEqual(['TEA_%']);
  });

  it(`refuses a ${MAX_LINKS_PER_PRODUCT + 1}th link with 409, changing nothing`, async () => {
    const db = testApp.app.db;
    const full = await insertProduct(db, userId, { article: 'FULL' });
    for (let index = 0; index < MAX_LINKS_PER_PRODUCT; index += 1) {
      await insertListing(db, ozon, { offerId: 'FULL' });
    }
    const extra = await insertListing(db, ozon, { offerId: 'EXTRA', barcodes: ['999'] });
    await linkAccountListings(db, userId);
    const before = await catalogState(db);
    expectRefusal(
      await client.post(pathOf(API_PATHS.catalogLink, String(extra)), { productId: full }),
      409,
      'LinkLimitReached',
    );
    expect(await catalogState(db)).toBe(before);
  });

  it('lists conflicts: one barcode on two products, one article with two barcodes', async () => {
    const db = testApp.app.db;
    await insertProduct(db, userId, { article: 'B1', barcodes: ['777'] });
    await insertProduct(db, userId, { article: 'B2', barcodes: ['777'] });
    const conflicts = (await client.get(API_PATHS.catalogConflicts)).json<ConflictsResponse>();
    expect(conflicts.barcodes).toEqual([
      {
        barcode: '777',
        products: [
          expect.objectContaining({ article: 'B1' }),
          expect.objectContaining({ article: 'B2' }),
        ],
      },
    ]);
    expect(conflicts.articles.map((c) => c.product.article)).toEqual(['CUP-1']);
    expect(conflicts.articles[0]!.listings.map((l) => l.barcodes)).toEqual([['460'], ['461']]);
  });

  it('exports the current view to Excel, in its order, filters applied', async () => {
    const response = await client.get(
      `${API_PATHS.catalogExport}?sort=article&order=desc&marketplace=wildberries`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Каталог')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).toContain('Артикул');
    const articles = rows.slice(1).map((row) => row[1]);
    expect(articles).toEqual(['LOSS', 'CUP-1']);
    expect(rows[2]).toContain('Ozon, Wildberries');
    expectRefusal(
      await client.get(`${API_PATHS.catalogExport}?sort=nope`),
      400,
      ERROR_CODES.validationError,
    );
  });

  it('answers 401 without a session', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: API_PATHS.catalogProducts });
    expect(anonymous.statusCode).toBe(401);
  });
});
