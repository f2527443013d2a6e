import { describe, expect, it } from 'vitest';
import { RateLimiter, SAFETY_MARGIN } from '../../src/core/rate-limiter';
import { fakeClock } from './fake-clock';

const ONE_PER_SECOND = { requests: 1, periodMs: 1000 };
const STEP = 1000 * (1 + SAFETY_MARGIN);

describe('RateLimiter', () => {
  it('spaces calls at the published rate less the safety margin', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const starts: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      (await limiter.acquire('k', ONE_PER_SECOND))();
      starts.push(clock.now());
    }
    const gaps = starts.slice(1).map((start, index) => start - starts[index]!);
    expect(gaps).toEqual([STEP, STEP, STEP]);
  });

  it('lets a burst through at once after a quiet spell, then paces', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const limit = { requests: 1, periodMs: 1000, burst: 3 };
    for (let call = 0; call < 4; call += 1) (await limiter.acquire('k', limit))();
    expect(clock.sleeps).toEqual([STEP]);
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

  it('charges a call by its item count where the limit counts items', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const tenItemsPerSecond = { requests: 10, periodMs: 1000 };
    (await limiter.acquire('k', tenItemsPerSecond, undefined, 5))();
    (await limiter.acquire('k', tenItemsPerSecond, undefined, 1))();
    // The second call waits until the first call's five items have drained.
    expect(clock.sleeps).toEqual([5 * 100 * (1 + SAFETY_MARGIN)]);
  });

  it('tryAcquire refuses instead of waiting', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock);
    const tenPerHour = { requests: 10, periodMs: 3_600_000, burst: 10 };
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
