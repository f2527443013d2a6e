import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../src/core/errors';
import { MarketplaceHttp, resolveUrl, retryAfterMs } from '../../src/core/http';
import { JITTER_MS, RateLimiter } from '../../src/core/rate-limiter';
import { fakeClock } from './fake-clock';
import { json, scriptedServer, silent, type Script } from './local-server';

const LIMITS = { reads: { requests: 1000, periodMs: 1000, burst: 1000 } };
let closeServer: (() => Promise<void>) | undefined;

afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

async function clientFor(steps: Script[], overrides: { timeoutMs?: number } = {}) {
  const server = await scriptedServer(steps);
  closeServer = server.close;
  const clock = fakeClock();
  const http = new MarketplaceHttp({
    marketplace: 'ozon',
    defaultHost: 'https://api-seller.ozon.ru',
    baseUrl: server.url,
    headers: { 'Client-Id': '42', 'Api-Key': 'secret-key' },
    limiterKey: 'cabinet-1',
    limits: LIMITS,
    clock,
    limiter: new RateLimiter(clock),
    random: () => 0.5,
    rateLimitStatuses: [420],
    ...overrides,
  });
  return { http, clock, seen: server.seen };
}

const read = {
  method: 'POST',
  path: '/v3/product/list',
  body: {},
  group: 'reads',
  readOnly: true,
} as const;
const write = { ...read, path: '/v1/product/import/prices', readOnly: false } as const;

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('MarketplaceHttp', () => {
  it('sends the auth headers and JSON body to the base URL and parses the reply', async () => {
    const { http, seen } = await clientFor([json(200, { result: { total: 3 } })]);
    await expect(http.request(read)).resolves.toEqual({ result: { total: 3 } });
    expect(seen[0]?.url).toBe('/v3/product/list');
    expect(seen[0]?.headers['client-id']).toBe('42');
    expect(seen[0]?.headers['api-key']).toBe('secret-key');
    expect(seen[0]?.body).toBe('{}');
  });

  it('waits out a 429 as Retry-After says, then succeeds, even for a write', async () => {
    const { http, clock, seen } = await clientFor([
      json(429, { code: 8, message: 'too many' }, { 'retry-after': '3' }),
      json(200, { ok: true }),
    ]);
    await expect(http.request(write)).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(clock.sleeps).toEqual([3000]);
  });

  it("treats Yandex Market's 420 with X-Ratelimit-Retry like a 429", async () => {
    const { http, clock } = await clientFor([
      json(420, { status: 'ERROR' }, { 'x-ratelimit-retry': '2' }),
      json(200, { ok: true }),
    ]);
    await expect(http.request(read)).resolves.toEqual({ ok: true });
    expect(clock.sleeps).toEqual([2000]);
  });

  it("gives up with 'rate_limited' when the limit never lifts", async () => {
    const { http, seen } = await clientFor([json(429, {}, { 'retry-after': '1' })]);
    expect((await failure(http.request(read))).kind).toBe('rate_limited');
    expect(seen).toHaveLength(6);
  });

  it('repeats a read after a 5xx with back-off, then succeeds', async () => {
    const { http, clock, seen } = await clientFor([
      json(503, { message: 'down' }),
      json(502, {}),
      json(200, { ok: true }),
    ]);
    await expect(http.request(read)).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
    expect(clock.sleeps[1]!).toBeGreaterThan(clock.sleeps[0]!);
  });

  it("never repeats a write after a 5xx: 'unreachable' after one attempt", async () => {
    const { http, seen } = await clientFor([json(500, { message: 'boom' }), json(200, {})]);
    const error = await failure(http.request(write));
    expect(error.kind).toBe('unreachable');
    expect(error.detail.status).toBe(500);
    expect(seen).toHaveLength(1);
  });

  it("stops a read after the bounded attempts with 'unreachable'", async () => {
    const { http, seen } = await clientFor([json(500, {})]);
    expect((await failure(http.request(read))).kind).toBe('unreachable');
    expect(seen).toHaveLength(4);
  });

  it("ends a call that gets no answer with 'unreachable' (timeout), not repeated for a write", async () => {
    const { http, seen } = await clientFor([silent], { timeoutMs: 200 });
    const error = await failure(http.request(write));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/не ответил/);
    expect(seen).toHaveLength(1);
  });

  it("maps 401 and 403 to 'unauthorized' and 'forbidden' without echoing the key", async () => {
    const { http } = await clientFor([
      json(401, { message: 'Invalid Api-Key' }),
      json(403, { message: 'no role' }),
    ]);
    const unauthorized = await failure(http.request(read));
    expect(unauthorized.kind).toBe('unauthorized');
    expect(unauthorized.message).not.toContain('secret-key');
    expect((await failure(http.request(read))).kind).toBe('forbidden');
  });

  it("reads other 4xx as 'bad_request' and a non-JSON body as 'protocol'", async () => {
    const { http } = await clientFor([
      json(400, { message: 'limit must be integer' }),
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>');
      },
    ]);
    const bad = await failure(http.request(read));
    expect(bad.kind).toBe('bad_request');
    expect(bad.message).toContain('limit must be integer');
    expect((await failure(http.request(read))).kind).toBe('protocol');
  });

  it("repeats a read on a refused connection, then 'unreachable'", async () => {
    const { http, clock } = await clientFor([json(200, {})]);
    await closeServer?.();
    closeServer = undefined;
    expect((await failure(http.request(read))).kind).toBe('unreachable');
    expect(clock.sleeps).toHaveLength(3);
  });
});

