import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema';
import { ManualClock } from '../../../src/plugins/clock';
import { captureLogs } from '../../helpers/log-capture';
import { uniqueEmail } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  freshClient,
  latestActivationLink,
  registerWith,
  registrationBody,
} from '../sign-up/sign-up-fixtures';

describe(`local mail mode (no SMTP_URL) on ${TEST_DB_KIND}`, () => {
  const logs = captureLogs('info');
  const clock = new ManualClock();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ clock, logger: logs.logger });
  });
  afterAll(() => testApp.close());

  it('keeps the e-mail in the outbox and prints the activation link at info level', async () => {
    expect(testApp.app.mail.mode).toBe('local');
    const email = uniqueEmail('local');
    expect((await registerWith(freshClient(testApp.app), registrationBody(email))).retval).toBe(0);
    const link = await latestActivationLink(testApp.app, email);

    const printed = logs.records().filter((record) => 'activationLink' in record);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({ level: 30, to: email, activationLink: link.href });

    const { jobs, mail } = testApp.app;
    expect(await jobs.runDue(mail.delivery)).toEqual({ completed: 1, failed: 0 });
    const [row] = await testApp.app.db.select().from(outbox).where(eq(outbox.toAddress, email));
    // Delivered to the local outbox: the operator reads the link there (`mail list`).
    expect(row).toMatchObject({ status: 'local', sentAt: clock.now(), attempts: 1 });
    expect(row?.textBody).toContain(link.href);
    expect(await jobs.runDue(mail.delivery)).toEqual({ completed: 0, failed: 0 });

    // …and as a file in DATA_DIR/mail that a mail program opens, named by time and address.
    const mailDir = join(testApp.app.config.dataDir, 'mail');
    const files = (await readdir(mailDir)).filter((name) => name.includes(email.split('@')[0]!));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z_.+_at_.+\.eml$/);
    const eml = await readFile(join(mailDir, files[0]!), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(eml).toMatch(/^Content-Type: text\/html/m);
    const logged = logs.records().find((record) => 'file' in record);
    expect(logged).toMatchObject({ file: join(mailDir, files[0]!) });
  });
});
