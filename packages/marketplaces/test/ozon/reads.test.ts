import { SANDBOX_CREDENTIALS, startSandbox } from '@marketpult/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOzonConnector } from '../../src/ozon/connector';
import { duplicates, readAll } from '../support/collect';
import { closeCheckingContract } from '../support/sandbox-contract';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ only: ['ozon'], limits: 'off' });
});

afterAll(() => closeCheckingContract(sandbox));

function connector(options: Parameters<typeof createOzonConnector>[2] = {}) {
  return createOzonConnector(
    SANDBOX_CREDENTIALS.ozon.demo,
    { baseUrl: sandbox.urls.ozon, limiterKey: `reads-${Math.random()}` },
    options,
  );
}

/** The sandbox's last 90 days, as an orders sync asks for them. */
function ninetyDays(): { from: string; to: string } {
  const to = sandbox.clock.now();
  const from = new Date(to.getTime() - 90 * 24 * 3600 * 1000);
  return { from: from.toISOString(), to: to.toISOString() };
}

describe('Ozon connector against the sandbox: reads', () => {
  it('pages listings by last_id to the end: every product once, as many as Ozon counts', async () => {
    const { items, pages, total } = await readAll((cursor) =>
      connector({ listingsPageSize: 97 }).listListings(cursor),
    );
    expect(pages).toBeGreaterThan(1);
    expect(items).toHaveLength(total!);
    expect(duplicates(items.map((item) => item.externalId))).toEqual([]);
    const sample = items[0]!;
    expect(sample.offerId).not.toBe('');
    expect(sample.price).toBeGreaterThan(0);
    expect(sample.barcodes.length).toBeGreaterThan(0);
    // Ozon's product list carries no brand: the product takes it from another marketplace.
    expect(sample.brand).toBeNull();
    expect(sample.stocks.length).toBeGreaterThan(0);
    // The storefront price: the seller's, or below it where Ozon co-finances a discount.
    // Ozon's own fees per listing, as /v5 reports them.
    expect(sample.reportedFees).toMatchObject({
      marketplace: 'ozon',
      price: sample.price,
      commissions: { sales_percent_fbs: expect.any(Number) },
    });
    const discounted = items.filter((item) => item.buyerPrice! < item.price!);
    expect(discounted.length).toBeGreaterThan(0);
    expect(items.every((item) => item.buyerPrice! > 0 && item.buyerPrice! <= item.price!)).toBe(
      true,
    );
  });

  it('pages FBS then FBO postings by offset to the end: the same orders as one big page', async () => {
    const period = ninetyDays();
    const small = await readAll((cursor) =>
      connector({ ordersPageSize: 53 }).listOrders(period, cursor),
    );
    const big = await readAll((cursor) =>
      connector({ ordersPageSize: 1000 }).listOrders(period, cursor),
    );
    const ids = small.items.map((order) => order.externalId);
    expect(small.pages).toBeGreaterThan(big.pages);
    expect(ids.length).toBeGreaterThan(0);
    expect(duplicates(ids)).toEqual([]);
    expect(new Set(ids)).toEqual(new Set(big.items.map((order) => order.externalId)));
    for (const order of small.items) {
      const at = Date.parse(order.createdAt);
      expect(at >= Date.parse(period.from) && at < Date.parse(period.to)).toBe(true);
      expect(order.items.length).toBeGreaterThan(0);
    }
  });
});
