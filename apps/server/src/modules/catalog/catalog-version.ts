/**
 * Each account's catalog version in this process. Everything kept of a catalog read (totals,
 * page bookmarks, whole answers) is kept under the version it was read at, and is stale once
 * the version moves. Writers call `catalogChanged` after their commit: a read that overlapped
 * the write then always finds a newer version than the one it started with, and keeps nothing.
 */
const generations = new Map<string, number>();
const listeners = new Set<(userId: string) => void>();

/** After any committed change of what the account's catalog reads show. */
export function catalogChanged(userId: string): void {
  generations.set(userId, (generations.get(userId) ?? 0) + 1);
  for (const listener of listeners) listener(userId);
}

/** Bumped when any account's catalog may have changed (the change feed lost its connection). */
let everyAccount = 0;

/** Makes everything kept of every account's catalog stale (db/change-feed.ts, plugins/db.ts). */
export function everyCatalogChanged(): void {
  everyAccount += 1;
}

/** The account's catalog version in this process: what was kept under another is stale. */
export function catalogGeneration(userId: string): number {
  return (generations.get(userId) ?? 0) + everyAccount;
}

/** Called with the account after each of its changes: caches drop its entries at once. */
export function onCatalogChanged(listener: (userId: string) => void): void {
  listeners.add(listener);
}
