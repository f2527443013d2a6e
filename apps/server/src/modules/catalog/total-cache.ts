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
const generations = new Map<string, number>();

/** Forgets the account's counts: call after any change of its products or links. */
export function catalogChanged(userId: string): void {
  generations.set(userId, (generations.get(userId) ?? 0) + 1);
}

/** Bumped when any account's catalog may have changed (the change feed lost its connection). */
let everyAccount = 0;

/** Forgets every account's counts (db/change-feed.ts, a lost connection or a huge statement). */
export function everyCatalogChanged(): void {
  everyAccount += 1;
}

/** The account's catalog version in this process: what was cached under another is stale. */
export function catalogGeneration(userId: string): number {
  return (generations.get(userId) ?? 0) + everyAccount;
}

/** Counts under way, by key and generation: concurrent misses of one view wait for one count. */
const pending = new Map<string, Promise<number>>();

export async function cachedTotal(
  userId: string,
  viewKey: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<number> {
  const key = `${userId}\n${viewKey}`;
  const generation = catalogGeneration(userId);
  const hit = entries.get(key);
  if (hit && hit.generation === generation && now - hit.at < TTL_MS) return hit.total;
  // 50 pages asked at once when the entry expired counted 100,000 products 50 times over,
  // one after another on PGlite: seconds for every one of them.
  const flight = `${key}\n${generation}`;
  const running = pending.get(flight);
  if (running) return running;
  const counting = count().finally(() => pending.delete(flight));
  pending.set(flight, counting);
  const total = await counting;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { total, at: now, generation });
  return total;
}
