import { describe, expect, it } from 'vitest';
import * as F from './rational';

describe('fractions', () => {
  it('reads decimals as written, not as their binary doubles', () => {
    expect(F.fromDecimal(0.1)).toEqual({ n: 1n, d: 10n });
    expect(F.fromDecimal(19.5)).toEqual({ n: 39n, d: 2n });
    expect(F.fromDecimal(-2.25)).toEqual({ n: -9n, d: 4n });
    expect(F.fromDecimal(1e-7)).toEqual({ n: 1n, d: 10_000_000n });
    expect(F.fromDecimal(1.5e21)).toEqual({ n: 1_500_000_000_000_000_000_000n, d: 1n });
    expect(F.reduce(F.percent(22))).toEqual({ n: 11n, d: 50n });
  });

  it('refuses what is not a finite number', () => {
    expect(() => F.fromDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => F.fromDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => F.div(F.ONE, F.ZERO)).toThrow(RangeError);
  });

  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(F.compare(F.add(F.fromDecimal(0.1), F.fromDecimal(0.2)), F.fromDecimal(0.3))).toBe(0);
  });

  it('keeps VAT shares exact: 122 × 22/122 is 22', () => {
    const share = F.div(F.percent(22), F.add(F.ONE, F.percent(22)));
    expect(F.reduce(F.mul(F.int(122), share))).toEqual({ n: 22n, d: 1n });
  });

  it('rounds toward −∞ and +∞ for either sign', () => {
    const cases: [F.Fraction, bigint, bigint][] = [
      [{ n: 7n, d: 2n }, 3n, 4n],
      [{ n: -7n, d: 2n }, -4n, -3n],
      [{ n: 6n, d: 3n }, 2n, 2n],
      [{ n: -6n, d: 3n }, -2n, -2n],
      [F.ZERO, 0n, 0n],
    ];
    for (const [x, down, up] of cases) {
      expect(F.floor(x)).toBe(down);
      expect(F.ceil(x)).toBe(up);
    }
  });

  it('converts to the nearest double, large values too', () => {
    expect(F.toNumber({ n: 1n, d: 3n })).toBe(1 / 3);
    expect(F.toNumber(F.int(20))).toBe(20);
    expect(F.toNumber({ n: 10n ** 30n, d: 3n * 10n ** 28n })).toBeCloseTo(100 / 3, 12);
  });
});
