/**
 * Token buckets as the marketplaces describe their limits: `limit` requests per `periodMs`,
 * refilled continuously, at most `burst` at once. Keyed by whatever the marketplace counts per
 * (Ozon Client-Id, YM campaign + method, WB seller + category).
 */
export interface BucketRule {
  readonly limit: number;
  readonly periodMs: number;
  /** Bucket size (default: limit). */
  readonly burst?: number;
}

export interface BucketVerdict {
  readonly allowed: boolean;
  /** Whole requests left after this one. */
  readonly remaining: number;
  /** Seconds until one request is allowed again (0 when allowed). */
  readonly retryAfterSeconds: number;
  /** Seconds until the bucket is full again. */
  readonly resetSeconds: number;
  readonly burst: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly now: () => number) {}

  /** `cost`: units this request spends, for limits counted in items (YM: offers a minute). */
  take(key: string, rule: BucketRule, cost = 1): BucketVerdict {
    const burst = rule.burst ?? rule.limit;
    const perMs = rule.limit / rule.periodMs;
    const t = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: t };
    bucket.tokens = Math.min(burst, bucket.tokens + (t - bucket.at) * perMs);
    bucket.at = t;
    this.buckets.set(key, bucket);
    // A request worth more than a full bucket waits for a full bucket, then goes (into debt).
    const needed = Math.min(Math.max(cost, 1), burst);
    const allowed = bucket.tokens >= needed;
    if (allowed) bucket.tokens -= Math.max(cost, 0);
    return {
      allowed,
      burst,
      remaining: Math.max(0, Math.floor(bucket.tokens)),
      retryAfterSeconds: allowed
        ? 0
        : Math.max(1, Math.ceil((needed - bucket.tokens) / perMs / 1000)),
      resetSeconds: Math.ceil((burst - bucket.tokens) / perMs / 1000),
    };
  }
}
