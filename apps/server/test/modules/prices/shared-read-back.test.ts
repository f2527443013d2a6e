import type { Listing, ListingRef } from '@marketpult/marketplaces';
import { describe, expect, it } from 'vitest';
import { SharedReadBacks } from '../../../src/modules/prices/shared-read-back';

const ref = (externalId: string): ListingRef => ({ externalId, offerId: externalId, sku: null });
const listing = (externalId: string) => ({ externalId }) as Listing;

/** A reader whose reads end when the test says so, recording what each asked for. */
function controlledReader() {
  const reads: { ids: string[]; pricesOnly: boolean; end: (error?: Error) => void }[] = [];
  const read = (refs: readonly ListingRef[], _onPart: unknown, pricesOnly: boolean) =>
    new Promise<readonly Listing[]>((resolve, reject) => {
      const ids = refs.map((one) => one.externalId);
      reads.push({
        ids,
        pricesOnly,
        end: (error) => (error ? reject(error) : resolve(ids.map(listing))),
      });
    });
  return { reads, read };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const ids = (listings: readonly Listing[]) => listings.map((one) => one.externalId);

describe('read-backs shared by the jobs of one cabinet', () => {
  it('asks of one turn share one read; asks during a read share the next one', async () => {
    const shared = new SharedReadBacks();
    const { reads, read } = controlledReader();
    const first = shared.read('c1', [ref('1')], read);
    const second = shared.read('c1', [ref('2')], read);
    await turn();
    expect(reads.map((one) => one.ids)).toEqual([['1', '2']]);

    // Asked while that read runs: they wait for it, then go together.
    const third = shared.read('c1', [ref('3')], read);
    const fourth = shared.read('c1', [ref('4'), ref('3')], read);
    await turn();
    expect(reads).toHaveLength(1);
    reads[0]!.end();
    expect(ids(await first)).toEqual(['1', '2']);
    expect(ids(await second)).toEqual(['1', '2']);
    await turn();
    expect(reads.map((one) => one.ids)).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    reads[1]!.end();
    expect(ids(await third)).toEqual(['3', '4']);
    expect(ids(await fourth)).toEqual(['3', '4']);
  });

  it("reads prices alone unless one of the read's askers needs stock", async () => {
    const shared = new SharedReadBacks();
    const { reads, read } = controlledReader();
    void shared.read('c1', [ref('1')], read, { pricesOnly: true });
    void shared.read('c1', [ref('2')], read, { pricesOnly: true });
    await turn();
    // Asked during that read: one asker of the next read has stock changes.
    void shared.read('c1', [ref('3')], read, { pricesOnly: true });
    void shared.read('c1', [ref('4')], read);
    reads[0]!.end();
    await turn();
    await turn();
    expect(reads.map((one) => [one.ids, one.pricesOnly])).toEqual([
      [['1', '2'], true],
      [['3', '4'], false],
    ]);
    reads[1]!.end();
  });

  it('keeps cabinets apart and a failed read to its own askers', async () => {
    const shared = new SharedReadBacks();
    const { reads, read } = controlledReader();
    const failing = shared.read('c1', [ref('1')], read);
    const other = shared.read('c2', [ref('9')], read);
    await turn();
    expect(reads.map((one) => one.ids)).toEqual([['1'], ['9']]);
    const after = shared.read('c1', [ref('2')], read);
    reads[0]!.end(new Error('429 for ever'));
    await expect(failing).rejects.toThrow('429 for ever');
    await turn();
    expect(reads.map((one) => one.ids)).toEqual([['1'], ['9'], ['2']]);
    reads[2]!.end();
    reads[1]!.end();
    expect(ids(await after)).toEqual(['2']);
    expect(ids(await other)).toEqual(['9']);
  });

  it('a whole-list read waits until every writer that sent has asked, then goes once', async () => {
    const shared = new SharedReadBacks();
    const { reads, read } = controlledReader();
    const [a, b, c] = [shared.writer('c1'), shared.writer('c1'), shared.writer('c1')];
    for (const writer of [a, b, c]) writer.sent();
    const options = (writer: typeof a) => ({ scope: 'whole-list' as const, writer });
    const first = shared.read('c1', [ref('1')], read, options(a));
    await turn();
    const second = shared.read('c1', [ref('2')], read, options(b));
    await turn();
    expect(reads).toHaveLength(0);
    // The third writer's job ends without asking (its send failed): nobody waits for it.
    c.leave();
    await turn();
    expect(reads.map((one) => one.ids)).toEqual([['1', '2']]);
    reads[0]!.end();
    expect(ids(await first)).toEqual(['1', '2']);
    expect(ids(await second)).toEqual(['1', '2']);
  });

  it('a whole-list read goes after GATHER_MAX_MS even if a writer never asks', async () => {
    const shared = new SharedReadBacks(20);
    const { reads, read } = controlledReader();
    const [a, late] = [shared.writer('c1'), shared.writer('c1')];
    a.sent();
    late.sent();
    const first = shared.read('c1', [ref('1')], read, { scope: 'whole-list', writer: a });
    await turn();
    expect(reads).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reads.map((one) => one.ids)).toEqual([['1']]);
    reads[0]!.end();
    expect(ids(await first)).toEqual(['1']);
    late.leave();
  });

  it('reads by id go at once, whatever other writers are still to ask', async () => {
    const shared = new SharedReadBacks();
    const { reads, read } = controlledReader();
    const [a, b] = [shared.writer('c1'), shared.writer('c1')];
    a.sent();
    b.sent();
    const first = shared.read('c1', [ref('1')], read, { writer: a });
    await turn();
    expect(reads.map((one) => one.ids)).toEqual([['1']]);
    reads[0]!.end();
    expect(ids(await first)).toEqual(['1']);
    b.leave();
  });
});
