import { realClock, type Clock } from './clock';

/**
 * A published limit of one method group: `requests` per `periodMs`, at most `burst` at once
 * after a quiet spell. `maxConcurrent` caps calls in flight (Yandex Market: 4 per campaign).
 */
export interface RateLimit {
  readonly requests: number;
  readonly periodMs: number;
  readonly burst?: number;
  readonly maxConcurrent?: number;
}

/**
 * Below the published rate by this share: measured against a bucket like Wildberries' own,
 * a 10 % margin gave no 429 at all, 3 % one (docs: libraries.md §5). Clocks and network
 * jitter make an exact-rate client step over the line now and then.
 */
export const SAFETY_MARGIN = 0.1;

/** Releases the concurrency slot taken by `acquire`; call it once the response is read. */
export type Release = () => void;

interface Bucket {
  /** GCRA's theoretical arrival time: when the bucket is empty again at the full rate. */
  tat: number;
  inFlight: number;
  readonly waiters: (() => void)[];
}

/**
 * Token buckets in the GCRA form, one per key (marketplace, cabinet, method group). A caller
 * reserves the next free slot at once and then waits for it, so concurrent callers queue in
 * arrival order and never busy-poll. Waits, never fails: a limit is a pace, not an error.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly clock: Clock = realClock) {}

  /**
   * Waits for a slot and takes it. `cost` is for limits counted in items rather than calls
   * (Yandex Market: 10 000 offers a minute for price writes): a call of 500 offers costs 500.
   */
  async acquire(key: string, limit: RateLimit, signal?: AbortSignal, cost = 1): Promise<Release> {
    const bucket = this.bucket(key);
    await this.enterConcurrency(bucket, limit, signal);
    try {
      const now = this.clock.now();
      const interval = emissionInterval(limit);
      const tolerance = interval * (Math.max(1, limit.burst ?? 1) - 1);
      const startAt = Math.max(now, bucket.tat - tolerance);
      bucket.tat = Math.max(bucket.tat, now) + interval * Math.max(0, cost);
      if (startAt > now) await this.clock.sleep(startAt - now, signal);
    } catch (error) {
      this.leaveConcurrency(bucket, limit);
      throw error;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.leaveConcurrency(bucket, limit);
    };
  }

  /**
   * Takes a slot only if one is free now (for limits where waiting is the wrong answer, such
   * as Ozon's 10 price changes per product per hour). Returns false instead of waiting.
   */
  tryAcquire(key: string, limit: RateLimit): boolean {
    const bucket = this.bucket(key);
    const now = this.clock.now();
    const interval = emissionInterval(limit);
    const tolerance = interval * (Math.max(1, limit.burst ?? 1) - 1);
    if (bucket.tat - tolerance > now) return false;
    bucket.tat = Math.max(bucket.tat, now) + interval;
    return true;
  }

  /**
   * The marketplace said "not before `atMs`" (a 429/420 with Retry-After): nobody in this
   * bucket starts before then, and the burst restarts from one.
   */
  deferUntil(key: string, limit: RateLimit, atMs: number): void {
    const bucket = this.bucket(key);
    const tolerance = emissionInterval(limit) * (Math.max(1, limit.burst ?? 1) - 1);
    bucket.tat = Math.max(bucket.tat, atMs + tolerance);
  }

  private bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= PRUNE_AT) this.prune();
      bucket = { tat: Number.NEGATIVE_INFINITY, inFlight: 0, waiters: [] };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /**
   * Per-item buckets (one per product) would pile up; a bucket whose arrival time has passed
   * and that nobody holds is the same as a new one, so dropping it loses nothing.
   */
  private prune(): void {
    const now = this.clock.now();
    for (const [key, bucket] of this.buckets) {
      if (bucket.tat <= now && bucket.inFlight === 0 && bucket.waiters.length === 0) {
        this.buckets.delete(key);
      }
    }
  }

  private async enterConcurrency(
    bucket: Bucket,
    limit: RateLimit,
    signal?: AbortSignal,
  ): Promise<void> {
    const cap = limit.maxConcurrent;
    if (cap === undefined) return;
    while (bucket.inFlight >= cap) {
      signal?.throwIfAborted();
      await new Promise<void>((resolve) => bucket.waiters.push(resolve));
    }
    bucket.inFlight += 1;
  }

  private leaveConcurrency(bucket: Bucket, limit: RateLimit): void {
    if (limit.maxConcurrent === undefined) return;
    bucket.inFlight -= 1;
    bucket.waiters.shift()?.();
  }
}

const PRUNE_AT = 10_000;

/** Milliseconds between two calls at the published rate slowed by the safety margin. */
function emissionInterval(limit: RateLimit): number {
  return (limit.periodMs / limit.requests) * (1 + SAFETY_MARGIN);
}

/**
 * The one limiter of the process: every connector instance of a cabinet shares its buckets,
 * so two jobs syncing the same cabinet together still keep to its limits.
 */
export const sharedRateLimiter = new RateLimiter();
