import { API_PATHS } from '@marketpult/shared/api-paths';
import type {
  CatalogBrandsResponse,
  CatalogPage,
  ConflictsResponse,
  UnlinkedPage,
} from '@marketpult/shared/contracts/catalog';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAccountListings } from '../../../src/modules/catalog/linking';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { expectRefusal, pathOf } from '../cabinets/cabinet-fixtures';
import { catalogState, insertCabinet, insertListing, insertProduct } from './catalog-fixtures';

describe(`one account's catalog is invisible to another on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  let intruder: ApiClient;
  let productId: string;
  let listingId: number;
  let intruderProduct: string;
  let intruderListing: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.app.db;
    const owner = await signedInClient(testApp);
    const other = await signedInClient(testApp);
    intruder = other.client;
    const cabinet = await insertCabinet(db, owner.user.id, 'ozon');
    listingId = await insertListing(db, cabinet, { offerId: 'SECRET', barcodes: ['123'] });
    productId = await insertProduct(db, owner.user.id, {
      article: 'OWNED',
      barcodes: ['123'],
      brand: 'Секретный бренд',
    });
    await insertProduct(db, owner.user.id, { article: 'OWNED-2', barcodes: ['123'] });
    await linkAccountListings(db, owner.user.id);
    const own = await insertCabinet(db, other.user.id, 'ozon');
    intruderListing = await insertListing(db, own, { offerId: 'MINE' });
    await linkAccountListings(db, other.user.id);
    intruderProduct = (await intruder.get(API_PATHS.catalogProducts)).json<CatalogPage>().items[0]!
      .id;
  });
  afterAll(() => testApp.close());

  const calls: [string, (client: ApiClient) => ReturnType<ApiClient['get']>][] = [
    ['product', (c) => c.get(pathOf(API_PATHS.catalogProduct, productId))],
    ['candidates', (c) => c.get(pathOf(API_PATHS.catalogCandidates, String(listingId)))],
    [
      'link their listing to my product',
      (c) =>
        c.post(pathOf(API_PATHS.catalogLink, String(listingId)), { productId: intruderProduct }),
    ],
    [
      'link my listing to their product',
      (c) => c.post(pathOf(API_PATHS.catalogLink, String(intruderListing)), { productId }),
    ],
    ['unlink', (c) => c.post(pathOf(API_PATHS.catalogUnlink, String(listingId)), {})],
  ];

  it.each(calls)('%s: 404 NotFound, and nothing changes', async (_, call) => {
    const before = await catalogState(testApp.app.db);
    expectRefusal(await call(intruder), 404, ERROR_CODES.notFound);
    expect(await catalogState(testApp.app.db)).toBe(before);
  });

  it('lists, filters and conflicts show none of them', async () => {
    const page = (await intruder.get(API_PATHS.catalogProducts)).json<CatalogPage>();
    expect(page.items.map((item) => item.article)).toEqual(['MINE']);
    expect((await intruder.get(`${API_PATHS.catalogProducts}?search=123`)).json()).toEqual({
      items: [],
      total: 0,
    });
    const unlinked = (await intruder.get(API_PATHS.catalogUnlinked)).json<UnlinkedPage>();
    expect(unlinked.total).toBe(0);
    const conflicts = (await intruder.get(API_PATHS.catalogConflicts)).json<ConflictsResponse>();
    expect(conflicts).toEqual({ barcodes: [], articles: [] });
    const brands = (await intruder.get(API_PATHS.catalogBrands)).json<CatalogBrandsResponse>();
    expect(brands).toEqual({ brands: [] });
    const filtered = await intruder.get(
      `${API_PATHS.catalogProducts}?brand=${encodeURIComponent('Секретный бренд')}`,
    );
    expect(filtered.json()).toEqual({ items: [], total: 0 });
  });
});
