import { changeFeedOf, type ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { CabinetWithLastRun } from './repository';

/**
 * A safety net only: every change of an account's cabinets or runs, by any process, drops the
 * account's entry through the change feed.
 */
export const CABINET_LIST_TTL_MS = 10_000;
/** About 10 cabinets × 1 KB an entry. The oldest entries go first. */
export const CABINET_LIST_MAX_ENTRIES = 5_000;

type Rows = readonly CabinetWithLastRun[];

interface Entry {
  rows: Rows;
  loadedAtMs: number;
  /** `changes` when the load started. */
  loadedAt: number;
}

interface Load {
  startedAt: number;
  rows: Promise<Rows>;
}

/**
 * The rows of GET /api/cabinets per account: 50 connections asking for one account's list
 * spent the time in the per-request query, not in the answer (README "Performance"). The
 * rows are cached, not the answer: statuses that follow the clock ('token_expiring') are
 * derived from them on every request, so nothing here depends on the time.
 *
 * An entry is good while no change of its account (or of all of them) was heard after its
 * load started: a load that overlapped a write is dropped, even if the write was heard after
 * the load ended. Concurrent misses of one account wait for one load.
 */
export class CabinetListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Load>();
  /** A counter of changes heard; each account remembers the last one of its own. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  private clearedAt = 0;

  constructor(
    private readonly isLive: () => boolean,
    private readonly ttlMs = CABINET_LIST_TTL_MS,
    private readonly maxEntries = CABINET_LIST_MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The account's cabinets or all of them ('all') may have changed. */
  changed(userId: string | 'all'): void {
    this.changes += 1;
    if (userId === 'all') {
      this.clearedAt = this.changes;
      this.changedAt.clear();
      this.entries.clear();
      return;
    }
    this.changedAt.set(userId, this.changes);
    this.entries.delete(userId);
  }

  async rows(userId: string, load: () => Promise<Rows>, nowMs = Date.now()): Promise<Rows> {
    if (!this.isLive()) return load();
    const entry = this.entries.get(userId);
    if (entry) {
      const age = nowMs - entry.loadedAtMs;
      if (age >= 0 && age < this.ttlMs && this.unchangedSince(userId, entry.loadedAt)) {
        return entry.rows;
      }
      this.entries.delete(userId);
    }
    const running = this.inFlight.get(userId);
    if (running && this.unchangedSince(userId, running.startedAt)) return running.rows;
    const startedAt = this.changes;
    const rows = load();
    const flight = { startedAt, rows };
    this.inFlight.set(userId, flight);
    try {
      const loaded = await rows;
      if (this.isLive() && this.unchangedSince(userId, startedAt))
        this.keep(userId, loaded, nowMs, startedAt);
      return loaded;
    } finally {
      if (this.inFlight.get(userId) === flight) this.inFlight.delete(userId);
    }
  }

  private unchangedSince(userId: string, since: number): boolean {
    return this.clearedAt <= since && (this.changedAt.get(userId) ?? 0) <= since;
  }

  private keep(userId: string, rows: Rows, nowMs: number, loadedAt: number): void {
    this.entries.delete(userId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { rows, loadedAtMs: nowMs, loadedAt });
  }
}

/** By feed, not by database: a feed started again for the same database starts empty caches. */
const caches = new WeakMap<ChangeFeed, CabinetListCache>();

/** The cache of `db`, kept true by its change feed; undefined when no feed was started for it. */
export function cabinetListCacheFor(db: Database): CabinetListCache | undefined {
  const feed = changeFeedOf(db);
  if (!feed) return undefined;
  const existing = caches.get(feed);
  if (existing) return existing;
  const cache = new CabinetListCache(() => feed.live);
  feed.subscribe((topic, accounts) => {
    if (topic !== 'cabinets') return;
    if (accounts === 'all') cache.changed('all');
    else for (const userId of accounts) cache.changed(userId);
  });
  caches.set(feed, cache);
  return cache;
}

/**
 * After a write of this process to an account's cabinets or runs: its next list is read
 * afresh at once, without waiting for the feed's notification (on PostgreSQL a few ms later).
 */
export function cabinetsChanged(db: Database, userId: string): void {
  changeFeedOf(db)?.publish('cabinets', [userId]);
}
