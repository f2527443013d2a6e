import { API_PATHS } from '@marketpult/shared/api-paths';
import type {
  Cabinet,
  CabinetDetailResponse,
  CabinetListResponse,
} from '@marketpult/shared/contracts/cabinets';
import { ConnectorError } from '@marketpult/marketplaces';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../../src/app';
import { syncRuns } from '../../../src/db/schema';
import { requestDueSyncs, requestSync } from '../../../src/modules/cabinets/sync/request-sync';
import {
  ANALYZE_AFTER_LISTINGS,
  ORDERS_OVERLAP_MS,
  runSync,
} from '../../../src/modules/cabinets/sync/run-sync';
import { ManualClock } from '../../../src/plugins/clock';
import type { ApiClient } from '../../helpers/api-client';
import { captureLogs } from '../../helpers/log-capture';
import { signIn, signedInClient, type TestUser } from '../../helpers/sign-in';
import { TEST_SECRETS, createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { addCabinet, countRows, pathOf } from './cabinet-fixtures';
import { FakeMarketplace, GOOD_KEY, fakeListing, fakeOrder } from './fake-marketplace';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe(`cabinet sync on ${TEST_DB_KIND}`, () => {
  // 09:00 UTC is 12:00 in Moscow: the same calendar day either way.
  const clock = new ManualClock(Date.UTC(2026, 0, 15, 9, 0, 0));
  const marketplace = new FakeMarketplace();
  const logs = captureLogs('info');
  let testApp: TestApp;
  let client: ApiClient;
  let user: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp({
      clock,
      logger: logs.logger,
      connectorFactory: marketplace.factory,
    });
  });
  afterAll(async () => {
    await testApp.close();
    // Failed runs are warnings; the only error is the stand-in for a crash (pino's 50).
    const errors = logs.records().filter((record) => Number(record.level) >= 50);
    expect(errors.map((record) => (record.err as { message?: string }).message)).toEqual([
      'killed',
    ]);
  });
  beforeEach(async () => {
    marketplace.reset();
    // A fresh account per test: each adds the same shop.
    ({ client, user } = await signedInClient(testApp));
  });

  const ordersAround = (now: Date, count: number, offset = 0) =>
    Array.from({ length: count }, (_, index) =>
      fakeOrder(offset + index, new Date(now.getTime() - (index + 1) * HOUR_MS)),
    );

  const detail = async (id: string) =>
    (await client.get(pathOf(API_PATHS.cabinet, id))).json<CabinetDetailResponse>();

  const externalIds = async (table: 'listings' | 'orders', cabinetId: string) =>
    (
      await testApp.app.db.execute<{ external_id: string }>(
        sql.raw(
          `select external_id from ${table} where cabinet_id = '${cabinetId}' order by external_id`,
        ),
      )
    ).rows.map((row) => row.external_id);

  const sorted = (ids: string[]) => [...ids].sort();

  /** One order as stored: what the catalog's order charts read. */
  const storedOrder = async (cabinetId: string, externalId: string) =>
    (
      await testApp.app.db.execute<{
        created_ms: string;
        status: string;
        items: unknown;
        total: string;
      }>(sql`
        select (extract(epoch from created_at) * 1000)::bigint::text as created_ms, status, items, total::text as total
        from orders where cabinet_id = ${cabinetId} and external_id = ${externalId}`)
    ).rows[0];

  /**
   * The counts the list and the detail show equal `expected` and the rows stored: the list reads
   * them from the cabinet's own columns, not by counting.
   */
  const expectCounts = async (
    cabinetId: string,
    expected: { listings: number; orders: number },
    owner: ApiClient = client,
  ) => {
    const list = (await owner.get(API_PATHS.cabinets)).json<CabinetListResponse>();
    const listed = list.cabinets.find((cabinet) => cabinet.id === cabinetId);
    const shown = (
      await owner.get(pathOf(API_PATHS.cabinet, cabinetId))
    ).json<CabinetDetailResponse>().cabinet;
    expect({
      listed: { listings: listed?.listingsCount, orders: listed?.ordersCount },
      shown: { listings: shown.listingsCount, orders: shown.ordersCount },
      stored: {
        listings: await countRows(testApp.app, 'listings', cabinetId),
        orders: await countRows(testApp.app, 'orders', cabinetId),
      },
    }).toEqual({ listed: expected, shown: expected, stored: expected });
  };

  it('stores every page: listings with stocks and a snapshot, orders of the last 90 days', async () => {
    marketplace.listings = Array.from({ length: 25 }, (_, index) => fakeListing(index));
    const now = clock.now();
    const old = fakeOrder(999, new Date(now.getTime() - 91 * DAY_MS));
    marketplace.orders = [...ordersAround(now, 15), old];
    const cabinet = await addCabinet(testApp.app, client);

    const { cabinet: view, runs } = await detail(cabinet.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      kind: 'full',
      status: 'done',
      listingsDone: 25,
      listingsTotal: 25,
      ordersDone: 15,
      error: null,
    });
    expect(view).toMatchObject({ listingsCount: 25, ordersCount: 15, status: 'active' });
    await expectCounts(cabinet.id, { listings: 25, orders: 15 });
    expect(marketplace.listingCursors).toEqual([null, '10', '20']);
    expect(marketplace.orderRequests[0]).toEqual({
      from: new Date(now.getTime() - 90 * DAY_MS).toISOString(),
      to: now.toISOString(),
      cursor: null,
    });
    expect(await countRows(testApp.app, 'listing_stocks', cabinet.id)).toBe(50);
    const snapshots = await testApp.app.db.execute<{ day: string; n: number }>(sql`
      select s.day::text as day, count(*)::int as n from listing_snapshots s
      join listings l on l.id = s.listing_id where l.cabinet_id = ${cabinet.id} group by s.day`);
    expect(snapshots.rows).toEqual([{ day: '2026-01-15', n: 25 }]);
    const [listing, noBuyerPrice] = (
      await testApp.app.db.execute<{
        price: string;
        barcodes: string[];
        brand: string | null;
        buyer_price: string | null;
        reported_fees: unknown;
      }>(
        sql`select price::text as price, barcodes, brand, buyer_price::text as buyer_price,
            reported_fees
          from listings where cabinet_id = ${cabinet.id} and external_id in ('P3', 'P4')
          order by external_id`,
      )
    ).rows;
    expect(listing).toEqual({
      price: '103.01',
      barcodes: ['4600000000003'],
      brand: 'Гжель',
      buyer_price: '93.00',
      reported_fees: {
        marketplace: 'ozon',
        scheme: 'fbs',
        price: 103,
        acquiring: 2,
        commissions: { sales_percent_fbs: 16 },
      },
    });
    expect(noBuyerPrice).toMatchObject({ buyer_price: null, reported_fees: null });
    expect(await storedOrder(cabinet.id, 'O2')).toEqual({
      created_ms: String(now.getTime() - 3 * HOUR_MS),
      status: 'delivering',
      items: [{ offerId: 'ART-2', name: 'Товар 2', quantity: 2, price: 150.5 }],
      total: '301.00',
    });
  });

  it('stores a page of any size: 10,000 orders in one page, as Wildberries answers 90 days', async () => {
    // The page goes in as several statements (ROWS_PER_STATEMENT rows each) of one transaction.
    const pageSize = marketplace.pageSize;
    marketplace.pageSize = 10_000;
    onTestFinished(() => {
      marketplace.pageSize = pageSize;
    });
    marketplace.listings = Array.from({ length: 1_200 }, (_, index) => fakeListing(index));
    marketplace.orders = ordersAround(clock.now(), 10_000).map((order, index) => ({
      ...order,
      createdAt: new Date(clock.now().getTime() - 1000 * (index + 1)).toISOString(),
    }));
    const cabinet = await addCabinet(testApp.app, client);

    const { runs } = await detail(cabinet.id);
    expect(runs[0]).toMatchObject({ status: 'done', listingsDone: 1_200, ordersDone: 10_000 });
    expect(await countRows(testApp.app, 'orders', cabinet.id)).toBe(10_000);
    expect(await countRows(testApp.app, 'listing_stocks', cabinet.id)).toBe(2_400);
  }, 60_000);

  it('gathers the listings statistics for the linking pass after a large listings stream, also when its orders fail', async () => {
    const pageSize = marketplace.pageSize;
    marketplace.pageSize = 1_000;
    onTestFinished(() => {
      marketplace.pageSize = pageSize;
    });
    const analyses = async () =>
      (
        await testApp.app.db.execute<{ n: number }>(sql`
          select analyze_count::int as n from pg_stat_user_tables where relname = 'listings'`)
      ).rows[0]!.n;
    marketplace.listings = Array.from({ length: ANALYZE_AFTER_LISTINGS }, (_, index) =>
      fakeListing(index),
    );
    marketplace.orders = ordersAround(clock.now(), 5);
    marketplace.failOrdersPage = 1;
    marketplace.failuresLeft = 1;
    const before = await analyses();
    const cabinet = await addCabinet(testApp.app, client);

    const { runs } = await detail(cabinet.id);
    expect(runs[0]).toMatchObject({ status: 'failed', listingsDone: ANALYZE_AFTER_LISTINGS });
    expect(await analyses()).toBe(before + 1);
  }, 60_000);

  it('resumes a failed run from its checkpoint: no page read twice, no row missing or doubled', async () => {
    marketplace.listings = Array.from({ length: 35 }, (_, index) => fakeListing(index));
    marketplace.orders = ordersAround(clock.now(), 25);
    marketplace.failListingsPage = 3;
    marketplace.failuresLeft = 1;
    const cabinet = await addCabinet(testApp.app, client);

    let state = await detail(cabinet.id);
    expect(state.cabinet.status).toBe('error');
    expect(state.runs[0]).toMatchObject({ status: 'failed', listingsDone: 20 });
    expect(state.runs[0]?.error).toContain('не отвечает');
    expect(await externalIds('listings', cabinet.id)).toHaveLength(20);
    // The pages stored before the failure are counted, and only they.
    await expectCounts(cabinet.id, { listings: 20, orders: 0 });

    // Now an orders page fails once too, after the listings are done.
    marketplace.failListingsPage = null;
    marketplace.failOrdersPage = 2;
    marketplace.failuresLeft = 1;
    // Runs are listed by when they started.
    clock.advance(60_000);
    await requestSync(testApp.app.cabinets, cabinet.id, 'manual');
    await testApp.app.cabinets.queue.idle();
    state = await detail(cabinet.id);
    expect(state.runs[0]).toMatchObject({ status: 'failed', listingsDone: 15, ordersDone: 10 });
    await expectCounts(cabinet.id, { listings: 35, orders: 10 });

    clock.advance(60_000);
    await requestSync(testApp.app.cabinets, cabinet.id, 'manual');
    await testApp.app.cabinets.queue.idle();
    state = await detail(cabinet.id);
    expect(state.runs.map((run) => run.status)).toEqual(['done', 'failed', 'failed']);
    expect(state.runs[0]).toMatchObject({ kind: 'full', listingsDone: 0, ordersDone: 15 });
    expect(state.cabinet.status).toBe('active');
    // Page 3 of the listings was asked for again, never pages 1 and 2.
    expect(marketplace.listingCursors).toEqual([null, '10', '20', '20', '30']);
    expect(marketplace.orderRequests.map((request) => request.cursor)).toEqual([
      null,
      '10',
      '10',
      '20',
    ]);
    // The resumed pass kept its period, so the pages line up.
    expect(new Set(marketplace.orderRequests.map((request) => request.from)).size).toBe(1);
    expect(await externalIds('listings', cabinet.id)).toEqual(
      sorted(marketplace.listings.map((listing) => listing.externalId)),
    );
    expect(await externalIds('orders', cabinet.id)).toEqual(
      sorted(marketplace.orders.map((order) => order.externalId)),
    );
    // Pages read again by a resumed run are not counted twice.
    await expectCounts(cabinet.id, { listings: 35, orders: 25 });
  });

  it('resumes a run killed mid-way (left running) from the last stored page', async () => {
    marketplace.listings = Array.from({ length: 30 }, (_, index) => fakeListing(index));
    marketplace.failListingsPage = 2;
    marketplace.failuresLeft = 1;
    // An error no code expects stands in for the process dying after page 1's transaction.
    marketplace.failure = new Error('killed') as ConnectorError;
    try {
      const cabinet = await addCabinet(testApp.app, client);
      const [run] = (await detail(cabinet.id)).runs;
      // As a crash would have left it: still 'running'.
      await testApp.app.db
        .update(syncRuns)
        .set({ status: 'running', finishedAt: null, error: null })
        .where(eq(syncRuns.id, run!.id));
      await expectCounts(cabinet.id, { listings: 10, orders: 0 });
      await runSync(testApp.app.cabinets, run!.id);
      expect(marketplace.listingCursors).toEqual([null, '10', '10', '20']);
      expect(await externalIds('listings', cabinet.id)).toHaveLength(30);
      await expectCounts(cabinet.id, { listings: 30, orders: 0 });
      expect((await detail(cabinet.id)).runs[0]).toMatchObject({ id: run!.id, status: 'done' });
    } finally {
      marketplace.failure = new ConnectorError('unreachable', 'connection reset');
    }
  });

  it('runs later syncs incrementally: new orders since the last sync, listings updated and removed, a snapshot a day', async () => {
    marketplace.listings = Array.from({ length: 12 }, (_, index) => fakeListing(index));
    marketplace.orders = ordersAround(clock.now(), 5);
    const cabinet = await addCabinet(testApp.app, client);
    const firstSync = (await detail(cabinet.id)).cabinet.lastSyncAt!;

    clock.advance(DAY_MS);
    // A day idle ended the session (SESSION_IDLE_MINUTES).
    await signIn(client, user);
    // P0 and P1 are gone from the marketplace; the others changed price; 3 new orders.
    marketplace.listings = Array.from({ length: 10 }, (_, index) => fakeListing(index + 2, 2));
    marketplace.orders = [...marketplace.orders, ...ordersAround(clock.now(), 3, 100)];
    // An order read again has moved on: it is updated in place.
    marketplace.orders[0] = { ...marketplace.orders[0]!, status: 'delivered', total: 150.5 };
    const run = await requestSync(testApp.app.cabinets, cabinet.id, 'schedule');
    expect(run.kind).toBe('incremental');
    await testApp.app.cabinets.queue.idle();

    const { cabinet: view, runs } = await detail(cabinet.id);
    expect(runs[0]).toMatchObject({ kind: 'incremental', trigger: 'schedule', status: 'done' });
    expect(marketplace.orderRequests.at(-1)).toMatchObject({
      from: new Date(new Date(firstSync).getTime() - ORDERS_OVERLAP_MS).toISOString(),
      to: clock.now().toISOString(),
    });
    expect(view).toMatchObject({ listingsCount: 10, ordersCount: 8 });
    // Two listings removed, ten updated in place, three orders added, five read again.
    await expectCounts(cabinet.id, { listings: 10, orders: 8 });
    expect(await externalIds('listings', cabinet.id)).not.toContain('P0');
    expect(await storedOrder(cabinet.id, 'O0')).toMatchObject({
      status: 'delivered',
      total: '150.50',
    });
    const history = await testApp.app.db.execute<{ day: string; price: string }>(sql`
      select s.day::text as day, s.price::text as price from listing_snapshots s
      join listings l on l.id = s.listing_id
      where l.cabinet_id = ${cabinet.id} and l.external_id = 'P5' order by s.day`);
    expect(history.rows).toEqual([
      { day: '2026-01-15', price: '105.01' },
      { day: '2026-01-16', price: '105.02' },
    ]);

    // A second run the same day rewrites that day's snapshot, no new row.
    marketplace.listings = Array.from({ length: 10 }, (_, index) => fakeListing(index + 2, 3));
    await requestSync(testApp.app.cabinets, cabinet.id, 'manual');
    await testApp.app.cabinets.queue.idle();
    expect(await countRows(testApp.app, 'listing_snapshots', cabinet.id)).toBe(20);
    await expectCounts(cabinet.id, { listings: 10, orders: 8 });
  });

  it("computes a linked product's margin again when a sync brings only other fees of its card", async () => {
    const withCommission = (percent: number) => ({
      ...fakeListing(0),
      reportedFees: {
        marketplace: 'ozon' as const,
        scheme: 'fbs' as const,
        price: 100,
        acquiring: 2,
        commissions: { sales_percent_fbs: percent },
      },
    });
    marketplace.listings = [withCommission(10), fakeListing(1)];
    const cabinet = await addCabinet(testApp.app, client);
    const db = testApp.app.db;
    const marginOfProduct = async () =>
      (
        await db.execute<{ id: string; margin: string | null }>(sql`
          select id, margin_percent::text as margin from products
          where user_id = ${user.id} and article = 'ART-0'`)
      ).rows[0]!;
    const { id: productId } = await marginOfProduct();
    const costs = await client.post(pathOf(API_PATHS.catalogProductCosts, productId), {
      costPrice: 20,
      rrp: null,
      minPrice: null,
    });
    expect(costs.statusCode, costs.body).toBe(200);
    const before = Number((await marginOfProduct()).margin);

    // The same price and stock; Ozon now takes 30 % instead of 10 %.
    marketplace.listings = [withCommission(30), fakeListing(1)];
    await requestSync(testApp.app.cabinets, cabinet.id, 'manual');
    await testApp.app.cabinets.queue.idle();

    const after = Number((await marginOfProduct()).margin);
    // 20 % of the 100.01 ₽ price more in commission: 20 points of margin less.
    expect(before - after).toBeCloseTo(20, 0);
    const flagged = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from listings where cabinet_id = ${cabinet.id} and fees_moved`);
    expect(flagged.rows[0]!.n).toBe(0);
  });

  it('marks the cabinet when the marketplace refuses the key during a sync', async () => {
    marketplace.listings = [fakeListing(1)];
    marketplace.failListingsPage = 1;
    marketplace.failuresLeft = 1;
    marketplace.failure = new ConnectorError('unauthorized', 'HTTP 401');
    try {
      const cabinet = await addCabinet(testApp.app, client);
      const { cabinet: view, runs } = await detail(cabinet.id);
      expect(view.status).toBe('bad_credentials');
      expect(runs[0]?.error).toContain('не принял ключ');
    } finally {
      marketplace.failure = new ConnectorError('unreachable', 'connection reset');
    }
  });

  it('deleting a cabinet removes its listings, stocks, history, orders, runs and checkpoints', async () => {
    marketplace.listings = Array.from({ length: 5 }, (_, index) => fakeListing(index));
    marketplace.orders = ordersAround(clock.now(), 4);
    const cabinet: Cabinet = await addCabinet(testApp.app, client);
    // Another account's cabinet of the same shop, untouched by the deletion.
    const { client: other } = await signedInClient(testApp);
    const kept = await addCabinet(testApp.app, other);
    const tables = [
      'listings',
      'listing_stocks',
      'listing_snapshots',
      'orders',
      'sync_runs',
      'sync_cursors',
    ];
    for (const table of tables)
      expect(await countRows(testApp.app, table, cabinet.id)).toBeGreaterThan(0);
    const response = await client.post(pathOf(API_PATHS.cabinetDelete, cabinet.id), {});
    expect(response.statusCode).toBe(200);
    for (const table of tables) expect(await countRows(testApp.app, table, cabinet.id)).toBe(0);
    await expectCounts(kept.id, { listings: 5, orders: 4 }, other);
    // A shop added again after its deletion starts from its own rows, not the old counts.
    const again = await addCabinet(testApp.app, client);
    await expectCounts(again.id, { listings: 5, orders: 4 });
  });

  it('queues scheduled runs only for enabled cabinets with no run within the interval', async () => {
    const cabinet = await addCabinet(testApp.app, client);
    const { client: other } = await signedInClient(testApp);
    const disabled = await addCabinet(testApp.app, other);
    await other.post(pathOf(API_PATHS.cabinetUpdate, disabled.id), { enabled: false });
    const deps = testApp.app.cabinets;
    // Everyone else's cabinets from the tests above are due too; count this one's runs.
    const runsOf = async (id: string) => (await detail(id)).runs.length;
    await requestDueSyncs(deps, 60);
    await deps.queue.idle();
    expect(await runsOf(cabinet.id)).toBe(1);
    clock.advance(61 * 60_000);
    await signIn(client, user);
    await requestDueSyncs(deps, 60);
    await deps.queue.idle();
    const { runs } = await detail(cabinet.id);
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', kind: 'incremental', status: 'done' });
    const disabledRuns = await testApp.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sync_runs where cabinet_id = ${disabled.id}`,
    );
    expect(Number(disabledRuns.rows[0]?.n)).toBe(1);
  });

  it('ends a run quietly when its cabinet is deleted mid-way', async () => {
    marketplace.listings = Array.from({ length: 30 }, (_, index) => fakeListing(index));
    let reachedPage2!: () => void;
    const atPage2 = new Promise<void>((resolve) => (reachedPage2 = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    marketplace.beforeListingsPage = async (cursor) => {
      if (cursor !== '10') return;
      reachedPage2();
      await released;
    };
    const response = await client.post(API_PATHS.cabinets, {
      name: 'Удаляемый',
      credentials: { marketplace: 'ozon', clientId: '1001', apiKey: GOOD_KEY },
    });
    const { id } = response.json<{ cabinet: Cabinet }>().cabinet;
    // The queued job runs here (no workers in tests) while the test goes on.
    const running = testApp.app.cabinets.queue.idle();
    await atPage2;
    // Page 2 is read while page 1 is stored: page 1 lands meanwhile.
    await expect.poll(() => countRows(testApp.app, 'listings', id)).toBe(10);
    await client.post(pathOf(API_PATHS.cabinetDelete, id), {});
    release();
    await running;
    for (const table of ['listings', 'sync_runs', 'sync_cursors']) {
      expect(await countRows(testApp.app, table, id)).toBe(0);
    }
  });

  it('keeps one run at a time: parallel sync calls all get the run in progress', async () => {
    marketplace.listings = Array.from({ length: 5 }, (_, index) => fakeListing(index));
    const cabinet = await addCabinet(testApp.app, client);
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    marketplace.beforeListingsPage = async () => {
      holding();
      await released;
    };
    const calls = await Promise.all(
      Array.from({ length: 5 }, () => client.post(pathOf(API_PATHS.cabinetSync, cabinet.id), {})),
    );
    const running = testApp.app.cabinets.queue.idle();
    await held;
    const ids = new Set(calls.map((call) => call.json<{ run: { id: string } }>().run.id));
    expect(ids.size).toBe(1);
    release();
    await running;
    expect((await detail(cabinet.id)).runs.map((run) => run.status)).toEqual(['done', 'done']);
  });

  it('adds a shop once when two requests race', async () => {
    const body = {
      name: 'Гонка',
      credentials: { marketplace: 'ozon', clientId: '1001', apiKey: GOOD_KEY },
    };
    const answers = await Promise.all([
      client.post(API_PATHS.cabinets, body),
      client.post(API_PATHS.cabinets, body),
      client.post(API_PATHS.cabinets, body),
    ]);
    await testApp.app.cabinets.queue.idle();
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(
      (await client.get(API_PATHS.cabinets)).json<{ cabinets: unknown[] }>().cabinets,
    ).toHaveLength(1);
  });

  it('resumes after a restart a run a stop left running: its job is kept in the database', async () => {
    marketplace.listings = Array.from({ length: 15 }, (_, index) => fakeListing(index));
    const cabinet = await addCabinet(testApp.app, client);
    // Queued with its job, then left 'running' as a process stopped mid-way would leave it.
    const run = await requestSync(testApp.app.cabinets, cabinet.id, 'manual');
    await testApp.app.db.update(syncRuns).set({ status: 'running' }).where(eq(syncRuns.id, run.id));
    // A second process on the same database, as after a restart.
    const restarted = await buildApp({
      config: testApp.config,
      secrets: TEST_SECRETS,
      db: testApp.database.db,
      clock,
      logger: logs.logger,
      connectorFactory: marketplace.factory,
    });
    try {
      await restarted.ready();
      await restarted.cabinets.queue.idle();
    } finally {
      await restarted.close();
    }
    const { runs } = await detail(cabinet.id);
    expect(runs.find((candidate) => candidate.id === run.id)?.status).toBe('done');
    expect(runs.every((candidate) => candidate.status === 'done')).toBe(true);
  });
});
