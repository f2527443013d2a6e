import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as childProcess from 'node:child_process';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { ensurePgliteDataDir } from '../../src/db/pglite-files';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { TEST_DB_KIND } from '../helpers/test-db';

// The real spawn, watched: how initdb's child process is started.
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof childProcess>();
  return { ...original, spawn: vi.fn(original.spawn) };
});

describe.skipIf(TEST_DB_KIND !== 'pglite')('a new PGlite data directory', () => {
  afterAll(() => removeScratchDirs());

  it('is made once, in a child process, and opens with 16 MB of shared buffers', async () => {
    const root = scratchDir('pglite-files');
    const directory = join(root, 'pglite');
    await ensurePgliteDataDir(directory);
    expect(existsSync(join(directory, 'PG_VERSION'))).toBe(true);
    // Without V8's optimising compiler: optimising the SQL parser took ~600 MB for a second.
    const [node, args] = vi.mocked(childProcess.spawn).mock.calls[0]!;
    expect(node).toBe(process.execPath);
    expect(args?.[0]).toBe('--liftoff-only');
    // Nothing half-made is left beside it.
    expect(readdirSync(root)).toEqual(['pglite']);

    const madeAt = statSync(join(directory, 'PG_VERSION')).mtimeMs;
    await ensurePgliteDataDir(directory);
    expect(statSync(join(directory, 'PG_VERSION')).mtimeMs).toBe(madeAt);

    const database = await openDatabase({ kind: 'pglite', dataDir: root });
    try {
      const result = await database.db.execute<{ shared_buffers: string }>(
        sql`show shared_buffers`,
      );
      expect(result.rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses to replace a folder that already holds something else', async () => {
    const directory = join(scratchDir('pglite-files'), 'pglite');
    mkdirSync(directory);
    writeFileSync(join(directory, 'notes.txt'), 'not a database');
    await expect(ensurePgliteDataDir(directory)).rejects.toThrow(/is not empty/);
    expect(existsSync(`${directory}.initdb`)).toBe(false);
    expect(existsSync(join(directory, 'notes.txt'))).toBe(true);
  }, 60_000);
});
