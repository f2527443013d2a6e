import { API_PATHS } from '@marketpult/shared/api-paths';
import type { CatalogListingsPage } from '@marketpult/shared/contracts/catalog-listings';
import type { CostRulePreviewResponse } from '@marketpult/shared/contracts/cost-rule';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marginPercentOf } from '../../../src/modules/catalog/margin';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { expectRefusal } from '../cabinets/cabinet-fixtures';
import { insertCabinet, insertListing, insertProduct } from '../catalog/catalog-fixtures';

/**
 * Cost prices by a rule from /catalog-management (contracts/cost-rule.ts): the preview says
 * what the rule makes of each linked product's cost and saves nothing; the screen then saves
 * those values through POST excel-costs, and the listings show the new cost and margin.
 */
describe(`cost prices by a rule on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  let client: ApiClient;
  let intruder: ApiClient;
  const ids = { cupOzon: 0, cupWb: 0, plate: 0, tea: 0, foreign: 0 };
  let cup: string;

  const preview = async (listingIds: number[], rule: object) => {
    const response = await client.post(API_PATHS.priceCostRule, { listingIds, rule });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CostRulePreviewResponse>();
  };
  const costsState = async () =>
    JSON.stringify(
      (await testApp.app.db.execute(sql`select id, cost_price from products order by id`)).rows,
    );

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.app.db;
    const owner = await signedInClient(testApp);
    client = owner.client;
    const stranger = await signedInClient(testApp);
    intruder = stranger.client;
    const ozon = await insertCabinet(db, owner.user.id, 'ozon', 'Озон');
    const wb = await insertCabinet(db, owner.user.id, 'wildberries', 'ВБ');
    cup = await insertProduct(db, owner.user.id, {
      article: 'CUP',
      name: 'Кружка',
      costPrice: 300,
    });
    const plate = await insertProduct(db, owner.user.id, { article: 'PLATE', name: 'Тарелка' });
    ids.cupOzon = await insertListing(db, ozon, { offerId: 'CUP', price: 990 });
    ids.cupWb = await insertListing(db, wb, { offerId: 'CUP', price: 890 });
    ids.plate = await insertListing(db, ozon, { offerId: 'PLATE', price: 500 });
    ids.tea = await insertListing(db, ozon, { offerId: 'TEA', price: 250 });
    await db.execute(
      sql`update listings set product_id = ${cup} where id in (${ids.cupOzon}, ${ids.cupWb})`,
    );
    await db.execute(sql`update listings set product_id = ${plate} where id = ${ids.plate}`);
    const foreignCabinet = await insertCabinet(db, stranger.user.id, 'ozon', 'Чужой');
    ids.foreign = await insertListing(db, foreignCabinet, { offerId: 'CUP', price: 100 });
  });
  afterAll(() => testApp.close());

  it('previews a product once, however many of its listings are chosen, and saves nothing', async () => {
    const before = await costsState();
    const answer = await preview([ids.cupOzon, ids.cupWb, ids.plate, ids.tea], {
      kind: 'percent',
      value: 10,
    });
    expect(answer).toEqual({
      changes: [{ productId: cup, article: 'CUP', name: 'Кружка', before: 300, after: 330 }],
      unlinkedListings: 1,
      unknownCost: 1,
      outOfRange: 0,
      unchanged: 0,
    });
    expect(await costsState()).toBe(before);
  });

  it('sets a cost on products without one; says which would fall below zero', async () => {
    const set = await preview([ids.cupOzon, ids.plate], { kind: 'set', value: 300 });
    expect(set.changes.map((change) => [change.article, change.before, change.after])).toEqual([
      ['PLATE', null, 300],
    ]);
    expect(set.unchanged).toBe(1);
    const cut = await preview([ids.cupOzon], { kind: 'rub', value: -301 });
    expect(cut).toMatchObject({ changes: [], outOfRange: 1 });
  });

  it('saved through excel-costs, the listings show the new cost and margin', async () => {
    const answer = await preview([ids.cupOzon], { kind: 'rub', value: 50 });
    const saved = await client.post(API_PATHS.priceExcelCosts, {
      changes: answer.changes.map((change) => ({
        productId: change.productId,
        costPrice: change.after,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (
      await client.get(`${API_PATHS.catalogListings}?search=CUP`)
    ).json<CatalogListingsPage>();
    const ozonRow = page.items.find((item) => item.id === ids.cupOzon)!;
    expect(ozonRow).toMatchObject({
      costPrice: 350,
      marginPercent: marginPercentOf('ozon', 990, 350),
    });
  });

  it("answers 404 for another account's listing and changes nothing", async () => {
    const before = await costsState();
    expectRefusal(
      await intruder.post(API_PATHS.priceCostRule, {
        listingIds: [ids.cupOzon],
        rule: { kind: 'set', value: 1 },
      }),
      404,
      ERROR_CODES.notFound,
    );
    expectRefusal(
      await client.post(API_PATHS.priceCostRule, {
        listingIds: [ids.cupOzon, ids.foreign],
        rule: { kind: 'set', value: 1 },
      }),
      404,
      ERROR_CODES.notFound,
    );
    expect(await costsState()).toBe(before);
  });

  it('refuses what the contract does not take', async () => {
    for (const body of [
      { listingIds: [ids.cupOzon], rule: { kind: 'set', value: -1 } },
      { listingIds: [ids.cupOzon], rule: { kind: 'percent', value: -101 } },
      { listingIds: [ids.cupOzon], rule: { kind: 'discount', value: 10 } },
      { listingIds: [], rule: { kind: 'set', value: 1 } },
      { listingIds: [ids.cupOzon], rule: { kind: 'set' } },
    ]) {
      expectRefusal(
        await client.post(API_PATHS.priceCostRule, body),
        400,
        ERROR_CODES.validationError,
      );
    }
    expectRefusal(
      await client.post(API_PATHS.priceCostRule, {
        listingIds: [ids.cupOzon, ids.cupOzon],
        rule: { kind: 'set', value: 1 },
      }),
      422,
      'DuplicateListing',
    );
  });
});
