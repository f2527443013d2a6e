import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../server-root';
import { acquireDataDirLock } from './data-dir-lock';
import { FairPGlite } from './fair-pglite';
import { OwnChanges, listenForOwnChanges } from './own-changes';
import { PGLITE_START_PARAMS, ensurePgliteDataDir } from './pglite-files';
import * as schema from './schema';

/** What a raw `db.execute` gives on both drivers: at least the rows. */
export interface QueryResult<Row> {
  rows: Row[];
}
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryResult<this['row']>;
}

/** The one Drizzle type the rest of the server sees, whichever driver is underneath. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

/** An open transaction of `Database`. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or an open transaction: for writes that may be part of the caller's transaction. */
export type DbExecutor = Database | DbTransaction;

export type DatabaseTarget =
  /**
   * PGlite; files in `dataDir/pglite`, or in memory when `dataDir` is left out (tests). In
   * memory, `from` is a dump of a data directory to start from (`dumpDataDir`): the tests load
   * one migrated template instead of running initdb in every file.
   */
  { kind: 'pglite'; dataDir?: string; from?: Blob } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseTarget['kind'];
  /** For logs and messages; never contains a password. */
  readonly description: string;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Closes the database cleanly. Safe to call more than once. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** An idle PostgreSQL connection failed; the pool replaces it on the next query. */
  onPoolError?: (error: Error) => void;
}

/** Same number in every process, so concurrent start-ups migrate one after another. */
const MIGRATION_LOCK_ID = 7_263_514_201;

/** Where the configuration points the database. */
export function databaseTarget(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** A PostgreSQL URL without its password, for messages. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default)';
  return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}/${database}`;
}

/** Extensions the migrations create: pg_trgm for the catalog's search (0009). */
const PGLITE_EXTENSIONS = { pg_trgm };

// Two PGlite instances on one directory corrupt it; one per process is all the server needs.
let fileBackedPgliteOpen = false;

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<DatabaseHandle> {
  if (dataDir === undefined) {
    const client = await FairPGlite.open(undefined, {
      startParams: [...PGLITE_START_PARAMS],
      extensions: PGLITE_EXTENSIONS,
      ...(from && { loadDataDir: from }),
    });
    return pgliteHandle(client, 'PGlite (in memory)', () => undefined);
  }
  if (fileBackedPgliteOpen) {
    throw new Error('A PGlite database is already open in this process; close it first.');
  }
  const root = resolve(dataDir);
  const releaseLock = acquireDataDirLock(root);
  fileBackedPgliteOpen = true;
  const release = () => {
    fileBackedPgliteOpen = false;
    releaseLock();
  };
  try {
    const directory = join(root, 'pglite');
    await ensurePgliteDataDir(directory);
    const client = await FairPGlite.open(directory, {
      startParams: [...PGLITE_START_PARAMS],
      extensions: PGLITE_EXTENSIONS,
    });
    return pgliteHandle(client, `PGlite ${directory}`, release);
  } catch (error) {
    release();
    throw error;
  }
}

function pgliteHandle(client: PGlite, description: string, release: () => void): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    description,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close() {
      closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      })();
      return closing;
    },
  };
}

const ownChangesByDb = new WeakMap<Database, OwnChanges>();

/** PostgreSQL only: the notifications of this handle's own writes (db/own-changes.ts). */
export function ownChangesOf(db: Database): OwnChanges | undefined {
  return ownChangesByDb.get(db);
}

/**
 * Run on each connection the pool opens, before its first use. PostgreSQL's JIT compiles a
 * statement whose estimated cost passes `jit_above_cost` (100,000), and the estimates of
 * statements over jsonb arrays (`jsonb_array_elements_text` counts 100 rows an element) run
 * into the billions: the catalog's linking of a 5,000-listing chunk spent 1.3–2.6 s compiling
 * and 64 ms executing (PostgreSQL 15, a second 100,000-listing shop). Every statement here is
 * a bounded request or a chunk, none the long analytical scan JIT pays off on. A `SET` rather
 * than the connection's startup `options`, which poolers such as PgBouncer refuse by default.
 */
export const POSTGRES_SESSION_SETUP = 'set jit = off';

function postgresHandle(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const ownChanges = new OwnChanges();
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    onConnect: async (client) => {
      await client.query(POSTGRES_SESSION_SETUP);
      await listenForOwnChanges(client, ownChanges);
    },
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzleNodePg({ client: pool, schema });
  ownChangesByDb.set(db, ownChanges);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    description: describePostgresUrl(url),
    async migrate() {
      // The advisory lock is held by one connection while the migrator uses others.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        lockClient.release();
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? postgresHandle(target.url, options)
    : openPglite(target.dataDir, target.from);
}

/** The PGlite under `db`, or undefined on PostgreSQL. Every PGlite opened here is a FairPGlite. */
export function pgliteClientOf(db: Database): FairPGlite | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof FairPGlite ? client : undefined;
}

/** A real round trip to the database; throws when it is unreachable or closed. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
