import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/** How a failed run is tried again. pg-boss doubles the delay (with jitter) when `backoff`. */
export interface RetryPolicy {
  /** Runs after the first one; 0 = never retried. */
  limit: number;
  delaySeconds: number;
  backoff: boolean;
  /** The longest wait between two runs when backing off. */
  maxDelaySeconds?: number;
}

export interface JobContext {
  jobId: string;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** No retry follows this run when it fails. */
  lastAttempt: boolean;
  /** Aborted when the server stops: a long job should stop at its next resumable point. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * One kind of background work: its queue name, what its payload looks like, what runs it and how
 * it is retried. Handlers must be idempotent: a crash after the work but before the job is marked
 * done runs it again.
 */
export interface JobKind<Payload> {
  /** The pg-boss queue name, e.g. 'mail.deliver'. Never renamed once jobs exist. */
  name: string;
  /** Checked on send and again before each run (a payload written by an older release). */
  payload: z.ZodType<Payload>;
  handle(payload: Payload, context: JobContext): Promise<void>;
  retry: RetryPolicy;
  /** How long one run may take before another process may take the job over (after a crash). */
  expireInSeconds: number;
  /**
   * pg-boss heartbeat (at least 10): a running job's process refreshes it every half of this,
   * and a job whose heartbeat is older than this is failed over to a retry. For long runs: a
   * crashed process is noticed after this long instead of after `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /**
   * At most one job per key waiting and one running (pg-boss `stately` queue): a second send
   * for a key that already waits is dropped (send resolves to null).
   */
  singletonKey?: (payload: Payload) => string;
  /** Runs of this kind at once in one process; JOB_CONCURRENCY when left out. */
  concurrency?: number;
}

/** Identity with inference: `defineJobKind({ name, payload: z.object(…), handle(payload) {…} })`. */
export function defineJobKind<Payload>(kind: JobKind<Payload>): JobKind<Payload> {
  return kind;
}
