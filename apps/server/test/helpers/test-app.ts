import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import type { Clock } from '../../src/plugins/clock';
import type { Secrets } from '../../src/secrets';
import { openTestDatabase, type TestDatabase } from './test-db';

export const TEST_SECRETS: Secrets = Object.freeze({
  marketsProxyToken: 'test-markets-proxy-token',
  sessionSecret: 'test-session-secret',
  pepper: 'test-pepper',
  credentialsKey: 'test-credentials-key',
});

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  /** PostgreSQL only: the database's URL, for a second app on it (`sameDatabaseAs`). */
  databaseUrl?: string;
  /** Closes the app, then the database (and drops a scratch PostgreSQL database). */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  logger?: Logger;
  /** A ManualClock for expiry and throttling tests. */
  clock?: Clock;
  /** A fake marketplace connector for the cabinet calls. */
  connectorFactory?: AppOptions['connectorFactory'];
  /** Replaces the in-process sync queue (a fuzzer wants no background writes). */
  syncQueue?: AppOptions['syncQueue'];
  /** The price writes' read-back waits (and how they wait). */
  prices?: AppOptions['prices'];
  /**
   * PostgreSQL only: this app opens its own connections to that app's database, as another
   * server process on the same database would (its own pool, caches and change feed).
   */
  sameDatabaseAs?: TestApp;
}

/**
 * The real app against a fresh migrated database (in-memory PGlite, or a scratch PostgreSQL
 * database when TEST_DB=postgres), for app.inject. Unless a test says otherwise, the web app
 * is "not built" (WEB_DIST_DIR points at an empty folder), whatever apps/web/dist holds.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Neither folder is created: the app itself never writes to DATA_DIR.
  const unused = join(tmpdir(), `marketpult-test-${randomUUID()}`);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // Tests bring their own marketplace (a fake, or a sandbox of their own).
    SANDBOX: '0',
    DATA_DIR: join(unused, 'data'),
    WEB_DIST_DIR: join(unused, 'no-web-build'),
    ...options.env,
  });
  const testDatabase = options.sameDatabaseAs
    ? await secondHandleOn(options.sameDatabaseAs)
    : await openTestDatabase();
  const app = await buildApp({
    config,
    secrets: TEST_SECRETS,
    db: testDatabase.handle.db,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.connectorFactory ? { connectorFactory: options.connectorFactory } : {}),
    ...(options.syncQueue ? { syncQueue: options.syncQueue } : {}),
    ...(options.prices ? { prices: options.prices } : {}),
  });
  return {
    app,
    config,
    database: testDatabase.handle,
    ...(testDatabase.url ? { databaseUrl: testDatabase.url } : {}),
    async close() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}

/** A handle of its own on another test app's PostgreSQL database; closing it drops nothing. */
async function secondHandleOn(other: TestApp): Promise<TestDatabase> {
  const url = other.databaseUrl;
  if (!url) throw new Error('sameDatabaseAs needs a PostgreSQL test app (TEST_DB=postgres)');
  const handle = await openDatabase({ kind: 'postgres', url });
  return { handle, url, dispose: () => handle.close() };
}
