import { describe, expect, it } from 'vitest';
import { inFlight, readInParts } from '../../src/core/in-flight';

/** A promise with its resolve and reject outside, to hold an item's work open. */
function held() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('inFlight', () => {
  it('runs at most `limit` items at once, starting them in their order', async () => {
    const holds = Array.from({ length: 5 }, held);
    const started: number[] = [];
    const done = inFlight(holds, 2, async (hold, index) => {
      started.push(index);
      await hold.promise;
    });
    await turn();
    expect(started).toEqual([0, 1]);
    holds[1]!.resolve();
    await turn();
    expect(started).toEqual([0, 1, 2]);
    for (const hold of holds) hold.resolve();
    await done;
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('starts nothing after a failure, waits for the running ones, then throws the first', async () => {
    const holds = Array.from({ length: 6 }, held);
    const started: number[] = [];
    const ended: number[] = [];
    const done = inFlight(holds, 3, async (hold, index) => {
      started.push(index);
      await hold.promise;
      ended.push(index);
    });
    let settled = false;
    void done.catch(() => {}).finally(() => (settled = true));
    await turn();
    holds[0]!.reject(new Error('first'));
    await turn();
    holds[1]!.reject(new Error('second'));
    await turn();
    // The third item still runs: the call has not answered yet.
    expect(settled).toBe(false);
    holds[2]!.resolve();
    await expect(done).rejects.toThrow('first');
    expect(started).toEqual([0, 1, 2]);
    expect(ended).toEqual([2]);
  });

  it('starts nothing once the signal is aborted', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const done = inFlight(
      [1, 2, 3],
      1,
      async (_, index) => {
        started.push(index);
        controller.abort(new Error('stopped'));
      },
      controller.signal,
    );
    await expect(done).rejects.toThrow('stopped');
    expect(started).toEqual([0]);
  });

  it('does nothing for no items', async () => {
    await expect(
      inFlight([], 4, () => Promise.reject(new Error('never'))),
    ).resolves.toBeUndefined();
  });
});

describe('readInParts', () => {
  it("hands each part over as it is read and answers all in the parts' order", async () => {
    const holds = Array.from({ length: 3 }, held);
    const handed: number[][] = [];
    const all = readInParts(
      [0, 1, 2],
      3,
      async (part) => {
        await holds[part]!.promise;
        return [part * 10, part * 10 + 1];
      },
      (read) => handed.push([...read]),
    );
    holds[2]!.resolve();
    await turn();
    expect(handed).toEqual([[20, 21]]);
    holds[0]!.resolve();
    holds[1]!.resolve();
    expect(await all).toEqual([0, 1, 10, 11, 20, 21]);
    expect(handed).toEqual([
      [20, 21],
      [0, 1],
      [10, 11],
    ]);
  });
});
