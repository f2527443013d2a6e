import { catalogGeneration } from './catalog-version';

// The version lives in catalog-version.ts; writers import these two from here.
export { catalogChanged, catalogGeneration, everyCatalogChanged } from './catalog-version';

/**
 * The row count of a catalog view, kept for a short while. Counting 100,000 products took
 * 40–60 ms on every page turn while the page itself took 1 ms; the total only changes when
 * the catalog does, so it is kept per account and view until a catalog write of that account
 * (in this process) or TTL_MS, whichever comes first. Another server process sees a write at
 * most TTL_MS late, in the count only.
 */
export const TTL_MS = 30_000;
export const MAX_ENTRIES = 5_000;

interface Entry {
  total: number;
  at: number;
  generation: number;
}

const entries = new Map<string, Entry>();
/** Counts under way, by key and generation: concurrent misses of one view wait for one count. */
const pending = new Map<string, Promise<CountedTotal>>();

/** A view's total and when it was counted (the page cache keeps a page no longer than it). */
export interface CountedTotal {
  total: number;
  at: number;
}

export async function cachedTotal(
  userId: string,
  viewKey: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<number> {
  return (await cachedCountedTotal(userId, viewKey, count, now)).total;
}

export async function cachedCountedTotal(
  userId: string,
  viewKey: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<CountedTotal> {
  const key = `${userId}\n${viewKey}`;
  const generation = catalogGeneration(userId);
  const hit = entries.get(key);
  if (hit && hit.generation === generation && now - hit.at < TTL_MS) return hit;
  // 50 pages asked at once when the entry expired counted 100,000 products 50 times over,
  // one after another on PGlite: seconds for every one of them.
  const flight = `${key}\n${generation}`;
  const running = pending.get(flight);
  if (running) return running;
  const counting = count()
    .then((total) => ({ total, at: now }))
    .finally(() => pending.delete(flight));
  pending.set(flight, counting);
  const counted = await counting;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { ...counted, generation });
  return counted;
}
