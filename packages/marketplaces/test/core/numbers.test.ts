import { describe, expect, it } from 'vitest';
import { chunk } from '../../src/core/batches';
import { toId, toNumber } from '../../src/core/numbers';

describe('reading numbers the way marketplaces send them', () => {
  it('takes numbers and decimal strings, nothing else', () => {
    expect(toNumber(1499.5)).toBe(1499.5);
    expect(toNumber('1499.50')).toBe(1499.5);
    expect(toNumber('0')).toBe(0);
    expect(toNumber('')).toBeNull();
    expect(toNumber('abc')).toBeNull();
    expect(toNumber(null)).toBeNull();
  });

  it('keeps int64 ids as strings', () => {
    expect(toId('22142605386000')).toBe('22142605386000');
    expect(toId(410000001)).toBe('410000001');
    expect(toId(undefined)).toBeNull();
  });

  it('splits writes into batches of the marketplace size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 100)).toEqual([]);
  });
});
