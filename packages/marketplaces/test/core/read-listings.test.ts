import { SANDBOX_CREDENTIALS, startSandbox, type Sandbox } from '@marketpult/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Connector, Listing } from '../../src/core/connector';
import { createOzonConnector } from '../../src/ozon/connector';
import { createWildberriesConnector } from '../../src/wildberries/connector';
import { createYandexConnector } from '../../src/yandex/connector';
import { closeCheckingContract } from '../support/sandbox-contract';

/**
 * readListings, the read-back after a write, against the sandbox of each marketplace: it
 * answers the listings asked for with what the marketplace now holds, and leaves out ids it
 * does not know.
 */
let sandbox: Sandbox;
let cabinet = 0;

beforeAll(async () => {
  sandbox = await startSandbox({
    limits: 'off',
    sizes: { demo: { listings: 40 } },
  });
});

afterAll(() => closeCheckingContract(sandbox));

/** The paths of the calls made while `work` runs. */
async function pathsOf(work: () => Promise<unknown>): Promise<string[]> {
  const fetch = vi.spyOn(globalThis, 'fetch');
  try {
    await work();
    return fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);
  } finally {
    fetch.mockRestore();
  }
}

/** What a read of prices alone may call: no stock, no warehouses, no Ozon cards. */
const PRICE_PATHS: Record<'ozon' | 'wildberries' | 'yandex', RegExp> = {
  ozon: /^\/v5\/product\/info\/prices$/,
  wildberries: /^\/api\/v2\/list\/goods\/filter$/,
  yandex: /\/(offer-mappings|offer-prices)$/,
};

function connectorOf(marketplace: 'ozon' | 'wildberries' | 'yandex'): Connector {
  cabinet += 1;
  const limiterKey = `read-back-${cabinet}`;
  if (marketplace === 'ozon') {
    return createOzonConnector(SANDBOX_CREDENTIALS.ozon.demo, {
      baseUrl: sandbox.urls.ozon,
      limiterKey,
    });
  }
  if (marketplace === 'wildberries') {
    return createWildberriesConnector(
      { token: sandbox.credentials.wildberries.demo.token },
      { baseUrl: sandbox.urls.wildberries, limiterKey },
      { priceTaskWatch: { polls: 1, intervalMs: 1 } },
    );
  }
  const demo = SANDBOX_CREDENTIALS.yandex.demo;
  return createYandexConnector(
    { apiKey: demo.apiKey },
    {
      baseUrl: sandbox.urls.yandex,
      limiterKey,
      shopExternalId: String(demo.campaignIds[0]),
      businessId: String(demo.businessId),
    },
  );
}

const refOf = (listing: Listing) => ({
  externalId: listing.externalId,
  offerId: listing.offerId,
  sku: listing.sku,
});

describe.each(['ozon', 'wildberries', 'yandex'] as const)('%s readListings', (marketplace) => {
  it('reads the given listings as the listings stream shows them, unknown ids left out', async () => {
    const connector = connectorOf(marketplace);
    const page = (await connector.listListings(null)).items;
    const chosen = [page[1]!, page[3]!];
    const read = await connector.readListings([
      ...chosen.map(refOf),
      { externalId: '999999999', offerId: 'NO-SUCH-OFFER', sku: null },
    ]);
    expect(read.map((listing) => listing.externalId).sort()).toEqual(
      chosen.map((listing) => listing.externalId).sort(),
    );
    for (const listing of chosen) {
      const again = read.find((row) => row.externalId === listing.externalId)!;
      expect(again.price).toBe(listing.price);
      expect(again.oldPrice).toBe(listing.oldPrice);
      expect(again.stocks.map((stock) => stock.amount)).toEqual(
        listing.stocks.map((stock) => stock.amount),
      );
    }
  });

  it('shows a written price once the marketplace has applied it', async () => {
    const connector = connectorOf(marketplace);
    const listing = (await connector.listListings(null)).items[5]!;
    const price = Math.round((listing.price ?? 1000) * 1.1);
    const [outcome] = await connector.updatePrices([
      { offerId: listing.offerId, externalId: listing.externalId, price, oldPrice: null },
    ]);
    expect(outcome?.status).toBe('accepted');
    // WB applies an upload task a while later on the marketplace's clock.
    sandbox.clock.advance(5_000);
    const [read] = await connector.readListings([refOf(listing)]);
    expect(read?.price).toBe(price);
  });

  it('reads prices alone in fewer calls when asked: the same prices, no stock', async () => {
    const connector = connectorOf(marketplace);
    const page = (await connector.listListings(null)).items.slice(0, 25);
    const whole = await pathsOf(() => connector.readListings(page.map(refOf)));
    let read: readonly Listing[] = [];
    const paths = await pathsOf(async () => {
      read = await connector.readListings(page.map(refOf), { pricesOnly: true });
    });
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !PRICE_PATHS[marketplace].test(path))).toEqual([]);
    expect(paths.length).toBeLessThan(whole.length);
    expect(read).toHaveLength(page.length);
    for (const listing of page) {
      const again = read.find((row) => row.externalId === listing.externalId)!;
      expect([again.price, again.oldPrice, again.stocks]).toEqual([
        listing.price,
        listing.oldPrice,
        [],
      ]);
    }
  });

  it('reads many listings at once (WB pages through its price list)', async () => {
    const connector = connectorOf(marketplace);
    const page = (await connector.listListings(null)).items.slice(0, 25);
    const read = await connector.readListings(page.map(refOf));
    expect(read).toHaveLength(page.length);
  });
});
