import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor, DbTransaction } from '../../db/client';
import { outbox } from '../../db/schema';
import { JOB_SCHEMA } from '../../jobs/job-queue';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Where a row is: `pending` (waiting for its first or next attempt), `sent` (accepted by the
 * SMTP server), `local` (no SMTP_URL: delivered to this outbox, read with `mail list`) or
 * `failed` (every attempt failed; the operator sees `last_error`).
 */
export const OUTBOX_STATUS = Object.freeze({
  pending: 'pending',
  sent: 'sent',
  local: 'local',
  failed: 'failed',
} as const);
export type OutboxStatus = (typeof OUTBOX_STATUS)[keyof typeof OUTBOX_STATUS];

export interface OutgoingMessage {
  /** What the message is for, e.g. 'activation'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Stores a message. Times come from the app clock, never from the database. */
export async function insertMessage(
  executor: DbExecutor,
  message: OutgoingMessage,
  now: Date,
  jobId: string | null,
): Promise<number> {
  const [row] = await executor
    .insert(outbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      status: OUTBOX_STATUS.pending,
      jobId,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Pending rows without a delivery job (queued before e-mail moved to the job queue), locked. */
export async function lockUnqueuedMessages(tx: DbTransaction): Promise<number[]> {
  const rows = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, OUTBOX_STATUS.pending), isNull(outbox.jobId)))
    .orderBy(outbox.id)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function setMessageJob(tx: DbTransaction, id: number, jobId: string): Promise<void> {
  await tx.update(outbox).set({ jobId }).where(eq(outbox.id, id));
}

/** Delivered (`sent` or `local`); the bodies may be replaced by a copy without secrets. */
export async function markDelivered(
  db: Database,
  id: number,
  status: typeof OUTBOX_STATUS.sent | typeof OUTBOX_STATUS.local,
  now: Date,
  attempts: number,
  bodies?: { text: string; html: string },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status,
      sentAt: now,
      attempts,
      lastError: null,
      ...(bodies ? { textBody: bodies.text, htmlBody: bodies.html } : {}),
    })
    .where(eq(outbox.id, id));
}

/** An attempt failed: another one follows (the job's retry), or none (`failed`) when `final`. */
export async function markAttemptFailed(
  db: Database,
  id: number,
  error: string,
  attempts: number,
  final: boolean,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      attempts,
      lastError: error,
      ...(final ? { status: OUTBOX_STATUS.failed } : {}),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, OUTBOX_STATUS.pending)));
}

/** The newest messages first, for the operator. */
export async function listMessages(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}

export async function findMessage(db: Database, id: number): Promise<OutboxRow | undefined> {
  const rows = await db.select().from(outbox).where(eq(outbox.id, id));
  return rows[0];
}

/**
 * When the delivery job runs next, while it waits (first run or a retry); null otherwise. Read
 * from pg-boss's table directly so the CLI needs no job queue of its own; null too when pg-boss
 * has not installed its schema yet (a database no server has started on).
 */
export async function nextAttemptOf(db: Database, jobId: string | null): Promise<Date | null> {
  if (!jobId) return null;
  const [installed] = (
    await db.execute<{ present: boolean }>(
      sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null as present`,
    )
  ).rows;
  if (!installed?.present) return null;
  const { rows } = await db.execute<{ startAfter: Date | string }>(
    sql`select start_after as "startAfter" from ${sql.identifier(JOB_SCHEMA)}.job
        where id = ${jobId} and state in ('created', 'retry')`,
  );
  const startAfter = rows[0]?.startAfter;
  return startAfter === undefined ? null : new Date(startAfter);
}
