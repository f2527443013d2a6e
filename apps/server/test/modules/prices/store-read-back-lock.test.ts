import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockCatalog } from '../../../src/modules/catalog/linking';
import type { PriceChangeRow } from '../../../src/modules/prices/repository';
import { storeReadBacks } from '../../../src/modules/prices/store-read-back';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { sellerWithSandboxShops, type StoredListing, WriteProbe } from './price-fixtures';
import { startPriceSandbox, type PriceSandbox } from './price-sandbox';

/**
 * A read-back's store takes the account's catalog lock shared before any row: it waits for a
 * writer that holds the catalog alone (the linking pass, a cost edit), which updates products
 * in its own order, instead of locking the same products in another order and deadlocking
 * with it. PostgreSQL only: PGlite has one connection, so nothing runs beside anything.
 */
describe.runIf(TEST_DB_KIND === 'postgres')('a read-back store and the catalog lock', () => {
  let world: PriceSandbox | undefined;
  let listing: StoredListing;
  let userId: string;

  beforeAll(async () => {
    world = await startPriceSandbox({
      only: ['ozon'],
      listings: 5,
      applyWritesAfterMs: 0,
      connectorFactory: new WriteProbe().factory,
      timing: { readBackDelaysMs: [1_000] },
    });
    const { listings, cabinets } = await sellerWithSandboxShops(world.testApp, world.sandbox, [
      'ozon',
    ] as const);
    listing = listings.ozon[0]!;
    const { rows } = await world.testApp.app.db.execute<{ user_id: string }>(
      sql`select user_id from cabinets where id = ${cabinets.ozon.id}`,
    );
    userId = rows[0]!.user_id;
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  it('waits for a writer holding the catalog alone, then stores', async () => {
    const db = world!.testApp.app.db;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const writer = db.transaction(async (tx) => {
      await lockCatalog(tx, userId);
      locked();
      await released;
    });
    await holding;

    let stored = false;
    const price = listing.price + 7;
    const change = { id: 'read-back-lock', kind: 'price', listingId: listing.id } as PriceChangeRow;
    const store = storeReadBacks(db, userId, [
      { change, value: { price, oldPrice: null, minPrice: null, amount: null } },
    ]).then(() => (stored = true));

    // The store is seen waiting on the advisory lock (or, without it, has already stored).
    const waitingOnAdvisory = async () =>
      Number(
        (
          await db.execute<{ n: string }>(
            sql`select count(*) as n from pg_locks where locktype = 'advisory' and not granted`,
          )
        ).rows[0]!.n,
      );
    for (let tries = 0; tries < 200 && !stored && (await waitingOnAdvisory()) === 0; tries += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stored).toBe(false);
    expect(await waitingOnAdvisory()).toBe(1);

    release();
    await writer;
    await store;
    const { rows } = await db.execute<{ price: string }>(
      sql`select price from listings where id = ${listing.id}`,
    );
    expect(Number(rows[0]!.price)).toBe(price);
  });
});
