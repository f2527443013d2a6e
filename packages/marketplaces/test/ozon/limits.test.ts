import { SANDBOX_CREDENTIALS, startSandbox } from '@marketpult/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOzonConnector } from '../../src/ozon/connector';
import { closeCheckingContract } from '../support/sandbox-contract';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ only: ['ozon'], limits: 'on' });
});

afterAll(() => closeCheckingContract(sandbox));

describe('Ozon connector against the sandbox with its limits on', () => {
  it('keeps under 50 requests a second per Client-Id: 120 calls at once, not one 429', async () => {
    const statuses: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      const response = await realFetch(...args);
      statuses.push(response.status);
      return response;
    });
    try {
      // Two connectors of one cabinet share its bucket, as two jobs of one process would.
      const context = { baseUrl: sandbox.urls.ozon, limiterKey: 'limits-on-cabinet' };
      const first = createOzonConnector(SANDBOX_CREDENTIALS.ozon.demo, context);
      const second = createOzonConnector(SANDBOX_CREDENTIALS.ozon.demo, context);
      const checks = await Promise.all(
        Array.from({ length: 120 }, (_, n) => (n % 2 ? first : second).checkCredentials()),
      );
      expect(checks).toHaveLength(120);
    } finally {
      spy.mockRestore();
    }
    expect(statuses).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });
});
