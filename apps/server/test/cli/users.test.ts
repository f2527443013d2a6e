import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUntil, parseUntil } from '../../src/cli/commands/users';
import type { Database } from '../../src/db/client';
import { verifyPassword } from '../../src/modules/auth/password';
import { md5Hex } from '../../src/modules/md5/md5';
import { findUserByEmail } from '../../src/modules/users/repository';
import { loadSecrets } from '../../src/secrets';
import { runTs } from '../helpers/child-process';
import { runCli, withCliDatabase } from '../helpers/cli';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { TEST_DB_KIND, createScratchPostgres, type ScratchPostgres } from '../helpers/test-db';

describe('parseUntil / formatUntil', () => {
  it('covers the whole given day (UTC) and prints it back', () => {
    const until = parseUntil('2026-12-31');
    expect(until.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(formatUntil(until)).toBe('2026-12-31');
    expect(formatUntil(null)).toBe('—');
  });

  it.each(['2026-02-30', '31.12.2026', '2026-1-5', 'завтра', ''])('refuses %j', (text) => {
    expect(() => parseUntil(text)).toThrow(/Неверная дата/);
  });
});

describe(`marketpult users … on ${TEST_DB_KIND}`, () => {
  let env: Record<string, string>;
  let scratch: ScratchPostgres | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = join(scratchDir('cli-users'), 'data');
    env = { DATA_DIR: dataDir };
    if (TEST_DB_KIND === 'postgres') {
      scratch = await createScratchPostgres();
      env.DATABASE_URL = scratch.url;
    }
  });
  afterAll(async () => {
    await scratch?.drop();
    removeScratchDirs();
  });

  async function run(...args: string[]) {
    return (await runCli(['users', ...args], env)).out;
  }

  const withDb = <T>(work: (db: Database) => Promise<T>) => withCliDatabase(env, work);

  it('says so when there are no accounts', async () => {
    expect(await run('list')).toContain('Учётных записей нет');
  });

  it('creates a confirmed account that signs in with its password', async () => {
    const out = await run(
      'create',
      'Operator.Made@Example.com',
      '--password',
      'Sekret-123',
      '--name',
      'Ольга',
      '--until',
      '2030-06-30',
    );
    expect(out).toContain('Создан пользователь Operator.Made@Example.com, подписка до 2030-06-30');
    const secrets = await loadSecrets(dataDir);
    const user = await withDb((db) => findUserByEmail(db, 'operator.made@example.com'));
    expect(user).toMatchObject({ displayName: 'Ольга', disabledAt: null });
    expect(user?.confirmedAt).not.toBeNull();
    expect(user?.subscriptionUntil?.toISOString()).toBe('2030-07-01T00:00:00.000Z');
    expect(await verifyPassword(user!.passwordHash, md5Hex('Sekret-123'), secrets.pepper)).toBe(
      true,
    );
  });

  it('lists the accounts as a table', async () => {
    const out = await run('list');
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^E-mail\s+Имя\s+Подтверждён\s+Подписка до\s+Отключён$/);
    expect(lines[2]).toMatch(/^Operator\.Made@Example\.com\s+Ольга\s+да\s+2030-06-30\s+нет$/);
  });

  it('moves the subscription end, disables and enables an account', async () => {
    expect(
      await run('subscription', 'operator.made@example.com', '--until', '2031-01-31'),
    ).toContain('до 2031-01-31');
    expect(await run('disable', 'OPERATOR.MADE@example.com')).toContain('отключён');
    expect(await run('list')).toMatch(/2031-01-31\s+да\n/);
    expect(await run('enable', 'operator.made@example.com')).toContain('включён');
    expect(await run('list')).toMatch(/2031-01-31\s+нет\n/);
  });

  it.each([
    [['create', 'Operator.Made@example.com', '--password', 'Sekret-123'], /уже существует/],
    [['create', 'not-an-address', '--password', 'Sekret-123'], /Неверный e-mail/],
    [['create', 'short@example.com', '--password', '123'], /от 6 до 128 символов/],
    [
      ['create', 'date@example.com', '--password', 'Sekret-123', '--until', '2030-13-01'],
      /Неверная дата/,
    ],
    [['subscription', 'nobody@example.com', '--until', '2030-01-01'], /не найден/],
    [['subscription', 'operator.made@example.com', '--until', 'скоро'], /Неверная дата/],
    [['disable', 'nobody@example.com'], /не найден/],
    [['enable', 'nobody@example.com'], /не найден/],
  ])('fails clearly: %j', async (args, message) => {
    await expect(run(...args)).rejects.toThrow(message);
  });

  it('exits non-zero with the message, no stack trace, when run as a command', async () => {
    const cli = runTs('src/cli/index.ts', ['users', 'disable', 'nobody@example.com'], env);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('Пользователь nobody@example.com не найден');
    expect(cli.output()).not.toMatch(/\n\s+at /);
  });
});
