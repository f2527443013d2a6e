import { SANDBOX_CREDENTIALS, startSandbox } from '@marketpult/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/core/connector';
import { ConnectorError } from '../../src/core/errors';
import { createYandexConnector } from '../../src/yandex/connector';
import { closeCheckingContract } from '../support/sandbox-contract';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
let listings: readonly Listing[];
let cabinet = 0;
const demo = SANDBOX_CREDENTIALS.yandex.demo;

beforeAll(async () => {
  sandbox = await startSandbox({ only: ['yandex'], limits: 'off' });
  listings = (await connector().listListings(null)).items;
});

afterEach(() => sandbox.faults.clear());

afterAll(() => closeCheckingContract(sandbox));

function connector(apiKey: string = demo.apiKey, timeoutMs?: number) {
  cabinet += 1;
  return createYandexConnector(
    { apiKey },
    {
      baseUrl: sandbox.urls.yandex,
      limiterKey: `ym-faults-${cabinet}`,
      shopExternalId: String(demo.campaignIds[0]),
      // As a stored cabinet knows it: no campaign lookup before each call.
      businessId: String(demo.businessId),
      timeoutMs,
    },
  );
}

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('Yandex Market connector against the sandbox: limits, faults, errors', () => {
  it('waits out a 420 with its Retry-After and then succeeds', async () => {
    const fault = sandbox.faults.inject({
      marketplace: 'yandex',
      path: /offer-mappings$/,
      kind: '420',
      retryAfterSeconds: 1,
    });
    const page = await connector().listListings(null);
    expect(page.items.length).toBeGreaterThan(0);
    expect(sandbox.faults.fired(fault.id)).toBe(1);
  });

  it('repeats a read after a 5xx', async () => {
    const fault = sandbox.faults.inject({
      marketplace: 'yandex',
      path: '/v2/campaigns',
      kind: '500',
    });
    expect((await connector().checkCredentials()).shops.length).toBeGreaterThan(0);
    expect(sandbox.faults.fired(fault.id)).toBe(1);
  });

  it("never repeats a price write after a 5xx: each offer 'failed'", async () => {
    const fault = sandbox.faults.inject({
      marketplace: 'yandex',
      path: /offer-prices\/updates$/,
      kind: '500',
      times: 2,
    });
    const listing = listings[0]!;
    const outcomes = await connector().updatePrices([
      { offerId: listing.offerId, externalId: listing.externalId, price: listing.price! },
    ]);
    expect(outcomes).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(sandbox.faults.fired(fault.id)).toBe(1);
  });

  it("a read the marketplace never answers ends 'unreachable'", async () => {
    sandbox.faults.inject({
      marketplace: 'yandex',
      path: '/v2/auth/token',
      kind: 'timeout',
      times: 10,
    });
    expect((await failure(connector(demo.apiKey, 300).checkCredentials())).kind).toBe(
      'unreachable',
    );
  });

  it('writes prices and stock: accepted for known offers', async () => {
    const [first, second] = listings;
    const ym = connector();
    const prices = await ym.updatePrices([
      { offerId: first!.offerId, externalId: first!.externalId, price: first!.price! },
    ]);
    expect(prices).toEqual([{ offerId: first!.offerId, status: 'accepted' }]);
    const stocks = await ym.updateStocks([
      {
        offerId: second!.offerId,
        externalId: second!.externalId,
        sku: second!.sku,
        warehouseId: second!.stocks[0]?.warehouseId ?? '',
        amount: 3,
      },
    ]);
    expect(stocks).toEqual([{ offerId: second!.offerId, status: 'accepted' }]);
  });

  it("names the offer Market refused as 'rejected'; the rest of its call 'failed'", async () => {
    const known = listings[4]!;
    const stock = (offerId: string) => ({
      offerId,
      externalId: offerId,
      sku: null,
      warehouseId: known.stocks[0]?.warehouseId ?? '',
      amount: 1,
    });
    const outcomes = await connector().updateStocks([
      stock(known.offerId),
      stock('НЕТ-ТАКОГО-000000'),
    ]);
    expect(outcomes).toEqual([
      { offerId: known.offerId, status: 'failed', reason: expect.any(String) },
      {
        offerId: 'НЕТ-ТАКОГО-000000',
        status: 'rejected',
        reason: expect.stringContaining('НЕТ-ТАКОГО-000000'),
      },
    ]);
  });

  it("a wrong or revoked key is 'unauthorized'", async () => {
    expect((await failure(connector('ACMA:wrong:key').checkCredentials())).kind).toBe(
      'unauthorized',
    );
    const revoked = SANDBOX_CREDENTIALS.yandex.revoked.apiKey;
    expect((await failure(connector(revoked).checkCredentials())).kind).toBe('unauthorized');
  });

  it('a key without the pricing scope lists it as missing, in Russian', async () => {
    const check = await createYandexConnector(
      { apiKey: SANDBOX_CREDENTIALS.yandex.missingScope.apiKey },
      { baseUrl: sandbox.urls.yandex, limiterKey: 'ym-missing-scope' },
    ).checkCredentials();
    expect(check.missingScopes).toEqual([{ scope: 'PRICING', title: 'Управление ценами' }]);
  });
});
