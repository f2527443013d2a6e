import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cachedTotal, catalogChanged } from '../../../src/modules/catalog/total-cache';

describe('the cached catalog totals', () => {
  it('counts once for requests of one view arriving together, and again after a change', async () => {
    const userId = randomUUID();
    let counts = 0;
    let finish: (total: number) => void = () => undefined;
    const count = () => {
      counts += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };

    const together = Promise.all([1, 2, 3].map(() => cachedTotal(userId, '{}', count)));
    finish(42);

    expect(await together).toEqual([42, 42, 42]);
    expect(await cachedTotal(userId, '{}', count)).toBe(42);
    expect(counts).toBe(1);
    catalogChanged(userId);
    const again = cachedTotal(userId, '{}', count);
    finish(41);
    expect(await again).toBe(41);
    expect(counts).toBe(2);
  });

  it('counts again once the entry is older than 30 seconds', async () => {
    const userId = randomUUID();
    let counts = 0;
    const count = async () => ++counts;
    expect(await cachedTotal(userId, '{}', count, 0)).toBe(1);
    expect(await cachedTotal(userId, '{}', count, 29_999)).toBe(1);
    expect(await cachedTotal(userId, '{}', count, 30_000)).toBe(2);
  });
});
