import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../../src/db/schema';
import {
  DeliveryWorker,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
} from '../../../src/modules/mail/delivery-worker';
import {
  claimDueMessages,
  enqueueMessage,
  type OutgoingMessage,
} from '../../../src/modules/mail/outbox-repository';
import { REDACTED_KEY } from '../../../src/modules/mail/redact';
import { createSmtpTransport, type MailTransport } from '../../../src/modules/mail/transport';
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

describe(`outbox delivery over SMTP on ${TEST_DB_KIND}`, () => {
  let sink: SmtpSink;
  let testApp: TestApp;
  const clock = new ManualClock();

  beforeAll(async () => {
    sink = await startSmtpSink();
    testApp = await createTestApp({
      clock,
      env: { SMTP_URL: sink.url, MAIL_FROM: 'МаркетПульт <robot@marketpult.test>' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await sink.close();
  });

  let worker: DeliveryWorker;
  beforeEach(() => {
    worker = testApp.app.mail.worker;
    sink.clear();
  });
  afterEach(() => sink.refuseNext(0));

  async function row(id: number) {
    const [found] = await testApp.app.db.select().from(outbox).where(eq(outbox.id, id));
    if (!found) throw new Error(`no outbox row ${id}`);
    return found;
  }

  it('sends a due message once and keeps no key in the stored copy', async () => {
    expect(worker.mode).toBe('smtp');
    const queued = message();
    const id = await enqueueMessage(testApp.app.db, queued, clock.now());

    expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.envelopeTo).toEqual([queued.to]);
    expect(mail?.envelopeFrom).toBe('robot@marketpult.test');
    expect(mail?.subject).toBe(queued.subject);
    expect(mail?.text).toContain(`k=SeCrEtKeY${sequence}`);
    expect(mail?.headers.get('message-id')).toMatch(/@marketpult\.test>$/);

    const sent = await row(id);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: clock.now(),
      lockedUntil: null,
    });
    expect(sent.textBody).toContain(`&k=${REDACTED_KEY}`);
    expect(sent.textBody).not.toContain('SeCrEtKeY');
    expect(sent.htmlBody).not.toContain('SeCrEtKeY');

    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('retries a refused message after the backoff and delivers it once', async () => {
    sink.refuseNext(1, 451);
    const id = await enqueueMessage(testApp.app.db, message(), clock.now());

    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(clock.now().getTime() + RETRY_DELAYS_MS[0]!),
      lockedUntil: null,
    });
    expect(waiting.lastError).toMatch(/451/);

    // Not before its time.
    clock.advance(RETRY_DELAYS_MS[0]! - 1000);
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    clock.advance(1000);
    expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it(`backs off exponentially and gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    sink.refuseNext(MAX_ATTEMPTS, 550);
    const id = await enqueueMessage(testApp.app.db, message(), clock.now());
    for (const delay of RETRY_DELAYS_MS) {
      expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
      expect((await row(id)).nextAttemptAt).toEqual(new Date(clock.now().getTime() + delay));
      clock.advance(delay);
    }
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(0);
  });

  it('takes a message again once the claim of a crashed worker has run out', async () => {
    const id = await enqueueMessage(testApp.app.db, message(), clock.now());
    // A worker claims the row and dies before sending or marking it.
    const claimed = await claimDueMessages(testApp.app.db, clock.now(), 120_000, 10);
    expect(claimed.map((claimedRow) => claimedRow.id)).toEqual([id]);

    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    clock.advance(120_000);
    expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two workers sharing the outbox send every message exactly once', async () => {
    const other = new DeliveryWorker({
      db: testApp.app.db,
      clock,
      transport: createSmtpTransport(sink.url, testApp.config.mailFrom),
      log: testApp.app.log,
      batchSize: 3,
    });
    const queued = Array.from({ length: 30 }, () => message());
    for (const item of queued) await enqueueMessage(testApp.app.db, item, clock.now());

    const runs = await Promise.all([worker.runOnce(), other.runOnce(), worker.runOnce()]);
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(30);
    const subjects = sink.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(queued.map((item) => item.subject).sort());
    await other.stop();
  });

  it('once started, is woken by new mail instead of waiting for its poll', async () => {
    const awake = new DeliveryWorker({
      db: testApp.app.db,
      clock,
      transport: createSmtpTransport(sink.url, testApp.config.mailFrom),
      log: testApp.app.log,
      pollIntervalMs: 60 * 60 * 1000,
    });
    awake.start();
    try {
      await awake.runOnce();
      const queued = message();
      await enqueueMessage(testApp.app.db, queued, clock.now());
      awake.wake();
      expect((await sink.nextMailTo(queued.to)).subject).toBe(queued.subject);
    } finally {
      await awake.stop();
    }
  });

  it('keeps a wake that comes while a run is in progress', async () => {
    // Only the worker's own timers are fake: the database and the run go on in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent: string[] = [];
    let releaseFirst = () => {};
    const transport: MailTransport = {
      mode: 'smtp',
      async deliver(row) {
        sent.push(row.subject);
        if (sent.length === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
      },
      close() {},
    };
    const hourly = new DeliveryWorker({
      db: testApp.app.db,
      clock,
      transport,
      log: testApp.app.log,
      pollIntervalMs: 60 * 60 * 1000,
    });
    try {
      const first = message();
      const firstId = await enqueueMessage(testApp.app.db, first, clock.now());
      hourly.start();
      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(sent).toEqual([first.subject]), { interval: 0 });

      const second = message();
      await enqueueMessage(testApp.app.db, second, clock.now());
      hourly.wake();
      releaseFirst();
      // The first run ends (its row marked sent) before the wake's timer is due: polled with
      // setImmediate, since vi.waitFor would move the fake clock and fire that timer.
      while ((await row(firstId)).status !== 'sent') {
        await new Promise((resolve) => setImmediate(resolve));
      }
      await new Promise((resolve) => setImmediate(resolve));

      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(sent).toEqual([first.subject, second.subject]), {
        interval: 0,
      });
    } finally {
      vi.useRealTimers();
      await hourly.stop();
    }
  });
});
