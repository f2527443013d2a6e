import { RateLimiter as SandboxBucket } from '@marketpult/sandbox/core/rate-limiter';
import { describe, expect, it } from 'vitest';
import { JITTER_MS, RateLimiter, type RateLimit } from '../../src/core/rate-limiter';
import { fakeClock } from './fake-clock';

const ONE_PER_SECOND = { requests: 1, periodMs: 1000 };
/** A bucket of one has no burst to hold the jitter allowance back from: it widens the spacing. */
const STEP = 1000 + JITTER_MS;

/** Start times of `count` calls made one after another. */
async function starts(limiter: RateLimiter, clock: { now(): number }, limit: RateLimit, count = 4) {
  const times: number[] = [];
  for (let call = 0; call < count; call += 1) {
    (await limiter.acquire('k', limit))();
    times.push(clock.now());
  }
  return times;
}

const gaps = (times: readonly number[]) => times.slice(1).map((time, i) => time - times[i]!);

describe('RateLimiter', () => {
  it('a bucket of one: calls the published interval plus the jitter allowance apart', async () => {
    const clock = fakeClock();
    expect(gaps(await starts(new RateLimiter(clock), clock, ONE_PER_SECOND))).toEqual([
      STEP,
      STEP,
      STEP,
    ]);
  });

  it('a bucket with a burst: the burst less the jitter allowance at once, then the exact rate', async () => {
    const clock = fakeClock();
    // Wildberries' content bucket: 100 a minute (600 ms a token), 5 deep.
    const content = { requests: 100, periodMs: 60_000, burst: 5 };
    const times = await starts(new RateLimiter(clock), clock, content, 8);
    const first = times[0]!;
    // 4 × 600 ms of tolerance less 500 ms: four at once, the fifth at 2,400 − 1,900 ms, then
    // one every 600 ms, the published interval.
    expect(times.map((time) => time - first)).toEqual([0, 0, 0, 0, 500, 1100, 1700, 2300]);
  });

  it('a limit of unpublished shape keeps its margin below the stated rate and the whole burst', async () => {
    const clock = fakeClock();
    const limit = { requests: 1, periodMs: 1000, burst: 3, margin: 0.1 };
    const times = await starts(new RateLimiter(clock), clock, limit);
    expect(gaps(times)).toEqual([0, 0, 1100]);
  });

  it('paced exactly, a bucket like the marketplace’s own refuses nothing under jitter', async () => {
    // The sandbox's bucket (as WB describes its own) sees each call up to JITTER_MS late.
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const content = { requests: 100, periodMs: 60_000, burst: 5 };
    const server = new SandboxBucket(() => arrival);
    let arrival = 0;
    let seed = 7;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647) % 1;
    const refused: number[] = [];
    for (let call = 0; call < 300; call += 1) {
      (await limiter.acquire('k', content))();
      arrival = clock.now() + random() * JITTER_MS;
      const verdict = server.take('wb', { limit: 100, periodMs: 60_000, burst: 5 });
      if (!verdict.allowed) refused.push(call);
    }
    expect(refused).toEqual([]);
    // 300 calls, 5 in the burst: (300 − 5) × 600 ms would be the published minimum; the
    // jitter allowance costs one token's worth less 100 ms, once.
    expect(clock.now() - 1_000_000).toBe(295 * 600 + 500);
  });

  it('a window: the whole amount at once, then each call when the one a period before leaves', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const window = { requests: 10, periodMs: 1000, shape: 'window' as const };
    const times: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      (await limiter.acquire('k', window, undefined, 5))();
      times.push(clock.now() - 1_000_000);
    }
    // 5 + 5 fill the window; the third call goes when the first has been a period (plus the
    // jitter allowance) behind, the fourth when the second has.
    expect(times).toEqual([0, 0, 1000 + JITTER_MS, 1000 + JITTER_MS]);
  });

  it('a window counts a call from its end when it was released late', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const window = { requests: 2, periodMs: 1000, shape: 'window' as const };
    const slow = await limiter.acquire('k', window);
    (await limiter.acquire('k', window))();
    await clock.sleep(300); // the first call's reply took 300 ms
    slow();
    (await limiter.acquire('k', window))();
    // The second call (at 0) leaves first: the third starts at 1000 + JITTER_MS, and a fourth
    // only a period after the first call ended (300 ms), not after it started.
    expect(clock.now() - 1_000_000).toBe(1000 + JITTER_MS);
    (await limiter.acquire('k', window))();
    expect(clock.now() - 1_000_000).toBe(300 + 1000 + JITTER_MS);
  });

  it('a window kept exactly: 30 calls of 500 items at 10,000 a minute refused nowhere', async () => {
    // Маркет's price writes against the sandbox's bucket (the whole amount deep), late by jitter.
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const pricesWrite = { requests: 10_000, periodMs: 60_000, shape: 'window' as const };
    let arrival = 0;
    const server = new SandboxBucket(() => arrival);
    const refused: number[] = [];
    for (let call = 0; call < 30; call += 1) {
      (await limiter.acquire('k', pricesWrite, undefined, 500))();
      arrival = clock.now() + (call % 2) * JITTER_MS;
      if (!server.take('ym', { limit: 10_000, periodMs: 60_000 }, 500).allowed) refused.push(call);
    }
    expect(refused).toEqual([]);
    // 15,000 offers: 10,000 at once, the other 5,000 a minute (plus the allowance) later.
    expect(clock.now() - 1_000_000).toBe(60_000 + JITTER_MS);
  });

  it('queues concurrent callers in arrival order without sharing slots', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const start = clock.now();
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2].map(async (caller) => {
        (await limiter.acquire('k', ONE_PER_SECOND))();
        order.push(caller);
      }),
    );
    // Each caller reserved its own slot: the last starts two intervals after the first.
    expect(order).toEqual([0, 1, 2]);
    expect(clock.now() - start).toBe(2 * STEP);
  });

  it('keeps buckets apart per key', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    (await limiter.acquire('cabinet-1|prices', ONE_PER_SECOND))();
    (await limiter.acquire('cabinet-2|prices', ONE_PER_SECOND))();
    (await limiter.acquire('cabinet-1|stocks', ONE_PER_SECOND))();
    expect(clock.sleeps).toEqual([]);
  });

  it('holds the whole bucket until a deferral ends', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    limiter.deferUntil('k', ONE_PER_SECOND, clock.now() + 5000);
    (await limiter.acquire('k', ONE_PER_SECOND))();
    expect(clock.sleeps).toEqual([5000]);
  });

  it('holds a window until a deferral ends', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const window = { requests: 100, periodMs: 60_000, shape: 'window' as const };
    limiter.deferUntil('k', window, clock.now() + 5000);
    (await limiter.acquire('k', window))();
    expect(clock.sleeps).toEqual([5000]);
  });

  it('charges a call by its item count where the limit counts items', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const tenItemsPerSecond = { requests: 10, periodMs: 1000 };
    (await limiter.acquire('k', tenItemsPerSecond, undefined, 5))();
    (await limiter.acquire('k', tenItemsPerSecond, undefined, 1))();
    // The second call waits until the first call's five items have drained, and the
    // allowance: a bucket of one holds none of it back.
    expect(clock.sleeps).toEqual([5 * 100 + JITTER_MS]);
  });

  it('tryAcquire refuses instead of waiting, and spends the whole burst', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const tenPerHour = { requests: 10, periodMs: 3_600_000, burst: 10, margin: 0.1 };
    const taken = Array.from({ length: 11 }, () => limiter.tryAcquire('k', tenPerHour));
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(taken[10]).toBe(false);
  });

  it('caps calls in flight and lets the next one in on release', async () => {
    const limiter = new RateLimiter(fakeClock());
    const limit = { requests: 1000, periodMs: 1, burst: 1000, maxConcurrent: 2 };
    const first = await limiter.acquire('k', limit);
    await limiter.acquire('k', limit);
    let thirdIn = false;
    const third = limiter.acquire('k', limit).then((release) => {
      thirdIn = true;
      return release;
    });
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    first();
    (await third)();
    expect(thirdIn).toBe(true);
  });
});
