import { API_PATHS } from '@marketpult/shared/api-paths';
import type { Cabinet, CabinetListResponse } from '@marketpult/shared/contracts/cabinets';
import { createConnector, type Connector } from '@marketpult/marketplaces';
import { SANDBOX_CREDENTIALS, startSandbox, type Sandbox } from '@marketpult/sandbox';
import { and, eq, sql } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { listings, orders, syncCursors } from '../../src/db/schema';
import { DEMO_ACCOUNT } from '../../src/modules/users/demo';
import { freePort, killLeftOver, runTs, type RunningProcess } from '../helpers/child-process';
import { HttpClient } from '../helpers/http-client';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { TEST_DB_KIND, createScratchPostgres, type ScratchPostgres } from '../helpers/test-db';

/**
 * Big enough that a kill lands mid-listings (Ozon pages hold 100), small enough for a loaded
 * 2-core machine: PGlite stores about 250 listings a second there.
 */
const SHOP_LISTINGS = 12_000;
/** The kill comes once this many are stored: a run well past its first checkpoints. */
const KILL_AT_LISTINGS = 2_000;
const START_TIMEOUT_MS = 60_000;
const SYNC_TIMEOUT_MS = 120_000;
const URL_LINE = /МаркетПульт: http:\/\/localhost:(\d+)/;
/**
 * On PostgreSQL the killed process's job is taken over once its heartbeat is missed and a
 * supervisor notices (PGlite releases it at start-up): both kept short here.
 */
const POSTGRES_JOB_TIMING = {
  SYNC_HEARTBEAT_SECONDS: '10',
  SYNC_RETRY_SECONDS: '1',
  JOB_SUPERVISE_SECONDS: '1',
};

