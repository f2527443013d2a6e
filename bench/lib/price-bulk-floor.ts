// The least time a bulk price change may take under the marketplaces' published limits
// (phase `price-bulk`, README "Performance"): every limit group's calls (or items, where the
// limit counts items) beyond its burst at its published rate, the last price write followed
// by the pipeline's first read-back wait, and the read-backs, none of which can go before that
// wait has passed after the first write. The wait is ours (apps/server/src/modules/prices,
// `readBackDelaysMs`: 5 s first), not a published figure: the marketplaces say only that a
// write shows "later" (WB's upload task, Маркет's offers); the sandbox shows it at once (WB:
// after its task's 2 s).
import type { ConnectedMarketplace } from '@marketpult/marketplaces';
import type { RateLimit } from '../../packages/marketplaces/src/core/rate-limiter';
import { answeredCalls, groupSeconds } from './limit-arithmetic';
import type { SandboxCall } from './sandbox-process';

interface CallRule {
  readonly path: RegExp;
  /** The connector's limit group the call spends. */
  readonly group: string;
  /** A price write (the floor's last write is followed by the read-back wait). */
  readonly write?: boolean;
  /** Items per call where the limit counts items (Маркет): the pipeline's batch or page. */
  readonly items?: number;
  /** Not a read-back: the shop's settings, asked whenever (the rest reads what was written). */
  readonly setup?: boolean;
}

