import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/index';
import { Contract } from '../src/core/contract';
import { FaultInjector } from '../src/core/faults';
import { startOrigin } from '../src/core/http-origin';
import type { MarketplaceModule } from '../src/core/marketplace-module';
import { RateLimiter } from '../src/core/rate-limiter';
import { ViolationLog } from '../src/core/violations';
import { ozonErrors } from '../src/ozon/errors';
import { loadOfficialSpec } from '@marketpult/marketplaces/specs/index';
import { ozon, yandex } from './support/client';

const START = new Date('2026-11-24T09:00:00Z');
const small = { demo: { listings: 60, ordersPerDay: 48 } };

describe('validation against the official file, both ways', () => {
  it('refuses a bad request and turns a bad reply into a logged 500', async () => {
    // A module whose handler breaks the file on purpose: /v3/product/list without `result`
    // shape (items must be an array).
    const spec = await loadOfficialSpec('ozon');
    const contract = await Contract.create([{ group: 'all', document: spec.document }]);
    const module: MarketplaceModule<null> = {
      marketplace: 'ozon',
      contract,
      errors: ozonErrors,
      authenticate: () => ({ shop: null }),
      limits: () => [],
      handle: () => ({ status: 200, body: { result: { items: 'not a list', total: 1 } } }),
    };
    const violations = new ViolationLog();
    const origin = await startOrigin({
      module: module as MarketplaceModule,
      faults: new FaultInjector(),
      limiter: new RateLimiter(() => performance.now()),
      limits: 'off',
      violations,
      port: 0,
    });
    try {
      const post = (body: unknown) =>
        fetch(`${origin.url}/v3/product/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const badRequest = await post({ limit: 'ten' });
      expect(badRequest.status).toBe(400);
      expect(await badRequest.json()).toMatchObject({ code: 3 });
      expect(violations.requests).toHaveLength(1);
      expect(violations.replies).toHaveLength(0);

      const badReply = await post({ limit: 10 });
      expect(badReply.status).toBe(500);
      expect(((await badReply.json()) as { message: string }).message).toContain(
        '/result/items must be array',
      );
      expect(violations.replies).toMatchObject([
        { operationId: 'ProductAPI_GetProductList', status: 200 },
      ]);
    } finally {
      await origin.close();
    }
  });
});

describe('Contract.compileAll', () => {
  it("compiles every operation's validators before any call, and they still refuse", async () => {
    const reply = { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } };
    const operation = (operationId: string) => ({
      operationId,
      requestBody: { content: { 'application/json': { schema: reply } } },
      responses: {
        '200': { description: 'ok', content: { 'application/json': { schema: reply } } },
      },
    });
    const document = {
      openapi: '3.0.0',
      info: { title: 'two operations', version: '1' },
      paths: { '/a': { post: operation('A') }, '/b': { post: operation('B') } },
    };
    const contract = await Contract.create([{ group: 'all', document }]);
    const request = (path: string) => ({
      method: 'post',
      path,
      query: {},
      headers: { 'content-type': 'application/json' },
      body: { n: 'x' },
    });
    const { validator } = contract.match(request('/a'))!.backend;
    expect(validator.statusBasedResponseValidators['B']).toBeUndefined();

    await contract.compileAll();

    for (const id of ['A', 'B']) {
      expect(validator.requestValidators[id]).toBeTruthy();
      expect(validator.statusBasedResponseValidators[id]).toBeTruthy();
    }
    const b = contract.match(request('/b'))!;
    expect(contract.validateRequest(b, request('/b'))).not.toEqual([]);
    expect(contract.validateReply(b, 200, { n: 'x' })).not.toEqual([]);
    expect(contract.validateReply(b, 200, { n: 1 })).toEqual([]);
  });
});

describe('startSandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      only: ['ozon', 'yandex'],
      limits: 'on',
      seed: 7,
      clock: { startAt: START, frozen: true },
      sizes: small,
    });
  });
  afterAll(async () => {
    expect(sandbox.contractViolations()).toEqual([]);
    await sandbox.close();
  });

  it('gives the same shop for the same seed and another for another seed', async () => {
    const list = async (s: Sandbox) =>
      (await ozon(s, '/v3/product/info/list', { product_id: ['410000000', '410000005'] })).body
        .items;
    const again = await startSandbox({
      only: ['ozon'],
      seed: 7,
      clock: { startAt: START, frozen: true },
      sizes: small,
    });
    const other = await startSandbox({
      only: ['ozon'],
      seed: 8,
      clock: { startAt: START, frozen: true },
      sizes: small,
    });
    try {
      const mine = await list(sandbox);
      expect(await list(again)).toEqual(mine);
      expect((await list(other)).map((i: { name: string }) => i.name)).not.toEqual(
        mine.map((i: { name: string }) => i.name),
      );
    } finally {
      await Promise.all([again.close(), other.close()]);
    }
  });

  it('fires an injected fault exactly n times, then answers normally', async () => {
    const fault = sandbox.faults.inject({
      marketplace: 'ozon',
      path: '/v1/roles',
      kind: '500',
      times: 2,
    });
    expect((await ozon(sandbox, '/v1/roles', {})).status).toBe(500);
    expect((await ozon(sandbox, '/v1/warehouse/list', {})).status).toBe(200);
    expect((await ozon(sandbox, '/v1/roles', {})).status).toBe(500);
    expect((await ozon(sandbox, '/v1/roles', {})).status).toBe(200);
    expect(sandbox.faults.fired(fault.id)).toBe(2);
    expect(sandbox.faults.pending()).toEqual([]);
  });

  it('holds a request without an answer for a timeout fault', async () => {
    sandbox.faults.inject({ marketplace: 'ozon', path: '/v1/roles', kind: 'timeout' });
    const held = fetch(`${sandbox.urls.ozon}/v1/roles`, {
      method: 'POST',
      headers: { 'Client-Id': 'x', 'Api-Key': 'y' },
      body: '{}',
      signal: AbortSignal.timeout(300),
    });
    await expect(held).rejects.toThrow(/aborted|timeout/i);
    expect((await ozon(sandbox, '/v1/roles', {})).status).toBe(200);
  });

  it('answers an injected 420 on Yandex Market with its limit headers', async () => {
    sandbox.faults.inject({
      marketplace: 'yandex',
      path: /campaigns/,
      kind: '420',
      retryAfterSeconds: 3,
    });
    const limited = await yandex(sandbox, 'GET', '/v2/campaigns');
    expect(limited.status).toBe(420);
    expect(limited.body).toMatchObject({ status: 'ERROR', errors: [{ code: 'LIMIT_EXCEEDED' }] });
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(limited.headers.get('x-ratelimit-resource-remaining')).toBe('0');
  });

  it('enforces Ozon’s 80 stock writes a minute with 429 and code 8 when limits are on', async () => {
    // 85 at once: the bucket holds 80 and refills 1.3 a second, so a few must be refused.
    const replies = await Promise.all(
      Array.from({ length: 85 }, () => ozon(sandbox, '/v2/products/stocks', { stocks: [] })),
    );
    const limited = replies.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body).toMatchObject({ code: 8 });
  });

  it('answers 420 over four parallel requests per Yandex Market business', async () => {
    sandbox.faults.inject({ marketplace: 'yandex', kind: 'slow', delayMs: 300, times: 4 });
    const { businessId } = sandbox.credentials.yandex.demo;
    const calls = Array.from({ length: 5 }, () =>
      yandex(sandbox, 'POST', `/v2/businesses/${businessId}/offer-mappings?limit=1`, {}),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 420]);
  });

  it('lets orders arrive as its clock moves on', async () => {
    const count = async () => {
      const reply = await ozon(sandbox, '/v3/posting/fbs/list', {
        filter: { since: START.toISOString(), to: '2026-11-30T00:00:00Z' },
        limit: 1000,
        offset: 0,
      });
      return reply.body.result.postings.length as number;
    };
    expect(await count()).toBe(0);
    sandbox.clock.advance(2 * 86_400_000);
    expect(await count()).toBeGreaterThan(10);
  });
});
