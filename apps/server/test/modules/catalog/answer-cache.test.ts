import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AnswerCache, type ComputedAnswer } from '../../../src/modules/catalog/answer-cache';
import { catalogChanged } from '../../../src/modules/catalog/total-cache';

const FOREVER = { ttlMs: Infinity };
const answerOf = (text: string, readAt = 0): ComputedAnswer => ({
  body: Buffer.from(text),
  readAt,
});

/** A computation the test finishes by hand, counting how often it was started. */
function gate() {
  let finish: (answer: ComputedAnswer) => void = () => undefined;
  const state = {
    started: 0,
    compute: () => {
      state.started += 1;
      return new Promise<ComputedAnswer>((resolve) => {
        finish = resolve;
      });
    },
    finish: (answer: ComputedAnswer) => finish(answer),
  };
  return state;
}

describe('the catalog answer cache', () => {
  it('computes once for requests of one key arriving together, then answers from memory', async () => {
    const cache = new AnswerCache();
    const userId = randomUUID();
    const run = gate();
    const together = Promise.all(
      [1, 2, 3].map(() => cache.answer(userId, 'q', run.compute, FOREVER)),
    );
    run.finish(answerOf('page'));
    expect((await together).map(String)).toEqual(['page', 'page', 'page']);
    expect(String(await cache.answer(userId, 'q', run.compute, FOREVER))).toBe('page');
    expect(run.started).toBe(1);
  });

  it("never finds one account's answer for another account's same query", async () => {
    const cache = new AnswerCache();
    const [first, second] = [randomUUID(), randomUUID()];
    await cache.answer(first, 'q', async () => answerOf('first'), FOREVER);
    const theirs = await cache.answer(second, 'q', async () => answerOf('second'), FOREVER);
    expect(String(theirs)).toBe('second');
    expect(String(await cache.answer(first, 'q', async () => answerOf('x'), FOREVER))).toBe(
      'first',
    );
  });

  it("drops an account's answers when its catalog changes, and no one else's", async () => {
    const cache = new AnswerCache();
    const [changed, untouched] = [randomUUID(), randomUUID()];
    await cache.answer(changed, 'q', async () => answerOf('old'), FOREVER);
    await cache.answer(untouched, 'q', async () => answerOf('kept'), FOREVER);
    const bytesBefore = cache.bytes;
    catalogChanged(changed);
    expect(cache.bytes).toBe(bytesBefore - 'old'.length);
    expect(String(await cache.answer(changed, 'q', async () => answerOf('new'), FOREVER))).toBe(
      'new',
    );
    expect(String(await cache.answer(untouched, 'q', async () => answerOf('x'), FOREVER))).toBe(
      'kept',
    );
  });

  it('does not keep an answer read while the catalog changed', async () => {
    const cache = new AnswerCache();
    const userId = randomUUID();
    const run = gate();
    const overlapping = cache.answer(userId, 'q', run.compute, FOREVER);
    catalogChanged(userId);
    run.finish(answerOf('read before the write committed'));
    // Its own caller gets it (it asked before the write), the next request reads again.
    expect(String(await overlapping)).toBe('read before the write committed');
    expect(String(await cache.answer(userId, 'q', async () => answerOf('fresh'), FOREVER))).toBe(
      'fresh',
    );
  });

  it('serves an answer no longer than the TTL after its data was read', async () => {
    const cache = new AnswerCache();
    const userId = randomUUID();
    let reads = 0;
    const compute = async () => answerOf(`read ${++reads}`, 1_000);
    const at = (now: number) => cache.answer(userId, 'q', compute, { ttlMs: 30_000, now });
    expect(String(await at(1_000))).toBe('read 1');
    expect(String(await at(30_999))).toBe('read 1');
    expect(String(await at(31_000))).toBe('read 2');
  });

  it('stays within its bytes, the least recently used answers going first', async () => {
    const cache = new AnswerCache(10);
    const userId = randomUUID();
    const put = (key: string) => cache.answer(userId, key, async () => answerOf('xxxx'), FOREVER);
    await put('a');
    await put('b');
    await put('a'); // a hit: 'b' is now the least recently used
    await put('c');
    expect(cache.bytes).toBe(8);
    let computed = 0;
    const probe = (key: string) =>
      cache.answer(userId, key, async () => (computed++, answerOf('yyyy')), FOREVER);
    await probe('a');
    await probe('c');
    expect(computed).toBe(0);
    await probe('b');
    expect(computed).toBe(1);
    // An answer larger than the whole cache is served and not kept.
    const huge = await cache.answer(userId, 'huge', async () => answerOf('z'.repeat(11)), FOREVER);
    expect(huge.length).toBe(11);
    expect(cache.bytes).toBeLessThanOrEqual(10);
  });
});
