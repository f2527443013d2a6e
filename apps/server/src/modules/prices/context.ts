import type { DbTransaction } from '../../db/client';
import type { SyncDeps } from '../cabinets/context';
import type { SharedReadBacks } from './shared-read-back';

/** One cabinet's share of an applied run: the unit a `price.write` job sends. */
export interface PriceWriteTarget {
  runId: string;
  cabinetId: string;
}

/** Where applied runs go: the job queue in the app (write-job.ts). */
export interface PriceWriteQueue {
  /** Inside the transaction that applies the run: the jobs exist only if it commits. */
  enqueue(tx: DbTransaction, target: PriceWriteTarget): Promise<void>;
  /** After that commit: start now rather than at the next poll. */
  wake(): void;
  /** Runs every due job here and now until none is left (tests). */
  idle(): Promise<void>;
}

export interface PriceWriteTiming {
  /**
   * Waits before each read-back round: the marketplace applies a write a while later (WB's
   * upload tasks, Yandex Market's offers). After the last round a change still not shown is
   * 'failed' (or, when it was left 'sending' by a crash, sent again).
   */
  readBackDelaysMs: readonly number[];
  /**
   * A change whose Wildberries upload task is still processing after the last read-back is
   * looked at again by a job this much later (default 60 s; run-writes.ts).
   */
  taskRecheckMs?: number;
}

/** What a price write needs: the cabinets' connector and vault, the queue, the timing. */
export interface PriceDeps extends SyncDeps {
  queue: PriceWriteQueue;
  timing: PriceWriteTiming;
  /** Read-backs shared by the jobs of one cabinet in flight (shared-read-back.ts). */
  readBacks: SharedReadBacks;
  /** Waits between a send and its read-back; tests move the sandbox's clock instead. */
  wait(ms: number, signal?: AbortSignal): Promise<void>;
}
