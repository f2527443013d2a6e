import { startSandbox, type Sandbox, type SandboxOptions } from '@marketpult/sandbox';
import type { Connector } from '../../src/core/connector';
import {
  createWildberriesConnector,
  type WbConnectorOptions,
} from '../../src/wildberries/connector';

type ShopKey = keyof Sandbox['credentials']['wildberries'];

let cabinets = 0;

/** The Wildberries sandbox alone, with the options a test file needs. */
export function startWbSandbox(options: Omit<SandboxOptions, 'only'> = {}): Promise<Sandbox> {
  return startSandbox({ ...options, only: ['wildberries'] });
}

/**
 * A connector on the sandbox for one of its published tokens. Each gets its own limiter key
 * (a cabinet of its own), so one test's pace never slows another's.
 */
export function wbConnector(
  sandbox: Sandbox,
  shop: ShopKey,
  options: WbConnectorOptions & { timeoutMs?: number } = {},
): Connector {
  cabinets += 1;
  return createWildberriesConnector(
    { token: sandbox.credentials.wildberries[shop].token },
    {
      baseUrl: sandbox.urls.wildberries,
      limiterKey: `wb-test-${process.pid}-${cabinets}`,
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    },
    // Retries of reads come back quickly; the policy itself is the core's (http.test.ts).
    { retry: { baseDelayMs: 20, maxDelayMs: 100 }, ...options },
  );
}
