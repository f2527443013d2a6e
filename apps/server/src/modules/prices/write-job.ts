import { z } from 'zod';
import type { DbTransaction } from '../../db/client';
import { defineJobKind, type JobKind } from '../../jobs/job-kind';
import type { JobQueue } from '../../jobs/job-queue';
import type { PriceDeps, PriceWriteQueue, PriceWriteTarget } from './context';
import { runPriceWrites } from './run-writes';

export const PRICE_WRITE_JOB = 'price.write';

/**
 * Price-write jobs run at once in one process, whatever JOB_CONCURRENCY says for other kinds.
 * A job spends nearly all its time in its read-back waits (5 s to 180 s) and in the
 * connector's pacing, which is per cabinet whatever the number of jobs: runs in flight together
 * (a seller's, a repricer's, a promotion's, each cabinet of each) wait together and share their
 * read-backs (shared-read-back.ts) rather than go in waves. Measured when a bulk change was ten
 * runs of 1,000: with 3 at a time each wave waited its own 5 s and read back on its own. The
 * cost is more idle polls.
 */
export const PRICE_WRITE_CONCURRENCY = 10;

/**
 * One cabinet's share of an applied run. Its handler starts from wherever the changes stand
 * (run-writes.ts), so a retry after a crash or a stop reads back before it sends anything.
 * One job per run and cabinet (the singleton key): an apply that raced itself queues one.
 */
export function priceWriteKind(
  deps: Omit<PriceDeps, 'queue'>,
  later: (target: PriceWriteTarget, startAfter: Date) => Promise<unknown>,
): JobKind<PriceWriteTarget> {
  return defineJobKind<PriceWriteTarget>({
    name: PRICE_WRITE_JOB,
    payload: z.object({ runId: z.uuid(), cabinetId: z.uuid() }),
    singletonKey: (payload) => `${payload.runId}:${payload.cabinetId}`,
    retry: { limit: 10, delaySeconds: 30, backoff: true, maxDelaySeconds: 30 * 60 },
    // 429 storms make a run long; a crashed process is noticed by the heartbeat instead.
    expireInSeconds: 6 * 60 * 60,
    heartbeatSeconds: 30,
    concurrency: PRICE_WRITE_CONCURRENCY,
    async handle(payload, context) {
      const { recheckAt } = await runPriceWrites(
        { ...deps, queue: NO_QUEUE },
        payload,
        context.signal,
      );
      // A WB task still processing: look again later, as a job of its own (the singleton key
      // allows one waiting beside this running one), rather than fail the change.
      if (recheckAt) await later(payload, recheckAt);
    },
  });
}

/** The handler never queues; its deps need a queue only by type. */
const NO_QUEUE: PriceWriteQueue = {
  enqueue: async () => {},
  wake: () => {},
  idle: async () => {},
};

export class JobPriceWriteQueue implements PriceWriteQueue {
  constructor(
    private readonly jobs: JobQueue,
    private readonly kind: JobKind<PriceWriteTarget>,
  ) {}

  async enqueue(tx: DbTransaction, target: PriceWriteTarget): Promise<void> {
    await this.jobs.send(this.kind, target, { tx });
  }

  wake(): void {
    this.jobs.wake(this.kind);
  }

  async idle(): Promise<void> {
    await this.jobs.runUntilIdle(this.kind);
  }
}
