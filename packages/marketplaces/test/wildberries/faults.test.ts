import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@marketpult/sandbox';
import { startWbSandbox, wbConnector } from './sandbox';
import { closeCheckingContract } from '../support/sandbox-contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startWbSandbox({ sizes: { demo: { listings: 40 } } });
});

afterAll(() => closeCheckingContract(sandbox));

describe('Wildberries faults through the core', () => {
  it('a 429 carries X-Ratelimit-* headers; the connector waits them out and succeeds', async () => {
    const probe = sandbox.faults.inject({
      marketplace: 'wildberries',
      path: '/api/v1/seller-info',
      kind: '429',
      retryAfterSeconds: 1,
    });
    const raw = await fetch(`${sandbox.urls.wildberries}/api/v1/seller-info`, {
      headers: { Authorization: sandbox.credentials.wildberries.demo.token },
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('x-ratelimit-retry')).toBe('1');
    expect(raw.headers.get('x-ratelimit-reset')).toBe('1');
    expect(sandbox.faults.fired(probe.id)).toBe(1);

    const fault = sandbox.faults.inject({
      marketplace: 'wildberries',
      path: '/api/v1/seller-info',
      kind: '429',
      retryAfterSeconds: 1,
    });
    const check = await wbConnector(sandbox, 'demo').checkCredentials();
    expect(check.shops).toHaveLength(1);
    expect(sandbox.faults.fired(fault.id)).toBe(1);
  });

  it('a 5xx on a read is retried and the page comes', async () => {
    const fault = sandbox.faults.inject({
      marketplace: 'wildberries',
      path: '/content/v2/get/cards/list',
      kind: '500',
    });
    const page = await wbConnector(sandbox, 'demo').listListings(null);
    expect(page.items).toHaveLength(40);
    expect(sandbox.faults.fired(fault.id)).toBe(1);
  });

  it('a 5xx on a write is not repeated: the items are failed, not retried', async () => {
    const fault = sandbox.faults.inject({
      marketplace: 'wildberries',
      path: '/api/v2/upload/task',
      kind: '500',
      times: 2,
    });
    const connector = wbConnector(sandbox, 'demo');
    const [listing] = (await connector.listListings(null)).items;
    const outcomes = await connector.updatePrices([
      { offerId: listing!.offerId, externalId: listing!.externalId, price: listing!.price! },
    ]);
    expect(outcomes).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(sandbox.faults.fired(fault.id)).toBe(1);
    sandbox.faults.clear();
  });

  it('a read that times out is repeated; a write that times out is failed', async () => {
    const read = sandbox.faults.inject({
      marketplace: 'wildberries',
      path: '/api/v3/warehouses',
      kind: 'timeout',
    });
    const connector = wbConnector(sandbox, 'demo', { timeoutMs: 300 });
    const page = await connector.listListings(null);
    expect(page.items[0]!.stocks).toHaveLength(2);
    expect(sandbox.faults.fired(read.id)).toBe(1);

    const write = sandbox.faults.inject({
      marketplace: 'wildberries',
      path: /^\/api\/v3\/stocks\//,
      kind: 'timeout',
      times: 2,
    });
    const item = page.items[0]!;
    const outcomes = await connector.updateStocks([
      {
        offerId: item.offerId,
        externalId: item.externalId,
        sku: item.sku,
        warehouseId: item.stocks[0]!.warehouseId,
        amount: 3,
      },
    ]);
    expect(outcomes).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(sandbox.faults.fired(write.id)).toBe(1);
    sandbox.faults.clear();
  });
});
