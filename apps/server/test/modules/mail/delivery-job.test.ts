import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema';
import { MAIL_RETRY_LIMIT } from '../../../src/modules/mail/delivery-job';
import {
  insertMessage,
  nextAttemptOf,
  type OutgoingMessage,
} from '../../../src/modules/mail/outbox-repository';
import { REDACTED_KEY } from '../../../src/modules/mail/redact';
import { ManualClock } from '../../../src/plugins/clock';
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';

let sequence = 0;

function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  sequence += 1;
  const link = `http://localhost:3000/registration/confirm?u=m${sequence}%40example.com&k=SeCrEtKeY${sequence}`;
  return {
    kind: 'activation',
    to: `m${sequence}@example.com`,
    subject: `Письмо ${sequence}`,
    text: `Ссылка:\n${link}\n`,
    html: `<p><a href="${link.replace('&', '&amp;')}">ссылка</a></p>`,
    ...overrides,
  };
}

class Rollback extends Error {}

describe(`e-mail delivery jobs over SMTP on ${TEST_DB_KIND}`, () => {
  let sink: SmtpSink;
  let testApp: TestApp;
  const clock = new ManualClock();
  const legacy = message({ subject: 'Queued by an older release' });

  beforeAll(async () => {
    sink = await startSmtpSink();
    testApp = await createTestApp({
      clock,
      env: { SMTP_URL: sink.url, MAIL_FROM: 'МаркетПульт <robot@marketpult.test>' },
    });
    // A pending row of the release before the job queue: no job yet, until the app is ready.
    await insertMessage(testApp.database.db, legacy, clock.now(), null);
    await testApp.app.ready();
  });
  afterAll(async () => {
    await testApp.close();
    await sink.close();
  });
  beforeEach(() => sink.clear());
  afterEach(() => sink.refuseNext(0));

  const enqueue = (queued: OutgoingMessage) =>
    testApp.app.db.transaction((tx) => testApp.app.mail.enqueue(tx, queued));
  const runDue = (options?: { includeDeferred?: boolean }) =>
    testApp.app.jobs.runDue(testApp.app.mail.delivery, options);

  async function row(id: number) {
    const [found] = await testApp.app.db.select().from(outbox).where(eq(outbox.id, id));
    if (!found) throw new Error(`no outbox row ${id}`);
    return found;
  }

  it('gives a pending row of an older release its delivery job at start', async () => {
    expect(await runDue()).toEqual({ completed: 1, failed: 0 });
    expect(sink.received.map((mail) => mail.subject)).toEqual([legacy.subject]);
  });

  it('sends a queued message once and keeps no key in the stored copy', async () => {
    expect(testApp.app.mail.mode).toBe('smtp');
    const queued = message();
    const id = await enqueue(queued);

    expect(await runDue()).toEqual({ completed: 1, failed: 0 });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.envelopeTo).toEqual([queued.to]);
    expect(mail?.envelopeFrom).toBe('robot@marketpult.test');
    expect(mail?.subject).toBe(queued.subject);
    expect(mail?.text).toContain(`k=SeCrEtKeY${sequence}`);
    expect(mail?.headers.get('message-id')).toMatch(/@marketpult\.test>$/);

    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now() });
    expect(sent.textBody).toContain(`&k=${REDACTED_KEY}`);
    expect(sent.textBody).not.toContain('SeCrEtKeY');
    expect(sent.htmlBody).not.toContain('SeCrEtKeY');

    expect(await runDue()).toEqual({ completed: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('queues nothing when the transaction rolls back', async () => {
    const queued = message();
    await expect(
      testApp.app.db.transaction(async (tx) => {
        await testApp.app.mail.enqueue(tx, queued);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(
      await testApp.app.db.select().from(outbox).where(eq(outbox.toAddress, queued.to)),
    ).toEqual([]);
    expect(await runDue({ includeDeferred: true })).toEqual({ completed: 0, failed: 0 });
    expect(sink.received).toHaveLength(0);
  });

  it('retries a refused message after a backoff and delivers it once', async () => {
    sink.refuseNext(1, 451);
    const id = await enqueue(message());

    expect(await runDue()).toEqual({ completed: 0, failed: 1 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/451/);
    const [job] = await testApp.app.jobs.findJobs(testApp.app.mail.delivery, {
      id: waiting.jobId!,
    });
    expect(job?.state).toBe('retry');
    // MAIL_RETRY_SECONDS (30 s) or more, with jitter: the retry waits, it does not spin.
    expect(job!.startAfter.getTime() - job!.createdOn.getTime()).toBeGreaterThanOrEqual(29_000);
    // What `mail show` prints as the next attempt.
    expect(await nextAttemptOf(testApp.app.db, waiting.jobId)).toEqual(job!.startAfter);

    // Not before its time…
    expect(await runDue()).toEqual({ completed: 0, failed: 0 });
    // …and once it came.
    expect(await runDue({ includeDeferred: true })).toEqual({ completed: 1, failed: 0 });
    expect(sink.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it(`gives up after ${MAIL_RETRY_LIMIT + 1} attempts`, async () => {
    sink.refuseNext(MAIL_RETRY_LIMIT + 1, 550);
    const id = await enqueue(message());
    expect(await runDue({ includeDeferred: true })).toEqual({
      completed: 0,
      failed: MAIL_RETRY_LIMIT + 1,
    });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAIL_RETRY_LIMIT + 1 });
    expect(await runDue({ includeDeferred: true })).toEqual({ completed: 0, failed: 0 });
    expect(sink.received).toHaveLength(0);
  });

  it('once the workers run, a wake after the commit sends at once', async () => {
    await testApp.app.jobs.startWorkers();
    const queued = message();
    await enqueue(queued);
    testApp.app.mail.wake();
    expect((await sink.nextMailTo(queued.to)).subject).toBe(queued.subject);
  });
});
