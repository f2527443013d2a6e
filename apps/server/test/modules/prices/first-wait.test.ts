import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/plugins/clock';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { apply, dryRun, getRun, sellerWithSandboxShops, WriteProbe } from './price-fixtures';
import { startPriceSandbox, type PriceSandbox } from './price-sandbox';

/** A clock 100 ms further on at every look: time passes between any two steps of a job. */
class TickingClock implements Clock {
  private current = Date.now();

  now(): Date {
    this.current += 100;
    return new Date(this.current);
  }
}

/**
 * The first read-back wait counts from the marketplace's answer to the last send, not from
 * whenever the job is done with its own bookkeeping after it (reading its 10,000 changes again
 * took ~150 ms of a bulk run): the wait asked for is the delay less the time since the answer.
 */
describe(`the first read-back wait on ${TEST_DB_KIND}`, () => {
  let world: PriceSandbox | undefined;
  const waited: number[] = [];

  beforeAll(async () => {
    world = await startPriceSandbox({
      only: ['ozon'],
      listings: 5,
      applyWritesAfterMs: 3_000,
      connectorFactory: new WriteProbe().factory,
      timing: { readBackDelaysMs: [5_000] },
      clock: new TickingClock(),
      wait: async (ms, sandbox) => {
        waited.push(ms);
        sandbox.clock.advance(ms);
      },
    });
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  it('is the delay less the time since the answer, and the change is still read back', async () => {
    const { sandbox, testApp } = world!;
    const { client, listings } = await sellerWithSandboxShops(testApp, sandbox, ['ozon'] as const);
    waited.length = 0;
    const listing = listings.ozon[0]!;
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: listing.id, price: Math.round(listing.price * 1.05) }],
    });
    await apply(client, plan.run.id);
    await testApp.app.prices.queue.idle();
    expect(waited).toHaveLength(1);
    expect(waited[0]).toBeLessThan(5_000);
    expect(waited[0]).toBeGreaterThan(4_000);
    const [change] = (await getRun(client, plan.run.id)).changes;
    expect(change).toMatchObject({ status: 'applied' });
  });

  it('reads each batch back after its own answer: one wait per batch, each shorter', async () => {
    const { sandbox, testApp } = world!;
    const { client, listings } = await sellerWithSandboxShops(testApp, sandbox, ['ozon'] as const);
    waited.length = 0;
    const listing = listings.ozon[1]!;
    // A price and a stock change go in two batches (prices first), answered apart.
    const warehouseId = listing.stocks.find((stock) => stock.warehouseId !== 'fbo')!.warehouseId;
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [
        {
          listingId: listing.id,
          price: Math.round(listing.price * 1.05),
          stocks: [{ warehouseId, amount: 42 }],
        },
      ],
    });
    await apply(client, plan.run.id);
    await testApp.app.prices.queue.idle();
    // The second batch's wait begins after the first's read-back was asked for, not together.
    expect(waited).toHaveLength(2);
    for (const ms of waited) expect(ms).toBeLessThan(5_000);
    const run = await getRun(client, plan.run.id);
    expect(run.changes.map((change) => change.status)).toEqual(['applied', 'applied']);
  });
});
