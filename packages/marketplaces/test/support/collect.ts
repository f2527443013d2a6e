import type { Page } from '../../src/core/connector';

/** Reads a stream to its end, page by page, as a sync job would (feeding back each cursor). */
export async function readAll<T>(
  nextPage: (cursor: string | null) => Promise<Page<T>>,
): Promise<{ items: T[]; pages: number; total?: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total: number | undefined;
  do {
    const page = await nextPage(cursor);
    items.push(...page.items);
    total = page.total ?? total;
    pages += 1;
    if (pages > 10_000) throw new Error('The stream never ended');
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { items, pages, total };
}

/** Ids that occur more than once. */
export function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
}
