import type { FastifyBaseLogger } from 'fastify';
import type { DbTransaction } from '../../../db/client';

/** A sync run as the queue knows it. */
export interface QueuedRun {
  id: string;
  cabinetId: string;
}

/**
 * Where a queued run goes: the job queue in the app (sync-job.ts), a test's own in tests
 * (`buildApp({ syncQueue })`).
 */
export interface SyncQueue {
  /** Inside the transaction that created the run: the run is queued only if it commits. */
  enqueue(tx: DbTransaction, run: QueuedRun): Promise<void>;
  /** After that commit: start it now rather than at the next poll. */
  wake(run: QueuedRun): void;
  /**
   * Resolves once every run queued so far has ended (tests). The job queue runs the due ones
   * here and now, so a test needs no workers.
   */
  idle(): Promise<void>;
  /** When the app closes, before the database does. */
  close(): Promise<void>;
}

/**
 * Runs each run in the background of this process as soon as its transaction committed. For
 * tests that need a run going in the background while they act; it keeps nothing across
 * restarts (the job queue does).
 */
export class InProcessSyncQueue implements SyncQueue {
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly run: (runId: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enqueue(): Promise<void> {}

  wake(run: QueuedRun): void {
    const task = this.run(run.id)
      .catch((error: unknown) => {
        this.log.error({ err: error, event: 'cabinet.sync', runId: run.id }, 'sync run crashed');
      })
      .finally(() => this.#running.delete(task));
    this.#running.add(task);
  }

  async idle(): Promise<void> {
    // A run may enqueue nothing new, but a call may enqueue while we wait: loop until empty.
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }

  close(): Promise<void> {
    // A run in the middle of a page finishes its transaction before the database closes.
    return this.idle();
  }
}