/** Which limit group each sandbox path of a price write or its read-back spends. */
const RULES: Record<ConnectedMarketplace, readonly CallRule[]> = {
  ozon: [
    { path: /^\/v1\/product\/import\/prices$/, group: 'general', write: true },
    { path: /./, group: 'general' },
  ],
  wildberries: [
    { path: /^\/api\/v2\/upload\/task$/, group: 'prices', write: true },
    // The goods list (read-back), the upload task's history and the quarantine.
    { path: /^\/api\/v2\//, group: 'prices' },
    { path: /^\/content\//, group: 'content' },
    { path: /^\/api\/v3\//, group: 'marketplace' },
    { path: /./, group: 'common', setup: true },
  ],
  yandex: [
    { path: /\/offer-prices\/updates$/, group: 'pricesWrite', write: true, items: 500 },
    { path: /\/offer-prices$/, group: 'pricesRead', items: 100 },
    { path: /\/offer-mappings$/, group: 'offerMappings' },
    { path: /\/offers\/stocks$/, group: 'stocks', items: 100 },
    { path: /./, group: 'settings', setup: true },
  ],
};

/** Units (calls, or items) a bulk change spent per limit group, and which group wrote. */
export interface GroupUnits {
  readonly units: Record<string, number>;
  readonly writeGroup: string;
  /** The write calls' own units (their group may also carry read-backs). */
  readonly writeUnits: number;
  /** The read-backs' units per limit group. */
  readonly readUnits: Record<string, number>;
  /** Answers over a limit (429, 420): not counted in units. */
  readonly rateLimited: number;
}

/** A call that reads back what was written (neither the write nor the shop's settings). */
const isReadBack = (rule: CallRule) => !rule.write && !rule.setup;

export function unitsOfCalls(
  marketplace: ConnectedMarketplace,
  calls: readonly SandboxCall[],
): GroupUnits {
  const units: Record<string, number> = {};
  const readUnits: Record<string, number> = {};
  let writeGroup = '';
  let writeUnits = 0;
  const { answered, rateLimited } = answeredCalls(marketplace, calls, RULES[marketplace]);
  for (const { rule } of answered) {
    units[rule.group] = (units[rule.group] ?? 0) + (rule.items ?? 1);
    if (rule.write) {
      writeGroup = rule.group;
      writeUnits += rule.items ?? 1;
    } else if (isReadBack(rule)) {
      readUnits[rule.group] = (readUnits[rule.group] ?? 0) + (rule.items ?? 1);
    }
  }
  return { units, writeGroup, writeUnits, readUnits, rateLimited };
}

/** Seconds from the dry run's request to the marketplace's answers (the run's timeline). */
export interface CallTimeline {
  /** The last price write answered. */
  writes_ended_seconds: number | null;
  /** The first read-back answered, and the last. */
  reads_began_seconds: number | null;
  reads_ended_seconds: number | null;
}

export function timelineOfCalls(
  marketplace: ConnectedMarketplace,
  calls: readonly SandboxCall[],
  startedAt: number,
): CallTimeline {
  const { answered } = answeredCalls(marketplace, calls, RULES[marketplace]);
  const seconds = (times: number[], pick: (...values: number[]) => number) =>
    times.length === 0 ? null : round((pick(...times) - startedAt) / 1000, 2);
  const writes = answered.filter(({ rule }) => rule.write).map(({ call }) => call.endedAt);
  const reads = answered.filter(({ rule }) => isReadBack(rule)).map(({ call }) => call.endedAt);
  return {
    writes_ended_seconds: seconds(writes, Math.max),
    reads_began_seconds: seconds(reads, Math.min),
    reads_ended_seconds: seconds(reads, Math.max),
  };
}

export interface PriceBulkFloor {
  /** Seconds per limit group. */
  groups: Record<string, number>;
  /** The slowest group, writes and read-backs together. */
  limits_seconds: number;
  /** The writes' own seconds at their group's rate plus the first read-back wait (ours). */
  write_then_wait_seconds: number;
  /** The first read-back wait, then the read-backs' slowest group at its rate. */
  reads_after_wait_seconds: number;
  floor_seconds: number;
}

/**
 * The floor: no run can end before every group has spent its units at the published rate, nor
 * before its last write's group has and then the first read-back wait has passed, nor before
 * its read-backs have gone at their groups' rates after that wait. A change is read back no
 * sooner than the wait after its write, so no read-back goes before the wait after the first
 * write (at 0 or later), and then each group holds at most its burst (or a window's amount):
 * the rest of its read-backs go at the published rate. With one run of 10,000 this decides
 * Ozon: 60 reads of 500, (60 − 10) ÷ 50 a second = 1 s after the 5 s wait.
 */
export function priceBulkFloor(
  limits: Readonly<Record<string, RateLimit>>,
  spent: Omit<GroupUnits, 'rateLimited'>,
  firstReadBackWaitMs: number,
): PriceBulkFloor {
  const groups = secondsPerGroup(limits, spent.units);
  const limitsSeconds = Math.max(0, ...Object.values(groups));
  const writeLimit = limits[spent.writeGroup];
  const writeSeconds = writeLimit ? groupSeconds(writeLimit, spent.writeUnits) : 0;
  const writeThenWait = writeSeconds + firstReadBackWaitMs / 1000;
  const readsAfterWait =
    firstReadBackWaitMs / 1000 +
    Math.max(0, ...Object.values(secondsPerGroup(limits, spent.readUnits)));
  return {
    groups: Object.fromEntries(
      Object.entries(groups).map(([group, seconds]) => [group, round(seconds)]),
    ),
    limits_seconds: round(limitsSeconds),
    write_then_wait_seconds: round(writeThenWait),
    reads_after_wait_seconds: round(readsAfterWait),
    floor_seconds: round(Math.max(limitsSeconds, writeThenWait, readsAfterWait)),
  };
}

/** Seconds each group's units take at its published rate (groups with a known limit). */
function secondsPerGroup(
  limits: Readonly<Record<string, RateLimit>>,
  units: Readonly<Record<string, number>>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(units).flatMap(([group, count]) => {
      const limit = limits[group];
      return limit ? [[group, groupSeconds(limit, count)]] : [];
    }),
  );
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** What a change spends: its writes in `writeGroup` and its read-backs, per group in all. */
function spending(
  writeGroup: string,
  writeUnits: number,
  readUnits: Record<string, number>,
): Omit<GroupUnits, 'rateLimited'> {
  const units = { ...readUnits, [writeGroup]: (readUnits[writeGroup] ?? 0) + writeUnits };
  return { units, writeGroup, writeUnits, readUnits };
}

/**
 * A tighter floor where the read-back pages the shop's whole list in the writes' own limit
 * group (Wildberries: the price list has no filter by a list of cards, and which page holds a
 * card is not known before reading it; uploads and the list share one bucket of 10 calls per
 * 6 s, burst 5). It holds for any pipeline that writes, waits at least the first read-back
 * wait, then reads back, at the published rate:
 *
 *  - the writes are at least `writes` calls of the one bucket, so the last of them goes no
 *    earlier than `groupSeconds(writes)` (the burst free, then one token per interval);
 *  - the changes of that last write can be read back no earlier than the wait after it, and
 *    as any page may hold them, that read is a pass over all `pages` pages: it starts at
 *    `groupSeconds(writes) + wait` or later;
 *  - at that start the bucket holds at most its burst, so the pass's last page goes no earlier
 *    than `groupSeconds(pages)` after it.
 *
 * Reading the list more than once (a pass per run) only adds calls before that last pass, so
 * it cannot end sooner. The floor of the calls (`priceBulkFloor`) lets the reads' calls go
 * before the last write; this one does not, and is above it by the wait less the burst's
 * worth of intervals (5 s − 5 × 0.6 s): 10 uploads and 10 pages, (10 − 5) × 0.6 s + 5 s +
 * (10 − 5) × 0.6 s = 11 s, against (20 − 5) × 0.6 s = 9 s.
 */
export function wholeListFloor(
  limit: RateLimit,
  writes: number,
  pages: number,
  firstReadBackWaitMs: number,
): number {
  return round(
    groupSeconds(limit, writes) + firstReadBackWaitMs / 1000 + groupSeconds(limit, pages),
  );
}

/**
 * The fewest units a bulk change of `prices` prices in a shop of `shopListings` listings needs
 * by the published batch sizes: each price written once and read back once. Ozon: 1000 prices
 * a write, and a read-back of 1000 products one call of their prices (/v5 takes 1000 ids; a
 * read of prices alone leaves out the cards and the stocks). WB: 1000 goods an upload; its price list has no filter by a list of
 * cards, so the read-back pages through the shop's whole list once (1000 a page). Маркет: 500
 * offers a write; a price is read back either in a mappings call of 100 offers (its basic
 * price; 100 calls a minute) or among offer prices (5,000 offers a minute), two batches of
 * 100 through the first for one through the second (packages/marketplaces yandex/read-back.ts),
 * so that reads keep up with the writes' 10,000 offers a minute.
 */
export function fewestUnits(
  marketplace: ConnectedMarketplace,
  prices: number,
  shopListings: number,
): Omit<GroupUnits, 'rateLimited'> {
  const pages = (size: number, of = prices) => Math.ceil(of / size);
  switch (marketplace) {
    case 'ozon':
      return spending('general', pages(1000), { general: pages(1000) });
    case 'wildberries':
      return spending('prices', pages(1000), { prices: pages(1000, shopListings) });
    case 'yandex':
      return spending('pricesWrite', prices, {
        pricesRead: 100 * Math.floor(pages(100) / 3),
        offerMappings: pages(100) - Math.floor(pages(100) / 3),
      });
  }
}

/**
 * `wholeListFloor` for a bulk change of `prices` prices in a shop of `shopListings` listings
 * with the fewest calls (fewestUnits), where the read-back pages the whole list (Wildberries);
 * null elsewhere (reads by id: the last run's read is within the burst).
 */
export function wholeListFloorOf(
  marketplace: ConnectedMarketplace,
  limits: Readonly<Record<string, RateLimit>>,
  prices: number,
  shopListings: number,
  firstReadBackWaitMs: number,
): number | null {
  if (marketplace !== 'wildberries') return null;
  const fewest = fewestUnits(marketplace, prices, shopListings);
  const limit = limits[fewest.writeGroup]!;
  const pages = fewest.readUnits[fewest.writeGroup]!;
  return wholeListFloor(limit, fewest.writeUnits, pages, firstReadBackWaitMs);
}
