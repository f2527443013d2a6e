import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbTransaction } from '../../db/client';
import type { JobKind } from '../../jobs/job-kind';
import { mailDeliveryKind, type MailDeliveryPayload } from './delivery-job';
import {
  insertMessage,
  lockUnqueuedMessages,
  setMessageJob,
  type OutgoingMessage,
} from './outbox-repository';
import { createMailTransport, type MailTransport } from './transport';

export interface MailService {
  /** `smtp` with SMTP_URL; `local` without it: the outbox is the mailbox. */
  readonly mode: MailTransport['mode'];
  /** The job kind that delivers one outbox row (for `app.jobs.runDue` in tests). */
  readonly delivery: JobKind<MailDeliveryPayload>;
  /**
   * Inside the caller's transaction: the outbox row and its delivery job. A rollback drops both;
   * call `wake()` after the commit. Resolves to the row's id.
   */
  enqueue(tx: DbTransaction, message: OutgoingMessage): Promise<number>;
  /** After a commit that queued mail: this process's delivery workers look now. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

async function mailPlugin(app: FastifyInstance): Promise<void> {
  const transport = createMailTransport(app.config);
  const delivery = mailDeliveryKind({
    db: app.db,
    clock: app.clock,
    transport,
    claimSeconds: app.config.mailClaimSeconds,
    retrySeconds: app.config.mailRetrySeconds,
  });
  app.jobs.register(delivery);
  app.decorate('mail', {
    mode: transport.mode,
    delivery,
    async enqueue(tx: DbTransaction, message: OutgoingMessage): Promise<number> {
      // The job's id is chosen here so the row can name it in the same insert.
      const jobId = randomUUID();
      const messageId = await insertMessage(tx, message, app.clock.now(), jobId);
      await app.jobs.send(delivery, { messageId }, { tx, id: jobId });
      return messageId;
    },
    wake: () => app.jobs.wake(delivery),
  } satisfies MailService);
  // After the jobs plugin's onReady (registered earlier) created the queues.
  app.addHook('onReady', async () => {
    if (!app.jobs.isOpen) return;
    const queued = await app.db.transaction(async (tx) => {
      const ids = await lockUnqueuedMessages(tx);
      for (const messageId of ids) {
        const jobId = randomUUID();
        await app.jobs.send(delivery, { messageId }, { tx, id: jobId });
        await setMessageJob(tx, messageId, jobId);
      }
      return ids.length;
    });
    if (queued > 0) app.log.info({ queued }, 'e-mails of an older release queued for delivery');
  });
  // A send cut short by the close fails its attempt; the job retries it later.
  app.addHook('onClose', () => transport.close());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['config', 'db', 'clock', 'jobs'] });
