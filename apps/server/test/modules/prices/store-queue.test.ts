import { describe, expect, it } from 'vitest';
import { StoreQueue } from '../../../src/modules/prices/store-queue';

/** A store that waits until the test lets it end, recording what it was given. */
function gatedStore() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  let running = 0;
  let mostRunning = 0;
  const store = async (items: number[]) => {
    batches.push(items);
    running += 1;
    mostRunning = Math.max(mostRunning, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    if (items.includes(-1)) throw new Error('store failed');
  };
  const openNext = async () => {
    gates.shift()?.();
    // Let the ended store's lane take what waits.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { store, batches, openNext, mostRunning: () => mostRunning };
}

describe('StoreQueue', () => {
  it('stores two parts at once and the parts shown meanwhile together', async () => {
    const gated = gatedStore();
    const queue = new StoreQueue(gated.store, 2, 1_000);
    queue.add([1, 2]);
    queue.add([3]);
    // Both lanes busy: these wait, then go as one store.
    queue.add([4, 5]);
    queue.add([6]);
    expect(gated.batches).toEqual([[1, 2], [3]]);
    await gated.openNext();
    expect(gated.batches).toEqual([[1, 2], [3], [4, 5, 6]]);
    const settled = queue.settled();
    await gated.openNext();
    await gated.openNext();
    await settled;
    expect(gated.mostRunning()).toBe(2);
  });

  it('takes at most `most` items in one store', async () => {
    const gated = gatedStore();
    const queue = new StoreQueue(gated.store, 1, 2);
    queue.add([1]);
    queue.add([2, 3, 4, 5, 6]);
    const settled = queue.settled();
    for (let index = 0; index < 4; index += 1) await gated.openNext();
    await settled;
    expect(gated.batches).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('after a failure begins nothing new, waits for what runs, then throws it', async () => {
    const gated = gatedStore();
    const queue = new StoreQueue(gated.store, 2, 1_000);
    queue.add([-1]);
    queue.add([2]);
    queue.add([3]);
    await gated.openNext(); // [-1] fails; [3] must not begin
    expect(gated.batches).toEqual([[-1], [2]]);
    const settled = expect(queue.settled()).rejects.toThrow('store failed');
    await gated.openNext();
    await settled;
    expect(gated.batches).toEqual([[-1], [2]]);
  });
});
