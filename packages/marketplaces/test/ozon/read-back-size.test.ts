import { SANDBOX_CREDENTIALS, startSandbox, type Sandbox } from '@marketpult/sandbox';
import { MAX_PRICE_RUN_ITEMS } from '@marketpult/shared/contracts/prices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOzonConnector } from '../../src/ozon/connector';
import { IDS_PER_CALL, PRICE_IDS_PER_CALL } from '../../src/ozon/read-listings';
import { readAll } from '../support/collect';
import { closeCheckingContract } from '../support/sandbox-contract';

/**
 * The read-back of a whole price run (MAX_PRICE_RUN_ITEMS listings) in one readListings: Ozon's
 * stocks read takes at most 500 skus a call, so the connector splits it (the bench's
 * 10,000-price change found every 1,000-listing run refused with 400), reads a few parts at
 * once and hands each over as it comes.
 */
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    only: ['ozon'],
    limits: 'off',
    sizes: { demo: { listings: MAX_PRICE_RUN_ITEMS } },
  });
});

afterAll(() => closeCheckingContract(sandbox));

describe('Ozon readListings of a whole price run', () => {
  it('reads back a whole run of listings with their stocks', async () => {
    const connector = createOzonConnector(SANDBOX_CREDENTIALS.ozon.demo, {
      baseUrl: sandbox.urls.ozon,
      limiterKey: 'read-back-size',
    });
    const { items } = await readAll((cursor) => connector.listListings(cursor));
    expect(items).toHaveLength(MAX_PRICE_RUN_ITEMS);
    const parts: number[] = [];
    const read = await connector.readListings(
      items.map((item) => ({ externalId: item.externalId, offerId: item.offerId, sku: item.sku })),
      { onPart: (listings) => parts.push(listings.length) },
    );
    expect(read).toHaveLength(MAX_PRICE_RUN_ITEMS);
    // In the order asked, whatever order the parts came in.
    expect(read.map((listing) => listing.externalId)).toEqual(items.map((item) => item.externalId));
    // Each part is handed over as soon as it is read, so the caller can store it meanwhile.
    expect(parts).toHaveLength(MAX_PRICE_RUN_ITEMS / IDS_PER_CALL);
    expect(parts.reduce((sum, size) => sum + size, 0)).toBe(MAX_PRICE_RUN_ITEMS);
    expect(read.every((listing) => listing.stocks.length > 0)).toBe(true);

    // Prices alone: one /v5 call of 1,000 a part instead of three calls of 500.
    const priceParts: number[] = [];
    const prices = await connector.readListings(
      items.map((item) => ({ externalId: item.externalId, offerId: item.offerId, sku: item.sku })),
      { pricesOnly: true, onPart: (listings) => priceParts.push(listings.length) },
    );
    expect(priceParts).toHaveLength(MAX_PRICE_RUN_ITEMS / PRICE_IDS_PER_CALL);
    expect(prices.map((listing) => [listing.externalId, listing.price])).toEqual(
      read.map((listing) => [listing.externalId, listing.price]),
    );
  });
});
