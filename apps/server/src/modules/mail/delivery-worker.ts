import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import {
  claimDueMessages,
  markAttemptFailed,
  markDelivered,
  OUTBOX_STATUS,
  type OutboxRow,
} from './outbox-repository';
import { redactLinkKeys } from './redact';
import type { MailTransport } from './transport';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Wait after the 1st, 2nd, … failed attempt; after the last one the row is `failed`. */
export const RETRY_DELAYS_MS = Object.freeze([
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  HOUR,
  6 * HOUR,
]);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export const DELIVERY_DEFAULTS = Object.freeze({
  pollIntervalMs: 5 * SECOND,
  batchSize: 20,
  /** How long a claimed row belongs to this worker; longer than any SMTP timeout. */
  lockMs: 2 * MINUTE,
});

/** Rows a run stops after, so one run never holds the worker for ever. */
const MAX_ROWS_PER_RUN = 1000;

export interface DeliveryWorkerOptions {
  db: Database;
  clock: Clock;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  lockMs?: number;
}

export interface DeliveryRun {
  delivered: number;
  retried: number;
  failed: number;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * Sends due outbox rows: claims a batch, hands each row to the transport, then marks it
 * delivered or schedules the next attempt with exponential backoff. A crash between sending
 * and marking leaves the claim to run out, so the row is sent again: at least once, never lost;
 * in the normal case exactly once. One run at a time per worker; several processes share the
 * outbox through their claims.
 */
export class DeliveryWorker {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly lockMs: number;
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DeliveryRun> | undefined;
  private rerun: Promise<DeliveryRun> | undefined;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? DELIVERY_DEFAULTS.pollIntervalMs;
    this.batchSize = options.batchSize ?? DELIVERY_DEFAULTS.batchSize;
    this.lockMs = options.lockMs ?? DELIVERY_DEFAULTS.lockMs;
  }

  get mode(): MailTransport['mode'] {
    return this.options.transport.mode;
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Polls every few seconds from now on, beginning with a run right away. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Something was queued: run now rather than at the next poll. Does nothing when stopped. */
  wake(): void {
    if (this.started) this.schedule(0);
  }

  /** Stops polling and waits for the run in progress. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([this.running, this.rerun]);
  }

  /**
   * Delivers every due row. While a run is in progress, the call gets one more run after it
   * (shared by every caller meanwhile), so rows queued during a run are not left waiting.
   */
  runOnce(): Promise<DeliveryRun> {
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.rerun ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.rerun = undefined;
        return this.runOnce();
      });
    return this.rerun;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    try {
      await this.runOnce();
    } catch (error) {
      this.options.log.error({ err: error }, 'e-mail delivery run failed');
    }
    // A wake() during the run set a timer of its own: the poll must not replace it, or the
    // mail queued meanwhile would wait for the next poll.
    if (this.started && !this.timer) this.schedule(this.pollIntervalMs);
  }

  private async drain(): Promise<DeliveryRun> {
    const run: DeliveryRun = { delivered: 0, retried: 0, failed: 0 };
    let taken = 0;
    while (taken < MAX_ROWS_PER_RUN) {
      const rows = await claimDueMessages(
        this.options.db,
        this.options.clock.now(),
        this.lockMs,
        this.batchSize,
      );
      for (const row of rows) run[await this.deliver(row)] += 1;
      taken += rows.length;
      if (rows.length < this.batchSize) break;
    }
    return run;
  }

  private async deliver(row: OutboxRow): Promise<keyof DeliveryRun> {
    const { db, clock, transport, log } = this.options;
    const context = { outboxId: row.id, kind: row.kind, attempt: row.attempts };
    try {
      await transport.deliver(row);
    } catch (error) {
      const reason = describeError(error);
      const delay = row.attempts < MAX_ATTEMPTS ? RETRY_DELAYS_MS[row.attempts - 1] : undefined;
      const retryAt = delay === undefined ? null : new Date(clock.now().getTime() + delay);
      await markAttemptFailed(db, row.id, reason, retryAt);
      if (retryAt) {
        log.warn({ ...context, retryAt, reason }, 'e-mail delivery failed, will retry');
        return 'retried';
      }
      log.error({ ...context, reason }, 'e-mail delivery failed for good');
      return 'failed';
    }
    if (transport.mode === 'smtp') {
      await markDelivered(db, row.id, OUTBOX_STATUS.sent, clock.now(), {
        text: redactLinkKeys(row.textBody),
        html: redactLinkKeys(row.htmlBody),
      });
      log.info(context, 'e-mail sent');
    } else {
      await markDelivered(db, row.id, OUTBOX_STATUS.local, clock.now());
      log.info(context, 'e-mail kept in the local outbox (no SMTP_URL): npm run cli -- mail list');
    }
    return 'delivered';
  }
}
