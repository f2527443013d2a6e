import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinets } from '../../../src/db/schema';
import { seedDemoCabinets } from '../../../src/modules/cabinets/demo-cabinets';
import { listCabinets } from '../../../src/modules/cabinets/service';
import { DEMO_ACCOUNT, seedDemoAccount } from '../../../src/modules/users/demo';
import { findUserByEmail } from '../../../src/modules/users/repository';
import { TEST_SECRETS, createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';

describe(`the demo account's sandbox cabinets on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The embedded sandbox, with the marketplaces' limits, as `npm start` runs it.
    testApp = await createTestApp({ env: { SANDBOX: '1' } });
    await testApp.app.ready();
    await seedDemoAccount(testApp.app.db, TEST_SECRETS.pepper, new Date());
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('adds one cabinet per marketplace once, each synced in full from the sandbox', async () => {
    const { app } = testApp;
    expect(Object.keys(app.sandbox?.urls ?? {}).sort()).toEqual(['ozon', 'wildberries', 'yandex']);
    expect(await seedDemoCabinets(app)).toHaveLength(3);
    // A restart seeds again: nothing more.
    expect(await seedDemoCabinets(app)).toEqual([]);
    const user = await findUserByEmail(app.db, DEMO_ACCOUNT.email);
    const rows = await app.db.select().from(cabinets).where(eq(cabinets.userId, user!.id));
    expect(rows.map((row) => row.marketplace).sort()).toEqual(['ozon', 'wildberries', 'yandex']);
    // The key is stored encrypted, as a seller's.
    expect(JSON.stringify(rows)).not.toContain('0d6f1c2e-5b7a-4c3d-9e8f-a1b2c3d4e501');

    await app.cabinets.queue.idle();
    const views = await listCabinets(app.cabinets, user!.id);
    for (const view of views) {
      expect(view, view.marketplace).toMatchObject({
        sandbox: true,
        status: 'active',
        listingsCount: 1_000,
        lastRun: { kind: 'full', status: 'done' },
      });
      expect(view.ordersCount, view.marketplace).toBeGreaterThan(0);
    }

    // Partly the same goods on the three marketplaces: half the demo goods are one product with
    // a listing on each (four in ten by article, one in ten by barcode), as a real seller's.
    const linked = await app.db.execute<{ products: number; by_barcode: number }>(sql`
      with mine as (
        select l.* from listings l join cabinets c on c.id = l.cabinet_id
        where c.user_id = ${user!.id}
      ), three as (
        select product_id from mine where product_id is not null
        group by product_id having count(distinct cabinet_id) = 3
      )
      select (select count(*) from three)::int as products,
        (select count(distinct product_id) from mine
          where link_source = 'barcode' and product_id in (select product_id from three))::int
          as by_barcode`);
    expect(linked.rows[0]).toEqual({ products: 500, by_barcode: 100 });
  }, 180_000);
});
