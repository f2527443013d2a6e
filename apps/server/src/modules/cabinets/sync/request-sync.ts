import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cabinets, syncRuns } from '../../../db/schema';
import type { SyncRunRow } from '../repository';
import type { SyncQueue } from './sync-queue';

export type SyncTrigger = 'created' | 'manual' | 'schedule';

const ACTIVE_STATUSES = ['queued', 'running'];

/** The cabinet's run that is queued or running, if any (there is at most one). */
export async function activeRunOf(
  db: Database,
  cabinetId: string,
): Promise<SyncRunRow | undefined> {
  const [run] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.cabinetId, cabinetId), inArray(syncRuns.status, ACTIVE_STATUSES)));
  return run;
}

/**
 * Queues a run of the cabinet, unless one is queued or running: then that one is the answer
 * (a partial unique index keeps it to one even when two requests race). The first run of a
 * cabinet is 'full'; once one has finished well, runs are 'incremental'.
 */
export async function requestSync(
  deps: { db: Database; queue: SyncQueue; clock: { now(): Date } },
  cabinetId: string,
  trigger: SyncTrigger,
): Promise<SyncRunRow> {
  const existing = await activeRunOf(deps.db, cabinetId);
  if (existing) return existing;
  const [synced] = await deps.db
    .select({ id: cabinets.id })
    .from(cabinets)
    .where(and(eq(cabinets.id, cabinetId), isNotNull(cabinets.lastSyncAt)));
  // The run and its job commit together: no run without a job, no job without its run.
  const run = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(syncRuns)
      .values({
        id: randomUUID(),
        cabinetId,
        kind: synced ? 'incremental' : 'full',
        trigger,
        status: 'queued',
        startedAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) await deps.queue.enqueue(tx, inserted);
    return inserted;
  });
  if (!run) {
    // Lost the race to a parallel request: its run is the one.
    const winner = await activeRunOf(deps.db, cabinetId);
    if (winner) return winner;
    throw new Error(`requestSync: no active run for ${cabinetId} after a conflict`);
  }
  deps.queue.wake(run);
  return run;
}

/**
 * The scheduled sync (every SYNC_INTERVAL_MINUTES, from the job queue's cron): queues an
 * incremental run for every enabled cabinet no run has started for within the interval. A
 * cabinet whose key the marketplace refused waits for a new key instead of failing each time.
 * Returns how many runs were queued.
 */
export async function requestDueSyncs(
  deps: { db: Database; queue: SyncQueue; clock: { now(): Date } },
  intervalMinutes: number,
): Promise<number> {
  const dueBefore = new Date(deps.clock.now().getTime() - intervalMinutes * 60_000);
  const due = await deps.db
    .select({ id: cabinets.id })
    .from(cabinets)
    .where(
      and(
        eq(cabinets.enabled, true),
        notInArray(cabinets.status, ['bad_credentials', 'missing_scopes']),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(syncRuns)
            .where(
              and(
                eq(syncRuns.cabinetId, cabinets.id),
                or(gt(syncRuns.startedAt, dueBefore), inArray(syncRuns.status, ACTIVE_STATUSES)),
              ),
            ),
        ),
      ),
    );
  for (const { id } of due) await requestSync(deps, id, 'schedule');
  return due.length;
}
