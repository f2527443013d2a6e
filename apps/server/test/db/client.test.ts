import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFirstStart } from '../../src/db/app-meta';
import { openDatabase, type Database } from '../../src/db/client';
import { DataDirInUseError, LOCK_FILE } from '../../src/db/data-dir-lock';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../helpers/test-db';

async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') order by 1`);
  return result.rows.map((row) => row.name);
}

describe(`migrations on ${TEST_DB_KIND}`, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase();
  });
  afterAll(() => testDb.dispose());

  it('create the tables of the schema and record what ran', async () => {
    const db = testDb.handle.db;
    expect(await tableNames(db)).toEqual(
      expect.arrayContaining(['public.app_meta', 'drizzle.__drizzle_migrations']),
    );
    const applied = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.count).toBeGreaterThan(0);
  });

  it('are not applied twice', async () => {
    const count = async () =>
      (
        await testDb.handle.db.execute<{ count: number }>(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
      ).rows[0]?.count;
    const before = await count();
    await testDb.handle.migrate();
    expect(await count()).toBe(before);
  });

  it('keep the first start time across later starts', async () => {
    const db = testDb.handle.db;
    const first = await recordFirstStart(db, new Date('2025-01-02T03:04:05.000Z'));
    const later = await recordFirstStart(db, new Date('2026-06-07T08:09:10.000Z'));
    expect(first).toBe('2025-01-02T03:04:05.000Z');
    expect(later).toBe(first);
  });
});

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('could not spawn a process');
  return child.pid;
}

describe.skipIf(TEST_DB_KIND !== 'pglite')('PGlite in DATA_DIR', () => {
  afterAll(removeScratchDirs);

  function scratchDataDir(): string {
    return join(scratchDir('pglite'), 'a', 'b', 'data');
  }

  it('creates the folders, keeps the data across a close and a reopen, and unlocks', async () => {
    const dataDir = scratchDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await first.migrate();
    await recordFirstStart(first.db, new Date('2025-05-05T00:00:00.000Z'));
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await second.migrate();
      expect(await recordFirstStart(second.db)).toBe('2025-05-05T00:00:00.000Z');
    } finally {
      await second.close();
    }
  });

  it('opens only one file-backed PGlite per process', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: scratchDataDir() });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: scratchDataDir() })).rejects.toThrow(
        /already open in this process/,
      );
    } finally {
      await first.close();
    }
  });

  it('refuses a data directory that a live process holds', async () => {
    const dataDir = scratchDataDir();
    await openDatabase({ kind: 'pglite', dataDir }).then((handle) => handle.close());
    writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\n`);

    const attempt = openDatabase({ kind: 'pglite', dataDir });
    await expect(attempt).rejects.toThrow(DataDirInUseError);
    await expect(attempt).rejects.toThrow(/is in use by process/);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = scratchDataDir();
    await openDatabase({ kind: 'pglite', dataDir }).then((handle) => handle.close());
    writeFileSync(join(dataDir, LOCK_FILE), `${deadPid()}\n`);

    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});