async function waitUntil(
  what: string,
  timeoutMs: number,
  check: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function allPages<T>(
  read: (cursor: string | null) => Promise<{ items: readonly T[]; nextCursor: string | null }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return items;
}

describe(`a server killed with SIGKILL during a cabinet's first sync, on ${TEST_DB_KIND}`, () => {
  let dataDir: string;
  let scratch: ScratchPostgres | undefined;
  let sandbox: Sandbox;
  const running: RunningProcess[] = [];

  beforeAll(async () => {
    dataDir = join(scratchDir('sync-crash'), 'data');
    if (TEST_DB_KIND === 'postgres') scratch = await createScratchPostgres();
    sandbox = await startSandbox({
      only: ['ozon'],
      limits: 'off',
      sizes: { demo: { listings: SHOP_LISTINGS } },
    });
  }, START_TIMEOUT_MS);
  afterEach(() => killLeftOver(running));
  afterAll(async () => {
    await sandbox?.close();
    await scratch?.drop();
    removeScratchDirs();
  });

  async function start(): Promise<{ server: RunningProcess; client: HttpClient; url: string }> {
    const port = await freePort();
    const server = runTs('src/server.ts', [], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The demo account to sign in with; its sandbox cabinets stay off with the sandbox.
      SEED_DEMO: '1',
      SANDBOX: '0',
      OZON_API_URL: sandbox.urls.ozon!,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, '..', 'no-web-build'),
      ...(scratch ? { DATABASE_URL: scratch.url, ...POSTGRES_JOB_TIMING } : {}),
    });
    running.push(server);
    await server.waitFor(URL_LINE, START_TIMEOUT_MS);
    const url = `http://127.0.0.1:${port}`;
    const client = await new HttpClient(url).signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    return { server, client, url };
  }

  async function cabinetOf(client: HttpClient, url: string): Promise<Cabinet | undefined> {
    const response = await fetch(`${url}${API_PATHS.cabinets}`, {
      headers: { cookie: client.cookieHeader() },
    });
    const body = (await response.json()) as CabinetListResponse;
    return body.cabinets[0];
  }

  function openSameDatabase(): Promise<DatabaseHandle> {
    return openDatabase(
      scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir },
    );
  }

  /** The counts kept on the cabinet's row beside count(*) of its rows. */
  async function storedCounts(cabinetId: string) {
    const database = await openSameDatabase();
    try {
      const result = await database.db.execute<Record<string, number>>(sql`
        select c.listings_count as "listingsKept", c.orders_count as "ordersKept",
          (select count(*)::int from listings l where l.cabinet_id = c.id) as "listingsStored",
          (select count(*)::int from orders o where o.cabinet_id = c.id) as "ordersStored"
        from cabinets c where c.id = ${cabinetId}`);
      return result.rows[0];
    } finally {
      await database.close();
    }
  }

  function shopConnector(): Connector {
    return createConnector('ozon', SANDBOX_CREDENTIALS.ozon.demo, {
      limiterKey: 'crash-test',
      baseUrl: sandbox.urls.ozon!,
    });
  }

  it('finishes the sync after a restart with every listing and order once', async () => {
    const first = await start();
    const added = await first.client.post(API_PATHS.cabinets, {
      name: 'Большой магазин',
      credentials: { marketplace: 'ozon', ...SANDBOX_CREDENTIALS.ozon.demo },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    let listingsAtKill = 0;
    let cabinetId = '';
    await waitUntil(`${KILL_AT_LISTINGS} listings stored`, SYNC_TIMEOUT_MS, async () => {
      const cabinet = await cabinetOf(first.client, first.url);
      cabinetId = cabinet?.id ?? '';
      listingsAtKill = cabinet?.listingsCount ?? 0;
      return listingsAtKill >= KILL_AT_LISTINGS;
    });
    first.server.child.kill('SIGKILL');
    expect(await first.server.exited).toBe('SIGKILL');
    // Mid-listings: some pages stored, not all.
    expect(listingsAtKill).toBeGreaterThanOrEqual(KILL_AT_LISTINGS);
    expect(listingsAtKill).toBeLessThan(SHOP_LISTINGS);
    // The kept counts died with the pages' transactions: equal to the rows the kill left.
    const atKill = await storedCounts(cabinetId);
    expect(atKill?.listingsKept).toBe(atKill?.listingsStored);
    expect(atKill?.ordersKept).toBe(atKill?.ordersStored);

    const second = await start();
    let finished: Cabinet | undefined;
    await waitUntil('the resumed sync to end', SYNC_TIMEOUT_MS, async () => {
      finished = await cabinetOf(second.client, second.url);
      return finished?.lastSyncAt !== null && finished?.lastRun?.status === 'done';
    });
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
    expect(finished).toMatchObject({ status: 'active', listingsCount: SHOP_LISTINGS });

    expect(await storedCounts(cabinetId)).toEqual({
      listingsKept: SHOP_LISTINGS,
      listingsStored: SHOP_LISTINGS,
      ordersKept: finished!.ordersCount,
      ordersStored: finished!.ordersCount,
    });

    const database = await openSameDatabase();
    try {
      const stored = await database.db
        .select({ externalId: listings.externalId })
        .from(listings)
        .where(eq(listings.cabinetId, cabinetId));
      const storedOrders = await database.db
        .select({ externalId: orders.externalId })
        .from(orders)
        .where(eq(orders.cabinetId, cabinetId));
      const [period] = await database.db
        .select({ from: syncCursors.periodFrom, to: syncCursors.periodTo })
        .from(syncCursors)
        .where(and(eq(syncCursors.cabinetId, cabinetId), eq(syncCursors.stream, 'orders')));
      const runs = await database.db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from sync_runs where cabinet_id = ${cabinetId} group by status`,
      );

      // What the marketplace holds, read straight from it over the run's own period.
      const connector = shopConnector();
      const shopListings = await allPages((cursor) => connector.listListings(cursor));
      const shopOrders = await allPages((cursor) =>
        connector.listOrders(
          { from: period!.from!.toISOString(), to: period!.to!.toISOString() },
          cursor,
        ),
      );
      const ids = (rows: readonly { externalId: string }[]) =>
        rows.map((row) => row.externalId).sort();

      expect(stored).toHaveLength(SHOP_LISTINGS);
      expect(new Set(ids(stored)).size).toBe(SHOP_LISTINGS);
      expect(ids(stored)).toEqual(ids(shopListings));
      expect(storedOrders.length).toBeGreaterThan(0);
      expect(new Set(ids(storedOrders)).size).toBe(storedOrders.length);
      expect(ids(storedOrders)).toEqual(ids(shopOrders));
      // One run, resumed, not a second one started over.
      expect(runs.rows.map((row) => ({ status: row.status, n: Number(row.n) }))).toEqual([
        { status: 'done', n: 1 },
      ]);
      console.log(
        `cabinet sync crash on ${TEST_DB_KIND}: killed at ${listingsAtKill} of ` +
          `${SHOP_LISTINGS} listings; after restart ${stored.length} listings, ` +
          `${storedOrders.length} orders, each once`,
      );
    } finally {
      await database.close();
    }
  }, 240_000);
});
