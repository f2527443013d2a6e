import { z } from 'zod';
import type { DbTransaction } from '../../../db/client';
import { defineJobKind, type JobKind } from '../../../jobs/job-kind';
import type { JobQueue } from '../../../jobs/job-queue';
import type { SyncDeps } from '../context';
import { activeRunOf, requestDueSyncs } from './request-sync';
import { runSync } from './run-sync';
import type { QueuedRun, SyncQueue } from './sync-queue';

export const CABINET_SYNC_JOB = 'cabinet.sync';
export const CABINET_SYNC_SCHEDULE_JOB = 'cabinet.sync-schedule';
/** Every 5 minutes (Moscow time): a cabinet is due SYNC_INTERVAL_MINUTES after its last run. */
export const SYNC_SCHEDULE_CRON = '*/5 * * * *';

/**
 * A first sync of 100,000 listings on a slow marketplace takes hours, so the expiry is only a
 * last resort; a crashed process is noticed by its missing heartbeat (SYNC_HEARTBEAT_SECONDS).
 */
const EXPIRE_SECONDS = 12 * 60 * 60;
const MAX_RETRY_DELAY_SECONDS = 30 * 60;

export interface CabinetSyncTiming {
  /** SYNC_HEARTBEAT_SECONDS */
  heartbeatSeconds: number;
  /** SYNC_RETRY_SECONDS: the first retry's delay, doubled for each next one. */
  retrySeconds: number;
}

export interface CabinetSyncPayload {
  cabinetId: string;
  runId: string;
}

/**
 * Runs one sync run. Singleton per cabinet: at most one job of a cabinet waits and one runs,
 * across every server process on the database, so a cabinet is never synced twice at once. A
 * retry (a crash, the server stopping) resumes the run from its last stored page.
 */
export function cabinetSyncKind(
  deps: SyncDeps,
  timing: CabinetSyncTiming,
): JobKind<CabinetSyncPayload> {
  return defineJobKind<CabinetSyncPayload>({
    name: CABINET_SYNC_JOB,
    payload: z.object({ cabinetId: z.uuid(), runId: z.uuid() }),
    singletonKey: (payload) => payload.cabinetId,
    retry: {
      limit: 10,
      delaySeconds: timing.retrySeconds,
      backoff: true,
      maxDelaySeconds: MAX_RETRY_DELAY_SECONDS,
    },
    expireInSeconds: EXPIRE_SECONDS,
    heartbeatSeconds: timing.heartbeatSeconds,
    async handle({ cabinetId, runId }, context) {
      await runSync(deps, runId, context.signal);
      // A send the singleton dropped (a job of the cabinet still waited, e.g. a retry of a run
      // that had ended) left its run without a job: carried on here.
      const next = await activeRunOf(deps.db, cabinetId);
      if (next && next.id !== runId) await runSync(deps, next.id, context.signal);
    },
  });
}

/** The schedule's tick: queues the cabinets that are due (requestDueSyncs). */
export function cabinetSyncScheduleKind(
  deps: Parameters<typeof requestDueSyncs>[0],
  intervalMinutes: () => number,
): JobKind<Record<string, never>> {
  return defineJobKind<Record<string, never>>({
    name: CABINET_SYNC_SCHEDULE_JOB,
    payload: z.object({}).strict(),
    // One tick waits at most; a missed one changes nothing, the next finds the same cabinets.
    singletonKey: () => 'tick',
    retry: { limit: 0, delaySeconds: 60, backoff: false },
    expireInSeconds: 10 * 60,
    async handle(_payload, context) {
      const queued = await requestDueSyncs(deps, intervalMinutes());
      if (queued > 0) context.log.info({ queued }, 'scheduled cabinet syncs queued');
    },
  });
}

/** The app's sync queue: a `cabinet.sync` job per run, sent in the run's own transaction. */
export class JobSyncQueue implements SyncQueue {
  constructor(
    private readonly jobs: JobQueue,
    private readonly kind: JobKind<CabinetSyncPayload>,
  ) {}

  async enqueue(tx: DbTransaction, run: QueuedRun): Promise<void> {
    await this.jobs.send(this.kind, { cabinetId: run.cabinetId, runId: run.id }, { tx });
  }

  wake(): void {
    this.jobs.wake(this.kind);
  }

  async idle(): Promise<void> {
    // A run may queue another (a dropped send carried on): until nothing is due.
    await this.jobs.runUntilIdle(this.kind);
  }

  /** The job queue stops its workers itself (jobs plugin), waiting for the runs in progress. */
  async close(): Promise<void> {}
}
