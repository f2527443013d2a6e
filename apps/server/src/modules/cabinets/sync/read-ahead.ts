import type { Page } from '@marketpult/marketplaces';

/**
 * Items a sync stores in one transaction at most (unless one page alone is larger). A
 * Wildberries listings page is 100 cards (the API's most), and storing one cost ~13 ms on a
 * quiet machine, about the same for 100 rows as for far more: the statements, the round trips
 * and the commit are most of it. The sandbox answers such a page 7 × faster, so the store of
 * every page set the pace (0.35 of the floor). Pages read while the last batch was stored now
 * go in together, up to this many rows: one statement per table (`ROWS_PER_STATEMENT`).
 */
export const ITEMS_PER_BATCH = 1_000;

/** Pages read one after another, stored together: the cursor after the last of them. */
export interface PageBatch<T> {
  readonly items: readonly T[];
  /** Resume point after the batch's last page; null when the stream is done. */
  readonly nextCursor: string | null;
  /** The last page's total, when the marketplace reports one. */
  readonly total?: number;
}

export interface ReadAhead<T> {
  /**
   * The pages read since the last call, at least one (waits for it), merged while they fit
   * in `maxItems`. A read that failed throws here, after the pages read before it were taken.
   */
  take(): Promise<PageBatch<T>>;
  /** No page is read after this; a read under way is let finish and dropped. */
  stop(): void;
}

/**
 * Reads a paged stream from `cursor` on, ahead of its store: while one batch is stored the
 * next pages are read, until `maxItems` items wait. When reads are faster than stores the
 * batches grow (fewer, larger transactions); when slower, each page is stored as it arrives.
 * Pages are read strictly one after another (a cursor comes from the page before), and none
 * after the last page, a failed read or `stop`.
 */
export function readAhead<T>(
  read: (cursor: string | null) => Promise<Page<T>>,
  cursor: string | null,
  maxItems = ITEMS_PER_BATCH,
): ReadAhead<T> {
  const buffered: Page<T>[] = [];
  let bufferedItems = 0;
  let failure: { error: unknown } | null = null;
  let stopped = false;
  /** The read loop is over: the last page, a failure or a stop. */
  let ended = false;
  let changed = new Change();

  const readLoop = async () => {
    let next = cursor;
    try {
      for (;;) {
        while (bufferedItems >= maxItems && !stopped) await changed.wait();
        if (stopped) return;
        const page = await read(next);
        if (stopped) return;
        buffered.push(page);
        bufferedItems += page.items.length;
        changed = changed.notify();
        if (page.nextCursor === null) return;
        next = page.nextCursor;
      }
    } catch (error) {
      failure = { error };
    } finally {
      ended = true;
      changed = changed.notify();
    }
  };
  void readLoop();

  return {
    async take() {
      while (buffered.length === 0) {
        if (failure) throw failure.error;
        if (ended) throw new Error('readAhead: taken after the last page or a stop');
        await changed.wait();
      }
      let count = 1;
      let items = buffered[0]!.items.length;
      while (count < buffered.length && items + buffered[count]!.items.length <= maxItems) {
        items += buffered[count]!.items.length;
        count += 1;
      }
      const pages = buffered.splice(0, count);
      bufferedItems -= items;
      changed = changed.notify();
      const last = pages[pages.length - 1]!;
      return {
        items: pages.length === 1 ? last.items : pages.flatMap((page) => page.items),
        nextCursor: last.nextCursor,
        ...(last.total !== undefined ? { total: last.total } : {}),
      };
    },
    stop() {
      stopped = true;
      changed = changed.notify();
    },
  };
}

/** A one-shot wake-up: `notify` wakes every waiter and hands back the next one to wait on. */
class Change {
  private wake!: () => void;
  private readonly happened = new Promise<void>((resolve) => (this.wake = resolve));

  wait(): Promise<void> {
    return this.happened;
  }

  notify(): Change {
    this.wake();
    return new Change();
  }
}
