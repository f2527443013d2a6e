import { pgliteClientOf, type Database } from '../../db/client';

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
 * How long a looked-up session may answer from memory. A safety net only: every write this
 * process makes to a session or to a user's cached columns drops the entry at once (below).
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
 * Only for a database this process owns alone (PGlite: the data directory is locked to one
 * process), so that every write is seen here. On PostgreSQL several servers and the CLI share
 * the tables, and an entry could outlive a sign-out made elsewhere: no cache there.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private invalidations = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
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
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    const age = nowMs - entry.loadedAtMs;
    if (age < 0 || age >= this.ttlMs) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry.row;
  }

  set(row: SessionRow, nowMs: number, loadedInGeneration: number): void {
    if (loadedInGeneration !== this.invalidations) return;
    this.entries.delete(row.idHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(row.idHash, { row, loadedAtMs: nowMs });
  }

  delete(idHash: string): void {
    this.invalidations += 1;
    this.entries.delete(idHash);
  }

  /** Drops every session of the user (a changed name, a disabled account, a new password). */
  forgetUser(userId: string): void {
    this.invalidations += 1;
    for (const [idHash, entry] of this.entries) {
      if (entry.row.userId === userId) this.entries.delete(idHash);
    }
  }

  clear(): void {
    this.invalidations += 1;
    this.entries.clear();
  }
}

/** The cache of each database handle that has one, so that any writer can reach it. */
const caches = new WeakMap<Database, SessionCache>();

/** A new cache for `db` when this process owns the database alone (PGlite), else undefined. */
export function sessionCacheFor(db: Database): SessionCache | undefined {
  const existing = caches.get(db);
  if (existing) return existing;
  if (!pgliteClientOf(db)) return undefined;
  const cache = new SessionCache();
  caches.set(db, cache);
  return cache;
}

/**
 * Every write to a user's e-mail, name or disabled state calls this after the write, so that
 * the next request of any of the user's sessions reads the new values. No-op without a cache.
 */
export function forgetCachedSessionsOf(db: Database, userId: string): void {
  caches.get(db)?.forgetUser(userId);
}
