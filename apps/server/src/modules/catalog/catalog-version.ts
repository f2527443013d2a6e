import { AccountVersions } from '../../db/account-versions';

/**
 * Each account's catalog version in this process. Everything kept of a catalog read (totals,
 * page bookmarks, whole answers) is kept under the version it was read at (AccountVersions).
 */
const catalogVersions = new AccountVersions();

/** After any committed change of what the account's catalog reads show. */
export function catalogChanged(userId: string): void {
  catalogVersions.changed(userId);
}

/** Makes everything kept of every account's catalog stale (db/change-feed.ts, plugins/db.ts). */
export function everyCatalogChanged(): void {
  catalogVersions.changed('all');
}

/** The account's catalog version in this process: what was kept under another is stale. */
export function catalogGeneration(userId: string): number {
  return catalogVersions.of(userId);
}

/** Called with the account after each of its changes: caches drop its entries at once. */
export function onCatalogChanged(listener: (userId: string) => void): void {
  catalogVersions.onChange((userId) => {
    if (userId !== 'all') listener(userId);
  });
}
