import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

/** Which database this pass of the suite runs against (scripts/test-integration.mjs sets it). */
export const TEST_DB_KIND: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface ScratchPostgres {
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://…)');
  return url;
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server, dropped by `drop()`. */
export async function createScratchPostgres(): Promise<ScratchPostgres> {
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database "${name}"`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(`drop database if exists "${name}" with (force)`),
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL only: where another handle (another server process) can open the same database. */
  url?: string;
  /** Closes the handle and, for PostgreSQL, drops the scratch database. Idempotent. */
  dispose(): Promise<void>;
}

/** A migrated database of this pass's kind: in-memory PGlite or a scratch PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB_KIND === 'pglite') {
    // The migrated template of test/global-setup.ts: loading it takes a fraction of initdb.
    const template = await readFile(inject('pgliteTemplate'));
    const handle = await openDatabase({ kind: 'pglite', from: new Blob([template]) });
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const scratch = await createScratchPostgres();
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  await handle.migrate();
  let disposed: Promise<void> | undefined;
  return {
    handle,
    url: scratch.url,
    dispose() {
      disposed ??= handle.close().then(() => scratch.drop());
      return disposed;
    },
  };
}
