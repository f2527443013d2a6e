import { AccountVersions } from '../../db/account-versions';
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
  /** The account's version when the load started. */
  version: number;
}

interface Load {
  version: number;
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
  private readonly versions = new AccountVersions();

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
    this.versions.changed(userId);
    if (userId === 'all') this.entries.clear();
    else this.entries.delete(userId);
  }

  async rows(userId: string, load: () => Promise<Rows>, nowMs = Date.now()): Promise<Rows> {
    if (!this.isLive()) return load();
    const entry = this.entries.get(userId);
    if (entry) {
      const age = nowMs - entry.loadedAtMs;
      if (age >= 0 && age < this.ttlMs && this.versions.of(userId) === entry.version) {
        return entry.rows;
      }
      this.entries.delete(userId);
    }
    const running = this.inFlight.get(userId);
    if (running && this.versions.of(userId) === running.version) return running.rows;
    const version = this.versions.of(userId);
    const rows = load();
    const flight = { version, rows };
    this.inFlight.set(userId, flight);
    try {
      const loaded = await rows;
      if (this.isLive() && this.versions.of(userId) === version) {
        this.keep(userId, loaded, nowMs, version);
      }
      return loaded;
    } finally {
      if (this.inFlight.get(userId) === flight) this.inFlight.delete(userId);
    }
  }

  private keep(userId: string, rows: Rows, nowMs: number, version: number): void {
    this.entries.delete(userId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { rows, loadedAtMs: nowMs, version });
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
