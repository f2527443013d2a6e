import { realClock, type Clock } from './clock';

/**
 * A published limit of one method group: `requests` per `periodMs`. `maxConcurrent` caps
 * calls in flight (Yandex Market: 4 per campaign).
 *
 * `shape` is how the marketplace counts, as it publishes it:
 * - 'bucket' (default): a token bucket `burst` deep refilled continuously, one token every
 *   `periodMs / requests` (Wildberries' "Период | Лимит | Интервал | Всплеск" tables).
 * - 'window': at most `requests` in a `periodMs`, no burst stated (Yandex Market's
 *   `x-resource-limit-config`: an amount per minute or hour). Paced so that no span of
 *   `periodMs` holds more than `requests`, which keeps to a fixed window, a sliding one and a
 *   bucket `requests` deep alike.
 */
export interface RateLimit {
  readonly requests: number;
  readonly periodMs: number;
  readonly burst?: number;
  readonly maxConcurrent?: number;
  readonly shape?: 'bucket' | 'window';
  /**
   * Below the stated rate by this share, for a limit whose shape is not published (Ozon's 50 a
   * second is support's figure): the client cannot know how much jitter the marketplace's
   * counter tolerates, so it keeps the old 10 % (measured against a bucket like WB's own, 10 %
   * gave no 429, 3 % one; docs: libraries.md §5) and uses the whole stated burst. Unset: the
   * published rate exactly, with JITTER_MS held back from the burst instead.
   */
  readonly margin?: number;
}

/**
 * How far apart two calls' delays (network, either side's event loop) may be. An exact-rate
 * client whose calls arrive this much closer together than they were sent must still find a
 * token, so this much of the burst is never spent (or, for a bucket of 1 and a window, this
 * much is added to the spacing): at the published rate the margin covers jitter, not the shape.
 */
export const JITTER_MS = 500;

/** Releases the concurrency slot taken by `acquire`; call it once the response is read. */
export type Release = () => void;

interface SentCall {
  /** When it starts; once released, when it ended (it reached the marketplace before). */
  at: number;
  readonly cost: number;
}

interface Bucket {
  /** GCRA's theoretical arrival time: when the bucket is empty again at the full rate. */
  tat: number;
  /** Window limits: the calls started within the last period (and those reserved). */
  sent: SentCall[];
  /** Window limits: the marketplace said "not before" (a 429/420). */
  notBefore: number;
  inFlight: number;
  readonly waiters: (() => void)[];
}

