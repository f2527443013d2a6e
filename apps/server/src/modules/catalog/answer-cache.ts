import { catalogGeneration, onCatalogChanged } from './catalog-version';

/** A computed answer: its JSON body and when the data in it was read (epoch ms). */
export interface ComputedAnswer {
  body: Buffer;
  readAt: number;
}

interface Entry extends ComputedAnswer {
  userId: string;
  generation: number;
}

/**
 * The bound on memory: about 1,000 pages of 50 products (~30 kB each). Buffers live outside
 * V8's heap, but the server's whole RSS is ~200 MB under load (README, "Performance").
 */
export const ANSWER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Whole serialized answers of catalog reads, per account, query and catalog version
 * (catalog-version.ts). On PGlite every statement of every request runs one at a time on the
 * event loop's thread, so at 50 connections a page waited for 49 other pages' SQL (p99 ≈ 50 ×
 * one request's): an answer from memory takes no SQL at all.
 *
 * - Keyed by the account first: nothing one account's read put here is found by another's.
 * - An account's entries are dropped as soon as its version moves; an answer computed while
 *   the version moved (a read that overlapped a write) is handed to its callers, not kept.
 * - Requests of one key arriving together while it is missing wait for one computation.
 * - Bounded by bytes; the least recently used entries go first.
 * - `ttlMs` bounds how long an answer may be served: Infinity where this process owns the
 *   database alone (PGlite), a short time on PostgreSQL, where another server process may
 *   write without this one's version moving.
 */
export class AnswerCache {
  /** In use order, least recent first (a hit moves its entry to the end). */
  private readonly entries = new Map<string, Entry>();
  private readonly keysOf = new Map<string, Set<string>>();
  private readonly pending = new Map<string, Promise<ComputedAnswer>>();
  private size = 0;

  /** Listens to catalogChanged for as long as the process lives: one per process (below). */
  constructor(private readonly maxBytes = ANSWER_CACHE_MAX_BYTES) {
    onCatalogChanged((userId) => this.dropAccount(userId));
  }

  get bytes(): number {
    return this.size;
  }

  async answer(
    userId: string,
    queryKey: string,
    compute: () => Promise<ComputedAnswer>,
    options: { ttlMs: number; now?: number },
  ): Promise<Buffer> {
    const now = options.now ?? Date.now();
    const key = `${userId}\n${queryKey}`;
    const generation = catalogGeneration(userId);
    const hit = this.entries.get(key);
    if (hit) {
      this.remove(key);
      if (hit.generation === generation && now - hit.readAt < options.ttlMs) {
        this.store(key, hit);
        return hit.body;
      }
    }
    const flight = `${key}\n${generation}`;
    const running = this.pending.get(flight);
    if (running) return (await running).body;
    const computing = compute().finally(() => this.pending.delete(flight));
    this.pending.set(flight, computing);
    const computed = await computing;
    if (catalogGeneration(userId) === generation && computed.body.length <= this.maxBytes) {
      this.remove(key);
      this.store(key, { ...computed, userId, generation });
    }
    return computed.body;
  }

  /** Every entry of the account: its catalog changed. */
  dropAccount(userId: string): void {
    for (const key of this.keysOf.get(userId) ?? []) this.remove(key);
  }

  private store(key: string, entry: Entry): void {
    while (this.size + entry.body.length > this.maxBytes && this.entries.size > 0) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(key, entry);
    this.size += entry.body.length;
    let keys = this.keysOf.get(entry.userId);
    if (!keys) this.keysOf.set(entry.userId, (keys = new Set()));
    keys.add(key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.body.length;
    const keys = this.keysOf.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(entry.userId);
  }
}

/** The process's cache of catalog answers. */
export const catalogAnswers = new AnswerCache();
