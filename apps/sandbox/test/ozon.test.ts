import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/index';
import { isValidEan13 } from '../src/core/ean13';
import { ozon } from './support/client';

let sandbox: Sandbox;
const START = new Date('2026-11-24T09:00:00Z');

beforeAll(async () => {
  sandbox = await startSandbox({
    only: ['ozon'],
    limits: 'off',
    clock: { startAt: START, frozen: true },
    sizes: { demo: { listings: 250 } },
  });
});
afterAll(async () => {
  expect(sandbox.contractViolations()).toEqual([]);
  await sandbox.close();
});

describe('Ozon sandbox', () => {
  it('pages the product list by last_id until it is empty', async () => {
    const seen: string[] = [];
    let lastId = '';
    for (;;) {
      const page = await ozon(sandbox, '/v3/product/list', {
        filter: {},
        last_id: lastId,
        limit: 100,
      });
      expect(page.status).toBe(200);
      expect(page.body.result.total).toBe(250);
      seen.push(...page.body.result.items.map((i: { offer_id: string }) => i.offer_id));
      lastId = page.body.result.last_id;
      if (!lastId) break;
    }
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
  });

  it('describes products in Russian with valid EAN-13 barcodes and rouble prices', async () => {
    const info = await ozon(sandbox, '/v3/product/info/list', {
      product_id: ['410000000', '410000001'],
    });
    expect(info.status).toBe(200);
    expect(info.body.items).toHaveLength(2);
    for (const item of info.body.items) {
      expect(item.name).toMatch(/[А-Яа-яЁё]/);
      expect(isValidEan13(item.barcodes[0])).toBe(true);
      expect(item.currency_code).toBe('RUB');
      expect(Number(item.price)).toBeGreaterThan(0);
    }
  });

  it('reports per-item errors inside a 200 when writing prices', async () => {
    const [first, second] = (await ozon(sandbox, '/v3/product/list', { filter: {}, limit: 2 })).body
      .result.items;
    const reply = await ozon(sandbox, '/v1/product/import/prices', {
      prices: [
        // With a minimum of its own: the demo goods' minimums run to thousands of roubles.
        { offer_id: first.offer_id, price: '999', old_price: '0', min_price: '500' },
        { offer_id: 'NO-SUCH-ARTICLE', price: '100' },
        { product_id: second.product_id, price: '10', min_price: '500' },
      ],
    });
    expect(reply.status).toBe(200);
    const [ok, unknown, belowMin] = reply.body.result;
    expect(ok).toMatchObject({ updated: true, errors: [] });
    expect(unknown).toMatchObject({ updated: false, errors: [{ code: 'PRODUCT_IS_NOT_CREATED' }] });
    expect(belowMin).toMatchObject({
      updated: false,
      errors: [{ code: 'PRICE_IS_LESS_THAN_MIN_PRICE' }],
    });
    const prices = await ozon(sandbox, '/v5/product/info/prices', {
      filter: { offer_id: [first.offer_id] },
      limit: 10,
    });
    expect(prices.body.items[0].price).toMatchObject({ price: 999, old_price: 0 });
  });

  it('refuses a second stock write of the same pair within 30 s, per item', async () => {
    const [{ warehouse_id }] = (await ozon(sandbox, '/v1/warehouse/list', {})).body.result;
    const write = { stocks: [{ offer_id: (await firstOffer()).offer_id, stock: 5, warehouse_id }] };
    expect((await ozon(sandbox, '/v2/products/stocks', write)).body.result[0].updated).toBe(true);
    const again = await ozon(sandbox, '/v2/products/stocks', write);
    expect(again.status).toBe(200);
    expect(again.body.result[0]).toMatchObject({
      updated: false,
      errors: [{ code: 'TOO_MANY_REQUESTS' }],
    });
    sandbox.clock.advance(31_000);
    expect((await ozon(sandbox, '/v2/products/stocks', write)).body.result[0].updated).toBe(true);
  });

  it('lists FBS postings of a period by offset with has_next', async () => {
    const filter = { since: '2026-10-01T00:00:00Z', to: START.toISOString() };
    const first = await ozon(sandbox, '/v3/posting/fbs/list', { filter, limit: 50, offset: 0 });
    expect(first.status).toBe(200);
    expect(first.body.result.postings).toHaveLength(50);
    expect(first.body.result.has_next).toBe(true);
    const times = first.body.result.postings.map((p: { in_process_at: string }) => p.in_process_at);
    expect([...times].sort()).toEqual(times);
  });

  it('adds analytics and financial data to postings only when asked', async () => {
    const filter = { since: '2026-11-01T00:00:00Z', to: START.toISOString() };
    const plain = await ozon(sandbox, '/v3/posting/fbs/list', { filter, limit: 1, offset: 0 });
    expect(plain.body.result.postings[0]).not.toHaveProperty('financial_data');
    const rich = await ozon(sandbox, '/v2/posting/fbo/list', {
      filter,
      limit: 1,
      with: { analytics_data: true, financial_data: true },
    });
    expect(rich.body.result[0].analytics_data.city).toBeTruthy();
    expect(rich.body.result[0].financial_data.products[0].commission_amount).toBeGreaterThan(0);
  });

  it('answers as Ozon does for a revoked key, a missing role and a bad request', async () => {
    const { revoked, missingScope } = sandbox.credentials.ozon;
    const denied = await ozon(sandbox, '/v3/product/list', { limit: 1 }, revoked);
    expect(denied).toMatchObject({ status: 403, body: { code: 7 } });
    const noRole = await ozon(
      sandbox,
      '/v3/posting/fbs/list',
      {
        filter: { since: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' },
        limit: 1,
        offset: 0,
      },
      missingScope,
    );
    expect(noRole).toMatchObject({ status: 403, body: { code: 7 } });
    const roles = await ozon(sandbox, '/v1/roles', {}, missingScope);
    expect(roles.body.roles.map((r: { name: string }) => r.name)).not.toContain('Posting FBS');
    const bad = await ozon(sandbox, '/v5/product/info/prices', { filter: {}, limit: 'many' });
    expect(bad).toMatchObject({ status: 400, body: { code: 3 } });
    expect(bad.body.message).toContain('/requestBody/limit');
  });
});

async function firstOffer(): Promise<{ offer_id: string }> {
  return (await ozon(sandbox, '/v3/product/list', { filter: {}, limit: 1 })).body.result.items[0];
}

describe('Ozon bench shop', () => {
  it('has 100,000 listings without paying for them at start-up', async () => {
    const started = performance.now();
    const bench = await startSandbox({ only: ['ozon'], limits: 'off' });
    try {
      const shop = bench.credentials.ozon.bench;
      const first = await ozon(bench, '/v3/product/list', { filter: {}, limit: 1 }, shop);
      expect(first.body.result.total).toBe(100_000);
      const last = first.body.result.items[0].product_id + 99_999;
      const info = await ozon(bench, '/v3/product/info/list', { product_id: [String(last)] }, shop);
      expect(info.body.items).toHaveLength(1);
      // Generous for a shared 2-core machine: the data is generated on demand, not at start.
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(bench.contractViolations()).toEqual([]);
    } finally {
      await bench.close();
    }
  });
});

describe('Ozon writes applied later (applyWritesAfterMs)', () => {
  it('answers "updated" at once but shows the new price only after the delay', async () => {
    const delayed = await startSandbox({
      only: ['ozon'],
      limits: 'off',
      clock: { startAt: START, frozen: true },
      sizes: { demo: { listings: 20 } },
      applyWritesAfterMs: 60_000,
    });
    try {
      const [item] = (await ozon(delayed, '/v3/product/list', { filter: {}, limit: 1 })).body.result
        .items;
      const read = async () =>
        (
          await ozon(delayed, '/v5/product/info/prices', {
            filter: { offer_id: [item.offer_id] },
            limit: 1,
          })
        ).body.items[0].price.price as number;
      const before = await read();
      const write = await ozon(delayed, '/v1/product/import/prices', {
        prices: [{ offer_id: item.offer_id, price: String(before + 100), old_price: '0' }],
      });
      expect(write.body.result[0].updated).toBe(true);
      expect(await read()).toBe(before);
      delayed.clock.advance(60_000);
      expect(await read()).toBe(before + 100);
      expect(delayed.contractViolations()).toEqual([]);
    } finally {
      await delayed.close();
    }
  });
});
