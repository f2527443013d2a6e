import { API_PATHS } from '@marketpult/shared/api-paths';
import type { CabinetDetailResponse } from '@marketpult/shared/contracts/cabinets';
import { startSandbox, type Sandbox } from '@marketpult/sandbox';
import { ConnectorError, type Order } from '@marketpult/marketplaces';
import { createWildberriesConnector } from '@marketpult/marketplaces/wildberries/connector';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CabinetConnectorFactory } from '../../../src/modules/cabinets/context';
import { requestSync } from '../../../src/modules/cabinets/sync/request-sync';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { addCabinet, pathOf } from './cabinet-fixtures';

/** Rows per orders window: small, so 90 days of the sandbox shop make many pages. */
const WINDOW_ROWS = 200;

/**
 * A Wildberries first sync against the sandbox reads the statistics orders in windows of one
 * streamed reply, storing each before the next; a sync cut off mid-way resumes at the window
 * edge with a new request, through a 429, and ends with every order once.
 */
describe(`Wildberries orders in windows, synced on ${TEST_DB_KIND}`, () => {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let client: ApiClient;
  /** Orders pages the connectors handed out; after `failAfterPages` of them, one read fails. */
  const probe = { pages: 0, failAfterPages: null as number | null };

  const factory: CabinetConnectorFactory = (_marketplace, credentials, context) => {
    const connector = createWildberriesConnector(
      credentials as { token: string },
      context,
      // The sandbox's limits are off; statistics' one call a minute would only slow the test.
      {
        ordersWindowRows: WINDOW_ROWS,
        limits: { statistics: { requests: 100, periodMs: 1_000, burst: 100 } },
        retry: { baseDelayMs: 20, maxDelayMs: 100 },
      },
    );
    return {
      ...connector,
      listOrders: async (period, cursor) => {
        if (probe.failAfterPages !== null && probe.pages >= probe.failAfterPages) {
          probe.failAfterPages = null;
          throw new ConnectorError('unreachable', 'connection reset');
        }
        const page = await connector.listOrders(period, cursor);
        probe.pages += 1;
        return page;
      },
    };
  };

  beforeAll(async () => {
    sandbox = await startSandbox({
      only: ['wildberries'],
      limits: 'off',
      sizes: { demo: { listings: 30, ordersPerDay: 30 } },
    });
    testApp = await createTestApp({
      env: { WB_API_URL: sandbox.urls.wildberries! },
      connectorFactory: factory,
    });
    ({ client } = await signedInClient(testApp));
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    const violations = sandbox?.contractViolations() ?? [];
    await sandbox?.close();
    expect(violations).toEqual([]);
  });

  /** Every order of the sandbox shop in the sync's period, read in one go. */
  async function expectedOrders(from: Date, to: Date): Promise<string[]> {
    const connector = createWildberriesConnector(
      { token: sandbox.credentials.wildberries.demo.token },
      { baseUrl: sandbox.urls.wildberries!, limiterKey: 'wb-orders-expected', pacing: 'off' },
      { ordersWindowRows: 1_000_000 },
    );
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: readonly Order[]; nextCursor: string | null } =
        await connector.listOrders({ from: from.toISOString(), to: to.toISOString() }, cursor);
      ids.push(...page.items.map((order) => order.externalId));
      cursor = page.nextCursor;
    } while (cursor !== null);
    return ids.sort();
  }

  it('a first sync cut off mid-way resumes at the window edge through a 429: every order once', async () => {
    probe.pages = 0;
    probe.failAfterPages = 3;
    const cabinet = await addCabinet(testApp.app, client, {
      name: 'WB в окнах',
      credentials: {
        marketplace: 'wildberries',
        token: sandbox.credentials.wildberries.demo.token,
      },
    });
    const detail = async () =>
      (await client.get(pathOf(API_PATHS.cabinet, cabinet.id))).json<CabinetDetailResponse>();
    let state = await detail();
    expect(state.runs[0]).toMatchObject({ status: 'failed', ordersDone: expect.any(Number) });
    const storedBefore = state.runs[0]!.ordersDone;
    expect(storedBefore).toBeGreaterThan(0);

    // The statistics API is over its limit when the resumed run asks again.
    const fault = sandbox.faults.inject({
      marketplace: 'wildberries',
      path: '/api/v1/supplier/orders',
      kind: '429',
      retryAfterSeconds: 1,
    });
    await requestSync(testApp.app.cabinets, cabinet.id, 'manual');
    await testApp.app.cabinets.queue.idle();
    state = await detail();
    expect(state.runs.map((run) => run.status)).toEqual(['done', 'failed']);
    expect(sandbox.faults.fired(fault.id)).toBe(1);

    const pass = await testApp.app.db.execute<{ period_from: Date; period_to: Date }>(
      sql`select period_from, period_to from sync_cursors
        where cabinet_id = ${cabinet.id} and stream = 'orders'`,
    );
    const { period_from: from, period_to: to } = pass.rows[0]!;
    const expected = await expectedOrders(new Date(from), new Date(to));
    expect(expected.length).toBeGreaterThan(WINDOW_ROWS * 5);
    const stored = await testApp.app.db.execute<{ external_id: string }>(
      sql`select external_id from orders where cabinet_id = ${cabinet.id} order by external_id`,
    );
    expect(stored.rows.map((row) => row.external_id).sort()).toEqual(expected);
    // Each order was stored by one page only: the two runs' counts add up to the orders.
    expect(storedBefore + state.runs[0]!.ordersDone).toBe(expected.length);
  }, 120_000);
});
