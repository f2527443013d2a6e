import type { Clock } from '../../src/core/clock';

/** A clock that only moves when something sleeps on it; it records every sleep. */
export function fakeClock(start = 1_000_000): Clock & { readonly sleeps: number[] } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: (ms) => {
      sleeps.push(ms);
      now += Math.max(0, ms);
      return Promise.resolve();
    },
  };
}
