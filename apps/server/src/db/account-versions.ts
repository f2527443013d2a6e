/**
 * A version per account of one kind of data kept in memory (the catalog's reads, the cabinets
 * list). What is kept is kept under the version it was read at and is stale once the version
 * moves. Writers (or the change feed, for other processes' writes) call `changed` after their
 * commit, so a read that overlapped the write always finds a newer version than the one it
 * started with, and keeps nothing.
 */
export class AccountVersions {
  private readonly versions = new Map<string, number>();
  /** Moved by `changed('all')`: part of every account's version. */
  private everyAccount = 0;
  private readonly listeners = new Set<(userId: string | 'all') => void>();

  /** The account's data, or every account's ('all': the feed lost its connection), changed. */
  changed(userId: string | 'all'): void {
    if (userId === 'all') this.everyAccount += 1;
    else this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
    for (const listener of this.listeners) listener(userId);
  }

  /** The account's version: both parts only grow, so their sum moves whenever either does. */
  of(userId: string): number {
    return (this.versions.get(userId) ?? 0) + this.everyAccount;
  }

  /** Called after each change: caches drop what they keep of the account (or of all) at once. */
  onChange(listener: (userId: string | 'all') => void): void {
    this.listeners.add(listener);
  }
}
