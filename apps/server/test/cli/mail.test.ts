import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMessage, markDelivered } from '../../src/modules/mail/outbox-repository';
import { redactLinkKeys } from '../../src/modules/mail/redact';
import { runCli, withCliDatabase } from '../helpers/cli';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { TEST_DB_KIND, createScratchPostgres, type ScratchPostgres } from '../helpers/test-db';

const LINK = 'http://localhost:3000/registration/confirm?u=first%40example.com&k=KeyOfTheFirst';

const run = runCli;

describe(`marketpult mail on ${TEST_DB_KIND}`, () => {
  let scratch: ScratchPostgres | undefined;
  const env: Record<string, string> = {};
  const ids: number[] = [];

  beforeAll(async () => {
    env.DATA_DIR = join(scratchDir('cli-mail'), 'data');
    if (TEST_DB_KIND === 'postgres') {
      scratch = await createScratchPostgres();
      env.DATABASE_URL = scratch.url;
    }
    await withCliDatabase(env, async (db) => {
      const created = new Date(Date.UTC(2026, 0, 15, 9, 0, 0));
      ids.push(
        await insertMessage(
          db,
          {
            kind: 'activation',
            to: 'first@example.com',
            subject: 'Подтверждение регистрации в МаркетПульт',
            text: `Здравствуйте!\n\n${LINK}\n\nСсылка действительна 24 часа.\n`,
            html: `<a href="${LINK}">ссылка</a>`,
          },
          created,
          null,
        ),
      );
      const second = await insertMessage(
        db,
        {
          kind: 'activation',
          to: 'second@example.com',
          subject: 'Второе письмо',
          text: `${LINK.replace('first', 'second').replace('KeyOfTheFirst', 'KeyTwo')}\n`,
          html: '',
        },
        new Date(created.getTime() + 60_000),
        null,
      );
      await markDelivered(db, second, 'sent', new Date(created.getTime() + 61_000), 1, {
        text: redactLinkKeys('http://localhost:3000/registration/confirm?u=s&k=KeyTwo\n'),
        html: '',
      });
      ids.push(second);
    });
  });
  afterAll(async () => {
    await scratch?.drop();
    removeScratchDirs();
  });

  it('lists the newest e-mails first with status, time, recipient, subject and links', async () => {
    const { out } = await run(['mail', 'list'], env);
    expect(out).toContain('local mode');
    const lines = out.split('\n');
    const header = lines.findIndex((line) => line.startsWith('ID'));
    expect(lines[header]).toMatch(/^ID\s+STATUS\s+CREATED\s+TO\s+SUBJECT$/);
    expect(lines[header + 2]).toMatch(
      new RegExp(
        `^${ids[1]}\\s+sent\\s+2026-01-15 09:01:00 UTC\\s+second@example.com\\s+Второе письмо$`,
      ),
    );
    expect(lines[header + 3]).toMatch(
      new RegExp(`^${ids[0]}\\s+pending\\s+2026-01-15 09:00:00 UTC\\s+first@example.com\\s+`),
    );
    // Local mode: the activation link is there for the operator.
    expect(out).toContain(LINK);
    expect(out).not.toContain('KeyTwo');
  });

  it('limits the list with --limit', async () => {
    const { out } = await run(['mail', 'list', '--limit', '1'], env);
    expect(out).toContain('second@example.com');
    expect(out).not.toContain('first@example.com');
  });

  it('prints no links in SMTP mode', async () => {
    const { out } = await run(['mail', 'list'], { ...env, SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(out).toContain('SMTP mode');
    expect(out).toContain('first@example.com');
    expect(out).not.toContain('KeyOfTheFirst');
  });

  it('shows one e-mail with its headers and text', async () => {
    const { out } = await run(['mail', 'show', String(ids[0])], env);
    expect(out).toMatch(/^ID:\s+\d+$/m);
    expect(out).toMatch(/^Status:\s+pending$/m);
    expect(out).toMatch(/^To:\s+first@example.com$/m);
    expect(out).toMatch(/^Subject:\s+Подтверждение регистрации в МаркетПульт$/m);
    expect(out).toMatch(/^Created:\s+2026-01-15 09:00:00 UTC$/m);
    expect(out).toContain(`\n${LINK}\n`);
    expect(out).toContain('Ссылка действительна 24 часа.');
  });

  it('fails clearly for an unknown or malformed id and a bad limit', async () => {
    await expect(run(['mail', 'show', '999999'], env)).rejects.toThrow(/no e-mail with ID 999999/);
    await expect(run(['mail', 'show', 'abc'], env)).rejects.toThrow(/expected an integer/);
    await expect(run(['mail', 'list', '--limit', '0'], env)).rejects.toThrow(/--limit/);
  });
});
