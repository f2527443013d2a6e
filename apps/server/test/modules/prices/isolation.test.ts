import { API_PATHS } from '@marketpult/shared/api-paths';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { PriceRunListResponse, PriceRunResponse } from '@marketpult/shared/contracts/prices';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { addCabinet, expectRefusal } from '../cabinets/cabinet-fixtures';
import { FakeMarketplace, fakeListing } from '../cabinets/fake-marketplace';
import { runPath } from './price-fixtures';

/** Every row of the price tables, as text: equal before and after a refused request. */
async function priceTablesState(app: FastifyInstance): Promise<string> {
  const state: Record<string, unknown> = {};
  for (const table of ['price_runs', 'price_changes', 'listings', 'listing_stocks']) {
    state[table] = (
      await app.db.execute(sql.raw(`select t::text as row from ${table} t order by 1`))
    ).rows;
  }
  return JSON.stringify(state);
}

describe(`one account's price runs and listings are invisible to another on ${TEST_DB_KIND}`, () => {
  const marketplace = new FakeMarketplace();
  let testApp: TestApp;
  let owner: ApiClient;
  let intruder: ApiClient;
  let listingId: number;
  let run: PriceRunResponse;
  beforeAll(async () => {
    testApp = await createTestApp({ connectorFactory: marketplace.factory });
    marketplace.listings = [1, 2, 3].map((index) => fakeListing(index));
    ({ client: owner } = await signedInClient(testApp));
    ({ client: intruder } = await signedInClient(testApp));
    await addCabinet(testApp.app, owner);
    const rows = await testApp.app.db.execute<{ id: string }>(
      sql`select id from listings where price is not null order by id limit 1`,
    );
    listingId = Number(rows.rows[0]!.id);
    const created = await owner.post(API_PATHS.priceRuns, {
      mode: 'rule',
      source: 'manual',
      listingIds: [listingId],
      rule: { kind: 'percent', value: 5 },
    });
    expect(created.statusCode, created.body).toBe(200);
    run = created.json<PriceRunResponse>();
  });
  afterAll(() => testApp.close());

  const calls: [string, (client: ApiClient) => ReturnType<ApiClient['get']>][] = [
    ['GET the run', (client) => client.get(runPath(API_PATHS.priceRun, run.run.id))],
    [
      'apply the run',
      (client) =>
        client.post(runPath(API_PATHS.priceRunApply, run.run.id), {
          overrides: [run.changes[0]!.id],
        }),
    ],
    [
      "plan a run over the other account's listing",
      (client) =>
        client.post(API_PATHS.priceRuns, {
          mode: 'explicit',
          source: 'manual',
          changes: [{ listingId, price: 100 }],
        }),
    ],
    [
      "the listing's history",
      (client) => client.get(runPath(API_PATHS.listingPriceHistory, listingId)),
    ],
  ];

  it.each(calls)('%s: 404 NotFound, as for a missing one, and nothing changes', async (_, call) => {
    const before = await priceTablesState(testApp.app);
    expectRefusal(await call(intruder), 404, ERROR_CODES.notFound);
    await testApp.app.prices.queue.idle();
    expect(await priceTablesState(testApp.app)).toBe(before);
  });

  it('lists none of them', async () => {
    expect((await intruder.get(API_PATHS.priceRuns)).json<PriceRunListResponse>()).toEqual({
      runs: [],
    });
    const mine = (await owner.get(API_PATHS.priceRuns)).json<PriceRunListResponse>();
    expect(mine.runs.map((row) => row.id)).toEqual([run.run.id]);
  });

  it('answers 404 for a missing run or listing too', async () => {
    expectRefusal(
      await owner.get(runPath(API_PATHS.priceRun, '00000000-0000-4000-8000-000000000000')),
      404,
      ERROR_CODES.notFound,
    );
    expectRefusal(
      await owner.get(runPath(API_PATHS.listingPriceHistory, 999_999_999)),
      404,
      ERROR_CODES.notFound,
    );
  });

  it('refuses a body the contract does not take with a 400 and stores nothing', async () => {
    const before = await priceTablesState(testApp.app);
    for (const body of [
      { mode: 'explicit', source: 'manual', changes: [{ listingId, price: 0 }] },
      { mode: 'explicit', source: 'manual', changes: [{ listingId }] },
      { mode: 'explicit', source: 'hacker', changes: [{ listingId, price: 10 }] },
      {
        mode: 'rule',
        source: 'manual',
        listingIds: [listingId],
        rule: { kind: 'percent', value: -100 },
      },
      { mode: 'explicit', source: 'manual', changes: [{ listingId, price: 10, oldPrice: -1 }] },
    ]) {
      expectRefusal(await owner.post(API_PATHS.priceRuns, body), 400, ERROR_CODES.validationError);
    }
    expectRefusal(
      await owner.post(API_PATHS.priceRuns, {
        mode: 'explicit',
        source: 'manual',
        changes: [
          { listingId, price: 10 },
          { listingId, price: 11 },
        ],
      }),
      422,
      'DuplicateListing',
    );
    expectRefusal(
      await owner.post(runPath(API_PATHS.priceRunApply, run.run.id), {
        overrides: ['00000000-0000-4000-8000-000000000000'],
      }),
      422,
      'UnknownChange',
    );
    expect(await priceTablesState(testApp.app)).toBe(before);
  });
});
