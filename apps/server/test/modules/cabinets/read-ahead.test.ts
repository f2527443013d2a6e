import type { Page } from '@marketpult/marketplaces';
import { describe, expect, it } from 'vitest';
import { readAhead } from '../../../src/modules/cabinets/sync/read-ahead';

/** A stream of `pages` pages of `size` items; cursors are the next page's number. */
function pagedStream(pages: number, size: number, failAt: number | null = null) {
  const cursors: (string | null)[] = [];
  const read = async (cursor: string | null): Promise<Page<number>> => {
    cursors.push(cursor);
    await Promise.resolve();
    const index = cursor === null ? 0 : Number(cursor);
    if (index === failAt) throw new Error(`page ${index} failed`);
    return {
      items: Array.from({ length: size }, (_, item) => index * size + item),
      nextCursor: index + 1 < pages ? String(index + 1) : null,
      total: pages * size,
    };
  };
  return { read, cursors };
}

/** Lets the read loop run until it waits (for room, or for nothing left to read). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('readAhead', () => {
  it('stores the pages read meanwhile together, up to the item limit, with the last cursor', async () => {
    const stream = pagedStream(25, 100);
    const pages = readAhead(stream.read, null, 1_000);
    await settle();
    // Ten pages fill the limit; the reader waits for room instead of reading on.
    expect(stream.cursors).toHaveLength(10);
    const first = await pages.take();
    expect(first.items).toHaveLength(1_000);
    expect(first.items[999]).toBe(999);
    expect(first.nextCursor).toBe('10');
    expect(first.total).toBe(2_500);
    await settle();
    const second = await pages.take();
    expect(second.items[0]).toBe(1_000);
    expect(second.nextCursor).toBe('20');
    await settle();
    const last = await pages.take();
    expect(last.items).toHaveLength(500);
    expect(last.nextCursor).toBeNull();
    // Every page read once, in order, none after the last.
    expect(stream.cursors).toEqual([null, ...Array.from({ length: 24 }, (_, i) => String(i + 1))]);
  });

  it('hands over a page as soon as it is read when the store is waiting', async () => {
    const stream = pagedStream(3, 100);
    const pages = readAhead(stream.read, '1', 1_000);
    const batch = await pages.take();
    expect(batch.items[0]).toBe(100);
    expect(batch.nextCursor).toBe('2');
  });

  it('takes a page larger than the limit alone, and reads no further while it waits', async () => {
    const stream = pagedStream(5, 2_000);
    const pages = readAhead(stream.read, null, 1_000);
    await settle();
    expect(stream.cursors).toEqual([null]);
    expect((await pages.take()).items).toHaveLength(2_000);
    await settle();
    expect(stream.cursors).toEqual([null, '1']);
    pages.stop();
  });

  it('gives the pages read before a failed read first, then the failure, and reads no more', async () => {
    const stream = pagedStream(10, 100, 3);
    const pages = readAhead(stream.read, null, 1_000);
    await settle();
    const batch = await pages.take();
    expect(batch.items).toHaveLength(300);
    expect(batch.nextCursor).toBe('3');
    await expect(pages.take()).rejects.toThrow('page 3 failed');
    expect(stream.cursors).toEqual([null, '1', '2', '3']);
  });

  it('reads nothing after stop', async () => {
    const stream = pagedStream(50, 100);
    const pages = readAhead(stream.read, null, 200);
    await pages.take();
    pages.stop();
    const readSoFar = stream.cursors.length;
    await settle();
    expect(stream.cursors).toHaveLength(readSoFar);
    await expect(pages.take()).rejects.toThrow();
  });
});
