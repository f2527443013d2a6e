import { SANDBOX_CREDENTIALS, startSandbox, type Sandbox } from '@marketpult/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../src/core/connector';
import { createYandexConnector } from '../../src/yandex/connector';
import { readAll } from '../support/collect';
import { closeCheckingContract } from '../support/sandbox-contract';

/**
 * Маркет's read-back after a price write: two batches of 100 offers through offer-mappings
 * (their basic price; 100 calls a minute) for each through offer-prices (5,000 offers a
 * minute), so reads keep up with the writes' 10,000 offers a minute. Either way the read
 * shows the price just written.
 */
let sandbox: Sandbox;
let listings: readonly Listing[];
const demo = SANDBOX_CREDENTIALS.yandex.demo;

beforeAll(async () => {
  sandbox = await startSandbox({
    only: ['yandex'],
    limits: 'off',
    sizes: { demo: { listings: 300 } },
  });
  listings = (await readAll((cursor) => connector().listListings(cursor))).items;
});

afterEach(() => vi.restoreAllMocks());

afterAll(() => closeCheckingContract(sandbox));

function connector() {
  return createYandexConnector(
    { apiKey: demo.apiKey },
    {
      baseUrl: sandbox.urls.yandex,
      limiterKey: 'ym-read-back',
      shopExternalId: String(demo.campaignIds[0]),
      businessId: String(demo.businessId),
    },
  );
}

/** The paths of the Маркет calls made while `work` runs. */
async function pathsOf(work: () => Promise<unknown>): Promise<string[]> {
  const fetch = vi.spyOn(globalThis, 'fetch');
  await work();
  return fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);
}

const refOf = (listing: Listing) => ({
  externalId: listing.externalId,
  offerId: listing.offerId,
  sku: listing.sku,
});
const count = (paths: readonly string[], end: string) =>
  paths.filter((path) => path.endsWith(end)).length;

describe('Yandex Market readListings (the read-back)', () => {
  it('reads 300 offers in two mapping calls and one offer-prices call, prices as listed', async () => {
    expect(listings).toHaveLength(300);
    let read: readonly Listing[] = [];
    const paths = await pathsOf(async () => {
      read = await connector().readListings(listings.map(refOf));
    });
    expect(count(paths, '/offer-mappings')).toBe(2);
    expect(count(paths, '/offer-prices')).toBe(1);
    expect(read).toHaveLength(300);
    const byId = new Map(read.map((listing) => [listing.externalId, listing]));
    for (const listing of listings) {
      const again = byId.get(listing.externalId)!;
      expect([again.price, again.oldPrice, again.sku]).toEqual([
        listing.price,
        listing.oldPrice,
        listing.sku,
      ]);
      expect(again.stocks).toEqual(listing.stocks);
    }
  });

  it('hands each batch of 100 over as it is read, up to four calls in flight', async () => {
    const parts: number[] = [];
    let inFlightNow = 0;
    let mostInFlight = 0;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      inFlightNow += 1;
      mostInFlight = Math.max(mostInFlight, inFlightNow);
      try {
        return await realFetch(...args);
      } finally {
        inFlightNow -= 1;
      }
    });
    const read = await connector().readListings(listings.map(refOf), {
      onPart: (part) => parts.push(part.length),
    });
    expect(read).toHaveLength(300);
    expect(parts).toEqual([100, 100, 100]);
    // Both mapping batches at once (mappings, then stocks, each) beside the prices batch
    // (prices and stocks together): Маркет's 4 calls in flight, not the 3 of one mapping
    // batch at a time.
    expect(mostInFlight).toBe(4);
  });

  it('shows a price just written, whichever of the two reads an offer falls in', async () => {
    const ym = connector();
    // Offer 0 is read in a mappings batch, offer 250 in the offer-prices one.
    const chosen = [listings[0]!, listings[250]!];
    const outcomes = await ym.updatePrices(
      chosen.map((listing) => ({
        offerId: listing.offerId,
        externalId: listing.externalId,
        price: (listing.price ?? 1000) + 7,
        oldPrice: null,
      })),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['accepted', 'accepted']);
    const read = await ym.readListings(listings.map(refOf));
    for (const listing of chosen) {
      const again = read.find((row) => row.externalId === listing.externalId)!;
      expect(again.price).toBe((listing.price ?? 1000) + 7);
      expect(again.oldPrice).toBeNull();
    }
  });
});