describe('resolveUrl', () => {
  it('replaces every real host with the base URL and keeps its path prefix', () => {
    const call = { host: 'https://content-api.wildberries.ru', path: '/content/v2/get/cards/list' };
    expect(resolveUrl(call, 'https://x', 'http://sandbox:8080/wb/').href).toBe(
      'http://sandbox:8080/wb/content/v2/get/cards/list',
    );
    expect(resolveUrl(call, 'https://x').href).toBe(
      'https://content-api.wildberries.ru/content/v2/get/cards/list',
    );
    expect(
      resolveUrl(
        { path: '/v2/campaigns', query: { page: 2, x: undefined } },
        'https://api.partner.market.yandex.ru',
      ).href,
    ).toBe('https://api.partner.market.yandex.ru/v2/campaigns?page=2');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds, HTTP dates and the Wildberries headers', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '1.5' }), now)).toBe(1500);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Tue, 24 Nov 2026 10:00:07 GMT' }), now)).toBe(
      7000,
    );
    expect(retryAfterMs(new Headers({ 'x-ratelimit-reset': '4' }), now)).toBe(4000);
    expect(
      retryAfterMs(
        new Headers({ 'x-ratelimit-resource-until': 'Tue, 24 Nov 2026 10:00:02 GMT' }),
        now,
      ),
    ).toBe(2000);
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});

describe('MarketplaceHttp cancelled by the caller', () => {
  it("ends a call when the job's signal aborts, as a ConnectorError", async () => {
    const server = await scriptedServer([silent]);
    closeServer = server.close;
    const controller = new AbortController();
    const http = new MarketplaceHttp({
      marketplace: 'ozon',
      defaultHost: 'https://api-seller.ozon.ru',
      baseUrl: server.url,
      headers: {},
      limiterKey: 'cabinet-cancel',
      limits: LIMITS,
      signal: controller.signal,
    });
    const pending = http.request(read);
    await new Promise<void>((resolve) => {
      const wait = (): void => {
        if (server.seen.length > 0) resolve();
        else setImmediate(wait);
      };
      wait();
    });
    controller.abort();
    const error = await failure(pending);
    expect(error.message).toMatch(/отменён/);
  });
});

describe('MarketplaceHttp every-call bucket', () => {
  it('caps calls in flight across method groups (Yandex Market: per cabinet)', async () => {
    let inFlight = 0;
    let most = 0;
    const server = await scriptedServer([
      (_request, response) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        setImmediate(() => {
          inFlight -= 1;
          json(200, {})(_request, response);
        });
      },
    ]);
    closeServer = server.close;
    const http = new MarketplaceHttp<'parallel' | 'prices' | 'stocks'>({
      marketplace: 'yandex',
      defaultHost: 'https://api.partner.market.yandex.ru',
      baseUrl: server.url,
      headers: {},
      limiterKey: 'cabinet-parallel',
      limits: {
        // A second's worth of burst: the limiter's jitter allowance (500 ms) fits in it.
        parallel: { requests: 1_000_000, periodMs: 1000, burst: 1_000_000, maxConcurrent: 2 },
        prices: { requests: 1_000_000, periodMs: 1000, burst: 1_000_000 },
        stocks: { requests: 1_000_000, periodMs: 1000, burst: 1_000_000 },
      },
      everyCall: 'parallel',
    });
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        http.request({
          method: 'POST',
          path: '/x',
          body: {},
          group: n % 2 ? 'prices' : 'stocks',
          readOnly: true,
        }),
      ),
    );
    expect(server.seen).toHaveLength(8);
    expect(most).toBe(2);
  });
});

describe('MarketplaceHttp pacing', () => {
  const slow = { reads: { requests: 1, periodMs: 60_000, burst: 1 } };

  async function paced(pacing: 'published' | 'off', steps: Script[]) {
    const server = await scriptedServer(steps);
    closeServer = server.close;
    const clock = fakeClock();
    const http = new MarketplaceHttp({
      marketplace: 'ozon',
      defaultHost: 'https://api-seller.ozon.ru',
      baseUrl: server.url,
      headers: {},
      limiterKey: `cabinet-${pacing}`,
      limits: slow,
      clock,
      limiter: new RateLimiter(clock),
      random: () => 0.5,
      pacing,
    });
    return { http, clock, seen: server.seen };
  }

  it('waits for the published limit by default', async () => {
    const { http, clock } = await paced('published', [json(200, {})]);
    await http.request(read);
    await http.request(read);
    // A bucket of one: the published minute plus the jitter allowance (core/rate-limiter.ts).
    expect(clock.sleeps).toEqual([60_000 + JITTER_MS]);
  });

  it("sends at once with pacing 'off', and still waits out a 429", async () => {
    const { http, clock, seen } = await paced('off', [
      json(200, {}),
      json(200, {}),
      json(429, {}, { 'retry-after': '2' }),
      json(200, {}),
    ]);
    await http.request(read);
    await http.request(read);
    expect(clock.sleeps).toEqual([]);
    await http.request(read);
    expect(clock.sleeps).toEqual([2000]);
    expect(seen).toHaveLength(4);
  });
});
