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

    expect(await testApp.app.mail.worker.runOnce()).toEqual({
      delivered: 1,
      retried: 0,
      failed: 0,
    });
    const [row] = await testApp.app.db.select().from(outbox).where(eq(outbox.toAddress, email));
    // Delivered to the local outbox: the operator reads the link there (`mail list`).
    expect(row).toMatchObject({ status: 'local', sentAt: clock.now(), attempts: 1 });
    expect(row?.textBody).toContain(link.href);
    expect(await testApp.app.mail.worker.runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
  });
});
