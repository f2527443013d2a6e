import { SANDBOX_CREDENTIALS, startSandbox, type Sandbox } from '@marketpult/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, Listing } from '../src/core/connector';
import { createConnector } from '../src/registry';
import { readAll } from './support/collect';
import { closeCheckingContract } from './support/sandbox-contract';

const LISTINGS = 60;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ limits: 'off', sizes: { demo: { listings: LISTINGS } } });
});

afterAll(() => closeCheckingContract(sandbox));

/** The demo shop of each marketplace, as the demo account connects it. */
function demoConnectors(): Record<'ozon' | 'wildberries' | 'yandex', Connector> {
  const context = (marketplace: 'ozon' | 'wildberries' | 'yandex') => ({
    baseUrl: sandbox.urls[marketplace]!,
    limiterKey: `demo-goods-${marketplace}`,
    pacing: 'off' as const,
  });
  return {
    ozon: createConnector('ozon', SANDBOX_CREDENTIALS.ozon.demo, context('ozon')),
    wildberries: createConnector(
      'wildberries',
      { token: sandbox.credentials.wildberries.demo.token },
      context('wildberries'),
    ),
    yandex: createConnector(
      'yandex',
      { apiKey: SANDBOX_CREDENTIALS.yandex.demo.apiKey },
      {
        ...context('yandex'),
        shopExternalId: String(SANDBOX_CREDENTIALS.yandex.demo.campaignIds[0]),
      },
    ),
  };
}

describe("the demo seller's shops sell partly the same goods", () => {
  it('four in ten under one article on all three, one in ten under one barcode only', async () => {
    const shops = await Promise.all(
      Object.entries(demoConnectors()).map(async ([marketplace, connector]) => {
        const { items } = await readAll<Listing>((cursor) => connector.listListings(cursor));
        expect(items, marketplace).toHaveLength(LISTINGS);
        return items;
      }),
    );
    const [ozon, wb, ym] = shops as [Listing[], Listing[], Listing[]];
    const articles = (listings: Listing[]) => new Set(listings.map((l) => l.offerId));
    const barcodes = (listings: Listing[]) => new Map(listings.map((l) => [l.barcodes[0], l]));

    const onAll = [...articles(ozon)].filter((a) => articles(wb).has(a) && articles(ym).has(a));
    expect(onAll).toHaveLength(LISTINGS * 0.4);
    // The same article is the same good: its name and barcode agree on every marketplace.
    for (const article of onAll) {
      const [o, w, y] = shops.map((listings) => listings.find((l) => l.offerId === article)!);
      expect(w!.barcodes).toEqual(o!.barcodes);
      expect(y!.barcodes).toEqual(o!.barcodes);
      expect(w!.name).toBe(o!.name);
    }

    // Same barcode, an article of the marketplace's own.
    const wbByBarcode = barcodes(wb);
    const ymByBarcode = barcodes(ym);
    const byBarcodeOnly = ozon.filter((listing) => {
      const w = wbByBarcode.get(listing.barcodes[0]);
      const y = ymByBarcode.get(listing.barcodes[0]);
      return w && y && w.offerId !== listing.offerId && y.offerId !== listing.offerId;
    });
    expect(byBarcodeOnly).toHaveLength(LISTINGS * 0.1);
    expect(byBarcodeOnly.map((l) => wbByBarcode.get(l.barcodes[0])!.offerId)).toEqual(
      byBarcodeOnly.map((l) => `WB-${l.offerId}`),
    );

    // The rest are each shop's own: no article or barcode of theirs is on another shop.
    const shared = new Set([...onAll, ...byBarcodeOnly.map((l) => l.offerId)]);
    const own = ozon.filter((l) => !shared.has(l.offerId));
    expect(own).toHaveLength(LISTINGS * 0.5);
    for (const listing of own) {
      expect(articles(wb).has(listing.offerId)).toBe(false);
      expect(wbByBarcode.has(listing.barcodes[0])).toBe(false);
    }
  });

  it('is the same catalogue at every start (deterministic)', async () => {
    const first = await readAll<Listing>((cursor) =>
      demoConnectors().wildberries.listListings(cursor),
    );
    const again = await startSandbox({
      limits: 'off',
      only: ['wildberries'],
      sizes: { demo: { listings: LISTINGS } },
    });
    try {
      const connector = createConnector(
        'wildberries',
        { token: again.credentials.wildberries.demo.token },
        { baseUrl: again.urls.wildberries!, limiterKey: 'demo-goods-again', pacing: 'off' },
      );
      const second = await readAll<Listing>((cursor) => connector.listListings(cursor));
      const view = (listings: readonly Listing[]) =>
        listings.map(({ offerId, name, barcodes, price }) => ({ offerId, name, barcodes, price }));
      expect(view(second.items)).toEqual(view(first.items));
    } finally {
      await closeCheckingContract(again);
    }
  });
});
