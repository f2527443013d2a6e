// GET /api/cabinets answers from memory (list-cache.ts); what a seller would notice if an
// entry outlived a change: every change shows on the very next GET, whoever made it.
import { API_PATHS } from '@marketpult/shared/api-paths';
import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedOf } from '../../../src/db/change-feed';
import { CabinetListCache } from '../../../src/modules/cabinets/list-cache';
import type { CabinetWithLastRun } from '../../../src/modules/cabinets/repository';
import { ManualClock } from '../../../src/plugins/clock';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { addCabinet, pathOf } from './cabinet-fixtures';
import { FakeMarketplace, fakeListing } from './fake-marketplace';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe(`GET /api/cabinets from memory on ${TEST_DB_KIND}`, () => {
  const clock = new ManualClock();
  const marketplace = new FakeMarketplace();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, connectorFactory: marketplace.factory });
  });
  afterAll(() => testApp.close());

  async function list(client: ApiClient): Promise<Cabinet[]> {
    const response = await client.get(API_PATHS.cabinets);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ cabinets: Cabinet[] }>().cabinets;
  }

  /** A signed-in seller with one synced cabinet, its list read twice (so cached). */
  async function sellerWithCabinet() {
    marketplace.listings = [1, 2].map((index) => fakeListing(index));
    const { client, user } = await signedInClient(testApp);
    const cabinet = await addCabinet(testApp.app, client);
    await list(client);
    expect(await list(client)).toHaveLength(1);
    return { client, user, cabinet };
  }

  it('shows a rename and a delete on the next GET', async () => {
    const { client, cabinet } = await sellerWithCabinet();
    await client.post(pathOf(API_PATHS.cabinetUpdate, cabinet.id), { name: 'Переименован' });
    expect((await list(client))[0]?.name).toBe('Переименован');
    await client.post(pathOf(API_PATHS.cabinetDelete, cabinet.id), {});
    expect(await list(client)).toEqual([]);
  });

  it("shows a sync run's progress, and its end, on the next GET", async () => {
    const { client, cabinet } = await sellerWithCabinet();
    // The newest run is the one started last: not at the same instant as the first sync's.
    clock.advance(60_000);
    const run = await client.post(pathOf(API_PATHS.cabinetSync, cabinet.id), {});
    const runId = run.json<{ run: { id: string } }>().run.id;
    await testApp.app.cabinets.queue.idle();
    expect((await list(client))[0]?.lastRun).toMatchObject({ id: runId, status: 'done' });
    // The sync job's writes, made here straight in the database as a worker process would.
    await testApp.app.db.execute(
      sql`update sync_runs set status = 'running', listings_done = 123 where id = ${runId}`,
    );
    expect((await list(client))[0]?.lastRun).toMatchObject({
      status: 'running',
      listingsDone: 123,
    });
    await testApp.app.db.execute(sql`delete from listings where cabinet_id = ${cabinet.id}`);
    expect((await list(client))[0]?.listingsCount).toBe(0);
  });

  it('derives what follows the clock afresh: a key about to expire', async () => {
    const { client, cabinet } = await sellerWithCabinet();
    const expiresAt = new Date(clock.now().getTime() + 14 * DAY_MS + HOUR_MS);
    await testApp.app.db.execute(
      sql`update cabinets set token_expires_at = ${expiresAt} where id = ${cabinet.id}`,
    );
    expect((await list(client))[0]?.status).toBe('active');
    clock.advance(2 * HOUR_MS);
    expect((await list(client))[0]?.status).toBe('token_expiring');
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    "shows another process's write once this server's feed has heard it",
    async () => {
      const { client, user, cabinet } = await sellerWithCabinet();
      const feed = changeFeedOf(testApp.app.db)!;
      const heard = new Promise<void>((resolve) => {
        const stop = feed.subscribe((topic, accounts) => {
          if (topic === 'cabinets' && accounts !== 'all' && accounts.includes(user.id)) {
            stop();
            resolve();
          }
        });
      });
      const other = new pg.Client({ connectionString: testApp.databaseUrl! });
      await other.connect();
      try {
        await other.query(`update cabinets set name = 'Из другого процесса' where id = $1`, [
          cabinet.id,
        ]);
      } finally {
        await other.end();
      }
      await heard;
      expect((await list(client))[0]?.name).toBe('Из другого процесса');
    },
  );
});

describe('CabinetListCache', () => {
  const rows = (name: string) => [{ cabinet: { name } }] as unknown as CabinetWithLastRun[];

  it('keeps a load, until a change of that account', async () => {
    const cache = new CabinetListCache(() => true);
    let loads = 0;
    const load = async () => rows(`v${++loads}`);
    expect(await cache.rows('a', load)).toEqual(rows('v1'));
    expect(await cache.rows('a', load)).toEqual(rows('v1'));
    cache.changed('b');
    expect(await cache.rows('a', load)).toEqual(rows('v1'));
    cache.changed('a');
    expect(await cache.rows('a', load)).toEqual(rows('v2'));
    cache.changed('all');
    expect(await cache.rows('a', load)).toEqual(rows('v3'));
  });

  it('does not keep a load that overlapped a change, and shares one load among waiters', async () => {
    const cache = new CabinetListCache(() => true);
    let loads = 0;
    let finish: () => void = () => undefined;
    const slow = () => {
      loads += 1;
      return new Promise<CabinetWithLastRun[]>((resolve) => {
        finish = () => resolve(rows('old'));
      });
    };
    const first = cache.rows('a', slow);
    const second = cache.rows('a', slow);
    expect(loads).toBe(1);
    cache.changed('a');
    finish();
    expect(await first).toEqual(rows('old'));
    expect(await second).toEqual(rows('old'));
    expect(await cache.rows('a', async () => rows('new'))).toEqual(rows('new'));
  });

  it('keeps nothing while the feed is not listening, and nothing past its TTL', async () => {
    let live = false;
    const cache = new CabinetListCache(() => live, 1_000);
    await cache.rows('a', async () => rows('x'), 0);
    expect(cache.size).toBe(0);
    live = true;
    await cache.rows('a', async () => rows('x'), 0);
    expect(await cache.rows('a', async () => rows('y'), 999)).toEqual(rows('x'));
    expect(await cache.rows('a', async () => rows('z'), 1_000)).toEqual(rows('z'));
  });
});
