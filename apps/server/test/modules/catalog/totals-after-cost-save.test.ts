import { API_PATHS } from '@marketpult/shared/api-paths';
import type { CatalogPage } from '@marketpult/shared/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { pathOf } from '../cabinets/cabinet-fixtures';
import { insertProduct } from './catalog-fixtures';

/**
 * The catalog keeps a view's total for a while (total-cache.ts). Saving cost prices changes
 * what «нет себестоимости» matches, so the total shown under the list must follow at once.
 */
describe(`the catalog totals after a cost price save on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  let client: ApiClient;
  const ids: string[] = [];
  const noCostTotal = async () => {
    const response = await client.get(`${API_PATHS.catalogProducts}?noCostPrice=true`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<CatalogPage>();
    // The total and the rows must agree: a stale total would say more than the rows hold.
    expect(page.total).toBe(page.items.length);
    return page.total;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const signedIn = await signedInClient(testApp);
    client = signedIn.client;
    for (const article of ['A-1', 'A-2', 'A-3']) {
      ids.push(await insertProduct(testApp.app.db, signedIn.user.id, { article }));
    }
  });
  afterAll(() => testApp.close());

  it('recounts «нет себестоимости» after the product card saves a cost price', async () => {
    expect(await noCostTotal()).toBe(3);
    const response = await client.post(pathOf(API_PATHS.catalogProductCosts, ids[0]!), {
      costPrice: 100,
      rrp: null,
      minPrice: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await noCostTotal()).toBe(2);
  });

  it('recounts «нет себестоимости» after an Excel upload’s cost prices are saved', async () => {
    expect(await noCostTotal()).toBe(2);
    const response = await client.post(API_PATHS.priceExcelCosts, {
      changes: [
        { productId: ids[1]!, costPrice: 50 },
        { productId: ids[2]!, costPrice: 70 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await noCostTotal()).toBe(0);
  });
});
