import { API_PATHS } from '@marketpult/shared/api-paths';
import type { CatalogPage, CatalogProduct } from '@marketpult/shared/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkAccountListings } from '../../../src/modules/catalog/linking';
import { storeReadBacks } from '../../../src/modules/prices/store-read-back';
import type { PriceChangeRow } from '../../../src/modules/prices/repository';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient, type TestUser } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { addCabinet, pathOf } from '../cabinets/cabinet-fixtures';
import { FakeMarketplace, fakeListing } from '../cabinets/fake-marketplace';
import { insertCabinet, insertListing, insertProduct } from './catalog-fixtures';

/**
 * GET /api/catalog/products answers from memory until the account's catalog changes
 * (list-answers.ts). Every kind of write must show in the very next list read: each test
 * reads the list first (so the old answer is kept), writes, and reads again.
 */
describe(`the catalog list's kept answers on ${TEST_DB_KIND}`, () => {
  const marketplace = new FakeMarketplace();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ connectorFactory: marketplace.factory });
  });
  afterAll(() => testApp.close());

  const list = async (client: ApiClient, query = '') => {
    const response = await client.get(`${API_PATHS.catalogProducts}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json<CatalogPage>();
  };
  const row = async (client: ApiClient, article: string): Promise<CatalogProduct> => {
    const found = (await list(client)).items.find((item) => item.article === article);
    expect(found, article).toBeDefined();
    return found!;
  };

  /** An account with one product sold on Ozon and Wildberries (price 1000 each). */
  async function sellerWithProduct(): Promise<{ client: ApiClient; user: TestUser; ids: Ids }> {
    const { client, user } = await signedInClient(testApp);
    const db = testApp.app.db;
    const ozon = await insertCabinet(db, user.id, 'ozon');
    const wildberries = await insertCabinet(db, user.id, 'wildberries');
    const productId = await insertProduct(db, user.id, { article: 'CUP-1', costPrice: 300 });
    const ozonListing = await insertListing(db, ozon, { offerId: 'CUP-1', stock: 2 });
    const wbListing = await insertListing(db, wildberries, { offerId: 'CUP-1' });
    await linkAccountListings(db, user.id);
    return { client, user, ids: { productId, ozon, wildberries, ozonListing, wbListing } };
  }
  interface Ids {
    productId: string;
    ozon: string;
    wildberries: string;
    ozonListing: number;
    wbListing: number;
  }

  it("never answers one account's list with another's, for the same query", async () => {
    const first = await sellerWithProduct();
    const second = await signedInClient(testApp);
    await insertProduct(testApp.app.db, second.user.id, { article: 'OTHER-1' });
    await linkAccountListings(testApp.app.db, second.user.id);
    for (const query of ['', '?search=CUP', '?page=0&pageSize=50']) {
      expect((await list(first.client, query)).items.map((item) => item.article)).toEqual([
        'CUP-1',
      ]);
      const theirs = await list(second.client, query);
      expect(theirs.items.map((item) => item.article)).toEqual(
        query.includes('search') ? [] : ['OTHER-1'],
      );
    }
  });

  it('answers the same body again while nothing changed, in the JSON the schema gives', async () => {
    const { client } = await sellerWithProduct();
    const first = await client.get(API_PATHS.catalogProducts);
    const again = await client.get(`${API_PATHS.catalogProducts}?page=0&order=asc`);
    expect(again.body).toBe(first.body);
    expect(first.json<CatalogPage>()).toMatchObject({ total: 1, items: [{ article: 'CUP-1' }] });
  });

  it('shows a manual unlink and link at once', async () => {
    const { client, ids } = await sellerWithProduct();
    expect((await row(client, 'CUP-1')).marketplaces).toEqual(['ozon', 'wildberries']);
    const unlinked = await client.post(pathOf(API_PATHS.catalogUnlink, String(ids.wbListing)), {});
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await row(client, 'CUP-1')).marketplaces).toEqual(['ozon']);
    const linked = await client.post(pathOf(API_PATHS.catalogLink, String(ids.wbListing)), {
      productId: ids.productId,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await row(client, 'CUP-1')).listingsCount).toBe(2);
  });

  it('shows a price read back from the marketplace at once', async () => {
    const { client, user, ids } = await sellerWithProduct();
    expect((await row(client, 'CUP-1')).prices.ozon).toBe(1000);
    const change = { kind: 'price', listingId: ids.ozonListing, warehouseId: null };
    await storeReadBacks(testApp.app.db, user.id, [
      {
        change: change as PriceChangeRow,
        value: { price: 870, oldPrice: null, minPrice: null, amount: null },
      },
    ]);
    expect((await row(client, 'CUP-1')).prices.ozon).toBe(870);
  });

  it("shows a deleted cabinet's listings gone at once", async () => {
    const { client, ids } = await sellerWithProduct();
    expect((await row(client, 'CUP-1')).marketplaces).toEqual(['ozon', 'wildberries']);
    expect((await list(client, `?cabinetId=${ids.wildberries}`)).total).toBe(1);
    const deleted = await client.post(pathOf(API_PATHS.cabinetDelete, ids.wildberries), {});
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await row(client, 'CUP-1')).toMatchObject({
      marketplaces: ['ozon'],
      listingsCount: 1,
      prices: { ozon: 1000, wildberries: null, yandex: null },
    });
    expect((await list(client, `?cabinetId=${ids.wildberries}`)).total).toBe(0);
  });

  it('shows what a sync stored even when the sync failed before linking', async () => {
    const { client } = await signedInClient(testApp);
    marketplace.reset();
    marketplace.listings = [fakeListing(1), fakeListing(2)];
    const cabinet = await addCabinet(testApp.app, client);
    const newBarcode = '4690000099999';
    expect((await list(client)).total).toBe(2);
    expect((await list(client, `?search=${newBarcode}`)).total).toBe(0);

    // The listing now carries another barcode; the orders stream then fails, so the run ends
    // before the linking pass: only the stored listings page changed the catalog.
    marketplace.listings = [{ ...fakeListing(1), barcodes: [newBarcode] }, fakeListing(2)];
    marketplace.failOrdersPage = 1;
    marketplace.failuresLeft = 1;
    const started = await client.post(pathOf(API_PATHS.cabinetSync, cabinet.id), {});
    expect(started.statusCode, started.body).toBe(200);
    await testApp.app.cabinets.queue.idle();

    const found = await list(client, `?search=${newBarcode}`);
    expect(found.items.map((item) => item.article)).toEqual(['ART-1']);
  });
});
