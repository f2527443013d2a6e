import { SANDBOX_CREDENTIALS, startSandbox } from '@marketpult/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/core/connector';
import { ConnectorError } from '../../src/core/errors';
import { createOzonConnector } from '../../src/ozon/connector';
import { closeCheckingContract } from '../support/sandbox-contract';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
let listings: readonly Listing[];
let cabinet = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ only: ['ozon'], limits: 'off' });
  listings = (await connector().listListings(null)).items;
});

afterEach(() => sandbox.faults.clear());

afterAll(() => closeCheckingContract(sandbox));

/** A fresh cabinet per call: the per-item limits of one test don't touch the next. */
function connector(
  credentials: { clientId: string; apiKey: string } = SANDBOX_CREDENTIALS.ozon.demo,
  timeoutMs?: number,
) {
  cabinet += 1;
  return createOzonConnector(credentials, {
    baseUrl: sandbox.urls.ozon,
    limiterKey: `faults-${cabinet}`,
    timeoutMs,
  });
}

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

const priceOf = (listing: Listing, price: number) => ({
  offerId: listing.offerId,
  externalId: listing.externalId,
  price,
});

describe('Ozon connector against the sandbox: limits, faults, errors', () => {
  it('waits out a 429 (Ozon sends no Retry-After: back-off) and then succeeds', async () => {
    const fault = sandbox.faults.inject({
      marketplace: 'ozon',
      path: '/v3/product/list',
      kind: '429',
      retryAfterSeconds: 1,
    });
    const page = await connector().listListings(null);
    expect(page.items.length).toBeGreaterThan(0);
    expect(sandbox.faults.fired(fault.id)).toBe(1);
  });

  it('repeats a read after a 5xx', async () => {
    const fault = sandbox.faults.inject({ marketplace: 'ozon', path: '/v1/roles', kind: '500' });
    const check = await connector().checkCredentials();
    expect(check.shops).toHaveLength(1);
    expect(sandbox.faults.fired(fault.id)).toBe(1);
  });

  it("never repeats a price write after a 5xx: each item 'failed'", async () => {
    const fault = sandbox.faults.inject({
      marketplace: 'ozon',
      path: '/v1/product/import/prices',
      kind: '500',
      times: 2,
    });
    const outcomes = await connector().updatePrices([priceOf(listings[0]!, 1990)]);
    expect(outcomes).toEqual([
      expect.objectContaining({ offerId: listings[0]!.offerId, status: 'failed' }),
    ]);
    expect(sandbox.faults.fired(fault.id)).toBe(1);
  });

  it("ends a call the marketplace never answers: 'unreachable' for a read that keeps timing out", async () => {
    sandbox.faults.inject({ marketplace: 'ozon', path: '/v1/roles', kind: 'timeout', times: 10 });
    const error = await failure(connector(SANDBOX_CREDENTIALS.ozon.demo, 300).checkCredentials());
    expect(error.kind).toBe('unreachable');
  });

  it("a stock write that times out is 'failed', not repeated", async () => {
    const fault = sandbox.faults.inject({
      marketplace: 'ozon',
      path: '/v2/products/stocks',
      kind: 'timeout',
      times: 2,
    });
    const listing = listings[1]!;
    const warehouseId = listing.stocks.find((stock) => stock.warehouseId !== 'fbo')!.warehouseId;
    const outcomes = await connector(SANDBOX_CREDENTIALS.ozon.demo, 300).updateStocks([
      {
        offerId: listing.offerId,
        externalId: listing.externalId,
        sku: listing.sku,
        warehouseId,
        amount: 5,
      },
    ]);
    expect(outcomes[0]?.status).toBe('failed');
    expect(sandbox.faults.fired(fault.id)).toBe(1);
  });

  it("reports Ozon's per-item errors inside a 200 as 'rejected' with the reason", async () => {
    const good = listings[2]!;
    const outcomes = await connector().updatePrices([
      // Its own price and old price again: valid whatever the seeded values are.
      { ...priceOf(good, good.price!), oldPrice: good.oldPrice },
      { offerId: 'НЕТ-ТАКОГО-ТОВАРА-000000', externalId: '1', price: 100 },
    ]);
    expect(outcomes[0]).toEqual({ offerId: good.offerId, status: 'accepted' });
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: expect.any(String) });
  });

  it('writes stock per warehouse and reads it back', async () => {
    const listing = listings[3]!;
    const warehouseId = listing.stocks.find((stock) => stock.warehouseId !== 'fbo')!.warehouseId;
    const outcomes = await connector().updateStocks([
      {
        offerId: listing.offerId,
        externalId: listing.externalId,
        sku: listing.sku,
        warehouseId,
        amount: 7,
      },
    ]);
    expect(outcomes).toEqual([{ offerId: listing.offerId, status: 'accepted' }]);
  });

  it("a wrong key is 'unauthorized', a revoked one too", async () => {
    const wrong = { clientId: SANDBOX_CREDENTIALS.ozon.demo.clientId, apiKey: 'wrong-key' };
    expect((await failure(connector(wrong).checkCredentials())).kind).toBe('unauthorized');
    expect(
      (await failure(connector(SANDBOX_CREDENTIALS.ozon.revoked).checkCredentials())).kind,
    ).toBe('unauthorized');
  });

  it('a key without the postings roles lists them as missing scopes, in Russian', async () => {
    const check = await connector(SANDBOX_CREDENTIALS.ozon.missingScope).checkCredentials();
    expect(check.missingScopes.map((scope) => scope.scope).sort()).toEqual([
      '/v2/posting/fbo/list',
      '/v3/posting/fbs/list',
    ]);
    expect(check.missingScopes[0]?.title).toMatch(/Заказы/);
    expect(check.shops[0]?.externalId).toBe(SANDBOX_CREDENTIALS.ozon.missingScope.clientId);
  });

  it("a call the key's roles don't open is 'forbidden'", async () => {
    const keyWithoutPostings = connector(SANDBOX_CREDENTIALS.ozon.missingScope);
    const period = { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' };
    expect((await failure(keyWithoutPostings.listOrders(period, null))).kind).toBe('forbidden');
  });
});
