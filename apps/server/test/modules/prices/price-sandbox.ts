import { startSandbox, type Sandbox, type SandboxOptions } from '@marketpult/sandbox';
import { expect } from 'vitest';
import type { CabinetConnectorFactory } from '../../../src/modules/cabinets/context';
import { createTestApp, type TestApp, type TestAppOptions } from '../../helpers/test-app';
import type { Marketplace } from './price-fixtures';

/** Each marketplace's base URL variable, as the server reads it (config.ts). */
const API_URL_ENV: Record<Marketplace, string> = {
  ozon: 'OZON_API_URL',
  wildberries: 'WB_API_URL',
  yandex: 'YM_API_URL',
};

export interface PriceSandboxOptions {
  /** The marketplaces the sandbox serves (all three unless named). */
  only?: Marketplace[];
  /** Listings of each demo shop. */
  listings: number;
  /** How long after a write the sandbox shows it (on its clock). */
  applyWritesAfterMs: number;
  connectorFactory: CabinetConnectorFactory;
  timing: NonNullable<NonNullable<TestAppOptions['prices']>['timing']>;
  /**
   * How a read-back wait passes: by default it moves the sandbox's clock at once, so the
   * pipeline's waits cost no real time.
   */
  wait?: (ms: number, sandbox: Sandbox) => Promise<void>;
  /** The app's clock (the system's unless given). */
  clock?: TestAppOptions['clock'];
}

export interface PriceSandbox {
  sandbox: Sandbox;
  testApp: TestApp;
  /** Closes both and fails the test file if the sandbox saw a call off the official files. */
  close(): Promise<void>;
}

/**
 * The price pipeline's tests' world: the marketplace sandbox (limits off) and the app pointed
 * at it, with the read-back waits on the sandbox's clock.
 */
export async function startPriceSandbox(options: PriceSandboxOptions): Promise<PriceSandbox> {
  const sandboxOptions: SandboxOptions = {
    limits: 'off',
    applyWritesAfterMs: options.applyWritesAfterMs,
    sizes: { demo: { listings: options.listings, ordersPerDay: 1 } },
    ...(options.only ? { only: options.only } : {}),
  };
  const sandbox = await startSandbox(sandboxOptions);
  const served = options.only ?? (Object.keys(API_URL_ENV) as Marketplace[]);
  const wait =
    options.wait ??
    (async (ms: number) => {
      sandbox.clock.advance(ms);
    });
  let testApp: TestApp;
  try {
    testApp = await createTestApp({
      env: Object.fromEntries(served.map((m) => [API_URL_ENV[m], sandbox.urls[m]!])),
      connectorFactory: options.connectorFactory,
      prices: { timing: options.timing, wait: (ms) => wait(ms, sandbox) },
      ...(options.clock ? { clock: options.clock } : {}),
    });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  return {
    sandbox,
    testApp,
    async close() {
      await testApp.close();
      const violations = sandbox.contractViolations();
      await sandbox.close();
      expect(violations).toEqual([]);
    },
  };
}
