import { describe, expect, it } from 'vitest';
import { roundLines } from './rounding';

const f = (n: bigint, d = 1n) => ({ n, d });

describe('roundLines', () => {
  it('makes the lines add up to the total rounded up', () => {
    // Three thirds of a kopeck each: exact total 1, every floor 0, so one line takes it.
    expect(roundLines({ a: f(1n, 3n), b: f(1n, 3n), c: f(1n, 3n) })).toEqual({
      a: 1n,
      b: 0n,
      c: 0n,
    });
  });

  it('gives the missing kopecks to the largest fractions', () => {
    // 10.2 + 20.7 + 5.6 = 36.5 → 37; floors 35; .7 and .6 take one each.
    expect(roundLines({ a: f(51n, 5n), b: f(207n, 10n), c: f(28n, 5n) })).toEqual({
      a: 10n,
      b: 21n,
      c: 6n,
    });
  });

  it('leaves whole amounts and negative lines consistent', () => {
    // 100 − 3.25 + 0.5 = 97.25 → 98: floors 100, −4, 0; the missing 2 go to .75 and .5.
    expect(roundLines({ a: f(100n), b: f(-13n, 4n), c: f(1n, 2n) })).toEqual({
      a: 100n,
      b: -3n,
      c: 1n,
    });
  });
});
