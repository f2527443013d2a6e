import { changeFeedOf, type ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';

/** The session row as resolve() reads it: the session's times and the user it belongs to. */
export interface SessionRow {
  idHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  userId: string;
  email: string;
  displayName: string;
  disabledAt: Date | null;
}

/**
 * How long a looked-up session may answer from memory. A safety net only: every write to a
 * session or to a user's cached columns, by any process, drops the entry (the change feed).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** A bound on memory: about 300 bytes an entry. The oldest entries go first. */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

interface Entry {
  row: SessionRow;
  loadedAtMs: number;
}

/**
 * Session rows kept in memory for a few seconds, so that a signed-in request does not wait
 * for the database. On PGlite every query runs on the event loop's own thread, and the session
 * lookup was most of POST /auth: 0.33 × the bare route before, 1.03 × after (`npm run bench`,
 * README "Performance").
 *
 * On PostgreSQL several servers and the CLI share the tables: a sign-out, a new password or a
 * disabled account written by any of them reaches this process through the change feed
 * (db/change-feed.ts, a few milliseconds after the commit), and while the feed is not
 * listening the cache is off. On PGlite the feed is this process's own writes.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** The cached sessions of each user: a feed event names users, not sessions. */
  private readonly byUser = new Map<string, Set<string>>();
  private invalidations = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    /** False while the change feed is not listening: nothing is answered or kept then. */
    private readonly isLive: () => boolean = () => true,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * Read before a lookup and passed to set(): a row read while a write was under way is not
   * kept. Writers invalidate after their write, so a lookup that overlapped it always sees a
   * newer generation than the one it started with.
   */
  get generation(): number {
    return this.invalidations;
  }

  /** The row loaded within the TTL (on this clock; a clock that went back counts as expired). */
  get(idHash: string, nowMs: number): SessionRow | undefined {
    if (!this.isLive()) return undefined;
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    const age = nowMs - entry.loadedAtMs;
    if (age < 0 || age >= this.ttlMs) {
      this.remove(idHash);
      return undefined;
    }
    return entry.row;
  }

  set(row: SessionRow, nowMs: number, loadedInGeneration: number): void {
    if (loadedInGeneration !== this.invalidations || !this.isLive()) return;
    this.remove(row.idHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.entries.set(row.idHash, { row, loadedAtMs: nowMs });
    let sessions = this.byUser.get(row.userId);
    if (!sessions) this.byUser.set(row.userId, (sessions = new Set()));
    sessions.add(row.idHash);
  }

  delete(idHash: string): void {
    this.invalidations += 1;
    this.remove(idHash);
  }

  /** Drops every session of the user (a changed name, a disabled account, a new password). */
  forgetUser(userId: string): void {
    this.invalidations += 1;
    for (const idHash of this.byUser.get(userId) ?? []) this.entries.delete(idHash);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.invalidations += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  private remove(idHash: string): void {
    const entry = this.entries.get(idHash);
    if (!entry) return;
    this.entries.delete(idHash);
    const sessions = this.byUser.get(entry.row.userId);
    sessions?.delete(idHash);
    if (sessions?.size === 0) this.byUser.delete(entry.row.userId);
  }
}

/** The cache of each database handle that has one, so that any writer can reach it. */
/** By feed, not by database: a feed started again for the same database starts empty caches. */
const caches = new WeakMap<ChangeFeed, SessionCache>();

/** The cache of `db`, kept true by its change feed; undefined when no feed was started for it. */
export function sessionCacheFor(db: Database): SessionCache | undefined {
  const feed = changeFeedOf(db);
  if (!feed) return undefined;
  const existing = caches.get(feed);
  if (existing) return existing;
  const cache = new SessionCache(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX_ENTRIES, () => feed.live);
  feed.subscribe((topic, accounts) => {
    if (topic !== 'sessions') return;
    if (accounts === 'all') cache.clear();
    else for (const userId of accounts) cache.forgetUser(userId);
  });
  caches.set(feed, cache);
  return cache;
}

/**
 * Every write to a user's e-mail, name or disabled state calls this after the write, so that
 * the next request of any of the user's sessions reads the new values. No-op without a cache.
 */
export function forgetCachedSessionsOf(db: Database, userId: string): void {
  const feed = changeFeedOf(db);
  if (feed) caches.get(feed)?.forgetUser(userId);
}
