import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJobKind, type JobKind } from '../../jobs/job-kind';
import type { Clock } from '../../plugins/clock';
import { findMessage, markAttemptFailed, markDelivered, OUTBOX_STATUS } from './outbox-repository';
import { redactLinkKeys } from './redact';
import type { MailTransport } from './transport';

export const MAIL_DELIVERY_JOB = 'mail.deliver';
/** Retries after the first attempt; with the doubling from MAIL_RETRY_SECONDS (30 s) they span hours. */
export const MAIL_RETRY_LIMIT = 8;
/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_SECONDS = 6 * 60 * 60;

export interface MailDeliveryPayload {
  messageId: number;
}

export interface MailDeliveryOptions {
  db: Database;
  clock: Clock;
  transport: MailTransport;
  /** How long one attempt belongs to its process (MAIL_CLAIM_SECONDS). */
  claimSeconds: number;
  /** The first retry's delay (MAIL_RETRY_SECONDS); doubled for each next one. */
  retrySeconds: number;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * Sends one outbox row. A crash between the SMTP server's answer and the row's update leaves the
 * job to run again, so the e-mail is sent again: at least once, never lost; in the normal case
 * exactly once. A run that finds its row delivered already (a crash after the update but before
 * the job was marked done) does nothing.
 */
export function mailDeliveryKind(options: MailDeliveryOptions): JobKind<MailDeliveryPayload> {
  const { db, clock, transport } = options;
  return defineJobKind<MailDeliveryPayload>({
    name: MAIL_DELIVERY_JOB,
    payload: z.object({ messageId: z.number().int().positive() }),
    retry: {
      limit: MAIL_RETRY_LIMIT,
      delaySeconds: options.retrySeconds,
      backoff: true,
      maxDelaySeconds: MAX_RETRY_DELAY_SECONDS,
    },
    expireInSeconds: options.claimSeconds,
    async handle({ messageId }, context) {
      const row = await findMessage(db, messageId);
      if (row?.status !== OUTBOX_STATUS.pending) return;
      const log = context.log.child({ outboxId: row.id, kind: row.kind });
      let localFile: string | void;
      try {
        localFile = await transport.deliver(row);
      } catch (error) {
        const reason = describeError(error);
        await markAttemptFailed(db, row.id, reason, context.attempt, context.lastAttempt);
        if (context.lastAttempt) log.error({ reason }, 'e-mail delivery failed for good');
        else log.warn({ reason }, 'e-mail delivery failed, will retry');
        throw error;
      }
      if (transport.mode === 'smtp') {
        await markDelivered(db, row.id, OUTBOX_STATUS.sent, clock.now(), context.attempt, {
          text: redactLinkKeys(row.textBody),
          html: redactLinkKeys(row.htmlBody),
        });
        log.info('e-mail sent');
      } else {
        await markDelivered(db, row.id, OUTBOX_STATUS.local, clock.now(), context.attempt);
        log.info(
          { file: localFile },
          'e-mail kept in the local outbox (no SMTP_URL): the file above, or npm run cli -- mail list',
        );
      }
    },
  });
}
