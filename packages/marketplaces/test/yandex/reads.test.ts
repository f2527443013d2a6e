import { SANDBOX_CREDENTIALS, startSandbox } from '@marketpult/sandbox';
import { yandexListingFees } from '@marketpult/shared/economics/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/core/connector';
import { createYandexConnector } from '../../src/yandex/connector';
import { duplicates, readAll } from '../support/collect';
import { closeCheckingContract } from '../support/sandbox-contract';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
const SHOP_SIZE = 230;
const demo = SANDBOX_CREDENTIALS.yandex.demo;

beforeAll(async () => {
  sandbox = await startSandbox({
    only: ['yandex'],
    limits: 'off',
    // A few orders a day: the orders method allows 10 000 calls an hour, which the connector
    // paces at about 2.5 a second once its burst of 20 is spent.
    sizes: { demo: { listings: SHOP_SIZE, ordersPerDay: 12 } },
  });
});

afterAll(() => closeCheckingContract(sandbox));

function connector(
  campaignId: number = demo.campaignIds[0],
  options: Parameters<typeof createYandexConnector>[2] = {},
) {
  return createYandexConnector(
    { apiKey: demo.apiKey },
    {
      baseUrl: sandbox.urls.yandex,
      limiterKey: `ym-reads-${campaignId}`,
      shopExternalId: String(campaignId),
    },
    options,
  );
}

describe('Yandex Market connector against the sandbox: reads', () => {
  it('lists the campaigns as shops, each with its business', async () => {
    const check = await connector().checkCredentials();
    expect(check.shops.map((shop) => shop.externalId).sort()).toEqual(
      demo.campaignIds.map(String).sort(),
    );
    expect(check.shops.every((shop) => shop.businessId === String(demo.businessId))).toBe(true);
    expect(check.missingScopes).toEqual([]);
  });

  it('pages offer mappings by page_token to the end: every offer once, the whole shop', async () => {
    const { items, pages } = await readAll((cursor) =>
      connector(demo.campaignIds[0], { listingsPageSize: 47 }).listListings(cursor),
    );
    expect(pages).toBeGreaterThan(1);
    expect(items).toHaveLength(SHOP_SIZE);
    expect(duplicates(items.map((item) => item.offerId))).toEqual([]);
    const sample = items[0]!;
    // The offer's vendor is the listing's brand (the sandbox ends the name with it too).
    expect(sample.brand).toBeTruthy();
    expect(sample.name.endsWith(`, ${sample.brand}`)).toBe(true);
    expect(sample.price).toBeGreaterThan(0);
    expect(sample.currency).toBe('RUB');
    expect(sample.stocks.length).toBeGreaterThan(0);
  });

  it("carries each offer's services as Маркет's tariff calculator prices them for the shop's store", async () => {
    const [fbs, fby] = await Promise.all(
      demo.campaignIds.map(async (campaignId) => {
        const { items } = await readAll((cursor) => connector(campaignId).listListings(cursor));
        return items;
      }),
    );
    for (const items of [fbs!, fby!]) {
      expect(items.every((item) => item.reportedFees?.marketplace === 'yandex')).toBe(true);
    }
    const feesOf = (item: Listing) => {
      const reported = item.reportedFees;
      if (reported?.marketplace !== 'yandex') throw new Error('no Маркет fees');
      expect(reported.price).toBe(item.price);
      return yandexListingFees(reported.tariffs, reported.price);
    };
    const commissions = new Set(fbs!.map((item) => feesOf(item).commissionPercent));
    // The placement fee follows the offer's category: the sandbox prices 13 of them apart.
    expect(commissions.size).toBeGreaterThan(5);
    for (const item of fbs!) {
      const fees = feesOf(item);
      expect(fees.commissionPercent).toBeGreaterThanOrEqual(4.5);
      expect(fees.commissionPercent).toBeLessThanOrEqual(17);
      expect(fees.logisticsRub).toBeGreaterThan(0);
      expect(fees.acquiringPercent).toBeCloseTo(1.8, 1);
    }
    // Order processing (SORTING) is a service of an FBS store only.
    const hasSorting = (item: Listing) =>
      item.reportedFees?.marketplace === 'yandex' &&
      item.reportedFees.tariffs.some((tariff) => tariff.type === 'SORTING');
    expect(fbs!.every(hasSorting)).toBe(true);
    expect(fby!.some(hasSorting)).toBe(false);
  });

  it('pages orders by page_token over 32 days (two 30-day windows): the same orders as with big pages, no duplicates', async () => {
    const to = sandbox.clock.now();
    const period = {
      from: new Date(to.getTime() - 32 * 24 * 3600 * 1000).toISOString(),
      to: to.toISOString(),
    };
    const small = await readAll((cursor) =>
      connector(demo.campaignIds[0], { ordersPageSize: 13 }).listOrders(period, cursor),
    );
    const big = await readAll((cursor) => connector().listOrders(period, cursor));
    const ids = small.items.map((order) => order.externalId);
    expect(small.pages).toBeGreaterThan(big.pages);
    expect(ids.length).toBeGreaterThan(0);
    expect(duplicates(ids)).toEqual([]);
    expect(new Set(ids)).toEqual(new Set(big.items.map((order) => order.externalId)));
    for (const order of small.items) {
      const at = Date.parse(order.createdAt);
      expect(at >= Date.parse(period.from) && at < Date.parse(period.to)).toBe(true);
    }
  });
});
