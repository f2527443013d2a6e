import { SANDBOX_CREDENTIALS, startSandbox, type Sandbox } from '@marketpult/sandbox';
import { MAX_PRICE_RUN_ITEMS } from '@marketpult/shared/contracts/prices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOzonConnector } from '../../src/ozon/connector';
import { readAll } from '../support/collect';
import { closeCheckingContract } from '../support/sandbox-contract';

/**
 * The read-back of a whole price run (1,000 listings) in one readListings: Ozon's stocks read
 * takes at most 500 skus a call, so the connector splits it (the bench's 10,000-price change
 * found every 1,000-listing run refused with 400).
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
  it('reads back 1,000 listings with their stocks', async () => {
    const connector = createOzonConnector(SANDBOX_CREDENTIALS.ozon.demo, {
      baseUrl: sandbox.urls.ozon,
      limiterKey: 'read-back-size',
    });
    const { items } = await readAll((cursor) => connector.listListings(cursor));
    expect(items).toHaveLength(MAX_PRICE_RUN_ITEMS);
    const read = await connector.readListings(
      items.map((item) => ({ externalId: item.externalId, offerId: item.offerId, sku: item.sku })),
    );
    expect(read).toHaveLength(MAX_PRICE_RUN_ITEMS);
    expect(read.every((listing) => listing.stocks.length > 0)).toBe(true);
  });
});