/**
 * Pacing per key (marketplace, cabinet, method group): token buckets in the GCRA form, or a
 * log of the last period's calls for window limits. A caller reserves the next free slot at
 * once and then waits for it, so concurrent callers queue in arrival order and never
 * busy-poll. Waits, never fails: a limit is a pace, not an error.
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
    let entry: SentCall | undefined;
    try {
      const now = this.clock.now();
      let startAt: number;
      if (limit.shape === 'window') {
        entry = reserveInWindow(bucket, limit, now, cost);
        startAt = entry.at;
      } else {
        startAt = reserveInBucket(bucket, pacingOf(limit, true), now, cost);
      }
      if (startAt > now) await this.clock.sleep(startAt - now, signal);
    } catch (error) {
      this.leaveConcurrency(bucket, limit);
      throw error;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The call reached the marketplace by now at the latest (it may have waited for a
      // slot in flight after its reservation): it leaves the window a period after this.
      if (entry) entry.at = Math.max(entry.at, this.clock.now());
      this.leaveConcurrency(bucket, limit);
    };
  }

  /**
   * Takes a slot only if one is free now (for limits where waiting is the wrong answer, such
   * as Ozon's 10 price changes per product per hour). Returns false instead of waiting. Such a
   * limit is counted by us before sending, not by a bucket the call races, so the whole burst
   * may be spent.
   */
  tryAcquire(key: string, limit: RateLimit): boolean {
    const bucket = this.bucket(key);
    const now = this.clock.now();
    const pacing = pacingOf(limit, false);
    if (bucket.tat - pacing.tolerance > now) return false;
    reserveInBucket(bucket, pacing, now, 1);
    return true;
  }

  /**
   * The marketplace said "not before `atMs`" (a 429/420 with Retry-After): nobody in this
   * bucket starts before then, and the burst restarts from one.
   */
  deferUntil(key: string, limit: RateLimit, atMs: number): void {
    const bucket = this.bucket(key);
    if (limit.shape === 'window') {
      bucket.notBefore = Math.max(bucket.notBefore, atMs);
      return;
    }
    bucket.tat = Math.max(bucket.tat, atMs + pacingOf(limit, true).tolerance);
  }

  private bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= PRUNE_AT) this.prune();
      bucket = {
        tat: Number.NEGATIVE_INFINITY,
        sent: [],
        notBefore: Number.NEGATIVE_INFINITY,
        inFlight: 0,
        waiters: [],
      };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /**
   * Per-item buckets (one per product) would pile up; a bucket whose arrival time has passed
   * and that nobody holds is the same as a new one, so dropping it loses nothing. (Window
   * limits are per method group, a handful per cabinet: they are never dropped.)
   */
  private prune(): void {
    const now = this.clock.now();
    for (const [key, bucket] of this.buckets) {
      if (
        bucket.tat <= now &&
        bucket.sent.length === 0 &&
        bucket.inFlight === 0 &&
        bucket.waiters.length === 0
      ) {
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

interface Pacing {
  /** Milliseconds a unit spends. */
  readonly interval: number;
  /** How far ahead of the theoretical arrival time a call may start (GCRA's τ). */
  readonly tolerance: number;
  /** Added once per call (not per unit): the jitter allowance a shallow burst cannot hold. */
  readonly perCall: number;
}

/**
 * A bucket's pace. With a margin: the stated rate slowed by it, the whole burst. Without: the
 * published rate, the burst's tolerance less JITTER_MS, so calls that arrive up to JITTER_MS
 * closer together than sent still conform (GCRA with a delay-variation tolerance); where the
 * burst is shallower than that (a bucket of 1), the missing part is added to the spacing.
 */
function pacingOf(limit: RateLimit, racing: boolean): Pacing {
  const published = limit.periodMs / limit.requests;
  const burst = Math.max(1, limit.burst ?? 1);
  if (limit.margin !== undefined || !racing) {
    const interval = published * (1 + (limit.margin ?? 0));
    return { interval, tolerance: interval * (burst - 1), perCall: 0 };
  }
  const tolerance = published * (burst - 1) - JITTER_MS;
  if (tolerance >= 0) return { interval: published, tolerance, perCall: 0 };
  return { interval: published, tolerance: 0, perCall: -tolerance };
}

function reserveInBucket(bucket: Bucket, pacing: Pacing, now: number, cost: number): number {
  const startAt = Math.max(now, bucket.tat - pacing.tolerance);
  bucket.tat = Math.max(bucket.tat, now) + pacing.interval * Math.max(0, cost) + pacing.perCall;
  return startAt;
}

/**
 * The earliest start, not before the previous reservation, at which the calls within the last
 * period (widened by JITTER_MS, and by the margin if any) plus this one stay within
 * `requests`. A call costing more than `requests` waits for an empty window, as the sandbox's
 * bucket makes it wait for a full one.
 */
function reserveInWindow(bucket: Bucket, limit: RateLimit, now: number, cost: number): SentCall {
  const span = limit.periodMs * (1 + (limit.margin ?? 0)) + JITTER_MS;
  // Released calls carry their end, so the log is not in order: a window holds a few hundred
  // calls at most (Маркет's 100 mappings a minute), sorted here each time.
  const sent = bucket.sent.filter((call) => call.at > now - span).sort((a, b) => a.at - b.at);
  bucket.sent = sent;
  const latest = sent.reduce((max, call) => Math.max(max, call.at), Number.NEGATIVE_INFINITY);
  let startAt = Math.max(now, latest, bucket.notBefore);
  const units = Math.max(0, cost);
  const allowed = limit.requests - Math.min(units, limit.requests);
  let inWindow = 0;
  for (const call of sent) if (call.at > startAt - span) inWindow += call.cost;
  for (const call of sent) {
    if (inWindow <= allowed) break;
    if (call.at <= startAt - span) continue;
    inWindow -= call.cost;
    startAt = Math.max(startAt, call.at + span);
  }
  const entry = { at: startAt, cost: units };
  sent.push(entry);
  return entry;
}

/**
 * The one limiter of the process: every connector instance of a cabinet shares its buckets,
 * so two jobs syncing the same cabinet together still keep to its limits.
 */
export const sharedRateLimiter = new RateLimiter();
