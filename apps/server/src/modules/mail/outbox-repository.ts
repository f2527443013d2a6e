import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { outbox } from '../../db/schema';

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

/** Queues a message; due at once. Times come from the app clock, never from the database. */
export async function enqueueMessage(
  executor: DbExecutor,
  message: OutgoingMessage,
  now: Date,
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
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * Takes up to `limit` due rows for this worker until `now + lockMs`, counting the attempt.
 * `FOR UPDATE SKIP LOCKED` lets several server processes share the outbox without taking the
 * same row twice; a claim whose worker died simply runs out and the row is taken again.
 * (PGlite is a single connection, so there the clause is accepted and changes nothing.)
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  lockMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, OUTBOX_STATUS.pending),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      lockedUntil: new Date(now.getTime() + lockMs),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Lets go of every claim on pending rows, so they are due again at once. Only for a process
 * that knows no other worker can hold a claim: the PGlite server at start-up (the data-directory
 * lock keeps every other process out), where a claim still standing was left by a crash and
 * would otherwise hold its e-mail back until it ran out. Returns how many rows were released.
 */
export async function releaseAllClaims(db: Database): Promise<number> {
  const released = await db
    .update(outbox)
    .set({ lockedUntil: null })
    .where(and(eq(outbox.status, OUTBOX_STATUS.pending), isNotNull(outbox.lockedUntil)))
    .returning({ id: outbox.id });
  return released.length;
}

/** Delivered (`sent` or `local`); the bodies may be replaced by a copy without secrets. */
export async function markDelivered(
  db: Database,
  id: number,
  status: typeof OUTBOX_STATUS.sent | typeof OUTBOX_STATUS.local,
  now: Date,
  bodies?: { text: string; html: string },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status,
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      ...(bodies ? { textBody: bodies.text, htmlBody: bodies.html } : {}),
    })
    .where(eq(outbox.id, id));
}

/** An attempt failed: try again at `retryAt`, or give up (`failed`) when it is null. */
export async function markAttemptFailed(
  db: Database,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { nextAttemptAt: retryAt, lockedUntil: null, lastError: error }
        : { status: OUTBOX_STATUS.failed, lockedUntil: null, lastError: error },
    )
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
