import { SANDBOX_CREDENTIALS, startSandbox } from '@marketpult/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createYandexConnector } from '../../src/yandex/connector';
import { closeCheckingContract } from '../support/sandbox-contract';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
const demo = SANDBOX_CREDENTIALS.yandex.demo;

beforeAll(async () => {
  sandbox = await startSandbox({ only: ['yandex'], limits: 'on' });
});

afterAll(() => closeCheckingContract(sandbox));

describe('Yandex Market connector against the sandbox with its limits on', () => {
  it('keeps to 4 calls in flight per cabinet: 16 listing pages at once, not one 420', async () => {
    const statuses: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      const response = await realFetch(...args);
      statuses.push(response.status);
      return response;
    });
    try {
      // Two connectors of one cabinet share its buckets, as two jobs of one process would.
      const context = {
        baseUrl: sandbox.urls.yandex,
        limiterKey: 'ym-limits-on-cabinet',
        shopExternalId: String(demo.campaignIds[0]),
      };
      const connectors = [0, 1].map(() =>
        createYandexConnector({ apiKey: demo.apiKey }, context, { listingsPageSize: 10 }),
      );
      const pages = await Promise.all(
        Array.from({ length: 16 }, (_, n) => connectors[n % 2]!.listListings(null)),
      );
      expect(pages.every((page) => page.items.length === 10)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(statuses.length).toBeGreaterThanOrEqual(16 * 3);
    expect(statuses.filter((status) => status === 420 || status === 429)).toEqual([]);
  });
});
