import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config';
import { openDatabase, type DatabaseTarget } from '../../src/db/client';
import { LOCK_FILE } from '../../src/db/data-dir-lock';
import { VERSION } from '../../src/version';
import { runTs } from '../helpers/child-process';
import { programWithOutput, runCli } from '../helpers/cli';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { TEST_DB_KIND, createScratchPostgres, type ScratchPostgres } from '../helpers/test-db';

function scratchDataDir(): string {
  return join(scratchDir('cli'), 'data');
}

const run = runCli;

afterAll(removeScratchDirs);

describe('marketpult --version', () => {
  it('prints the version', async () => {
    const { program, output } = programWithOutput({});
    await expect(program.parseAsync(['node', 'marketpult', '--version'])).rejects.toMatchObject({
      code: 'commander.version',
      exitCode: 0,
    });
    expect(output.out.trim()).toBe(VERSION);
  });
});

describe('marketpult config', () => {
  it('prints the effective settings with every secret masked', async () => {
    const dataDir = scratchDataDir();
    const { out } = await run(['config'], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app:db-pass-123@db.internal:5432/marketpult',
      SMTP_URL: 'smtps://mailer:smtp-pass-456@smtp.example.com',
      MARKETS_PROXY_TOKEN: 'proxy-token-789',
      MENU_VARIANT: 'hc-market',
    });
    expect(out).toContain('PORT=3000\n');
    expect(out).toContain(`DATA_DIR=${dataDir}\n`);
    expect(out).toContain('MENU_VARIANT=hc-market\n');
    expect(out).toContain('DATABASE_URL=postgres://app:********@db.internal:5432/marketpult\n');
    for (const secret of ['db-pass-123', 'smtp-pass-456', 'proxy-token-789']) {
      expect(out).not.toContain(secret);
    }
    // Printing the settings creates nothing.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('fails naming a bad variable', async () => {
    await expect(run(['config'], { TRIAL_DAYS: 'forever' })).rejects.toThrow(ConfigError);
    await expect(run(['config'], { TRIAL_DAYS: 'forever' })).rejects.toThrow(/^TRIAL_DAYS: /);
  });

  it('exits non-zero with the message, no stack trace, when run as a command', async () => {
    const cli = runTs('src/cli/index.ts', ['config'], { LOG_LEVEL: 'loud' });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('LOG_LEVEL: expected one of');
    expect(cli.output()).not.toMatch(/\n\s+at /);
  });
});

describe(`marketpult db migrate on ${TEST_DB_KIND}`, () => {
  let scratch: ScratchPostgres | undefined;
  beforeAll(async () => {
    if (TEST_DB_KIND === 'postgres') scratch = await createScratchPostgres();
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  it('applies the migrations and exits', async () => {
    const dataDir = scratchDataDir();
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (scratch) env.DATABASE_URL = scratch.url;
    const { out } = await run(['db', 'migrate'], env);
    expect(out).toMatch(/migrations applied: (PGlite|PostgreSQL) /);

    const target: DatabaseTarget = scratch
      ? { kind: 'postgres', url: scratch.url }
      : { kind: 'pglite', dataDir };
    const database = await openDatabase(target);
    try {
      const tables = await database.db.execute<{ name: string }>(
        sql`select table_name as name from information_schema.tables where table_name = 'app_meta'`,
      );
      expect(tables.rows).toEqual([{ name: 'app_meta' }]);
    } finally {
      await database.close();
    }
  });

  it.skipIf(TEST_DB_KIND !== 'pglite')(
    'refuses while a server holds the PGlite data directory',
    async () => {
      const dataDir = scratchDataDir();
      await run(['db', 'migrate'], { DATA_DIR: dataDir });
      writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\n`);
      const attempt = run(['db', 'migrate'], { DATA_DIR: dataDir });
      await expect(attempt).rejects.toThrow(/занят процессом/);
      await expect(attempt).rejects.toThrow(/is in use by process/);
    },
  );
});
