// The least time a marketplace's published limits allow for the calls a sync made: each limit
// group's calls (or items, where the limit counts items) beyond its burst, at its published
// rate. A sync's two streams run one after the other (listings, then orders), so the minimum
// is the sum over streams of the slowest group in each.
import type { ConnectedMarketplace } from '@marketpult/marketplaces';
import { answeredCalls, groupSeconds, PUBLISHED_LIMITS } from './limit-arithmetic';
import type { SandboxCall } from './sandbox-process';

type Stream = 'check' | 'listings' | 'orders';

interface CallRule {
  readonly path: RegExp;
  /** The connector's limit groups the call spends (Ozon: every call is 'general'). */
  readonly groups: readonly string[];
  readonly stream: Stream;
  /** True where the limit counts items (Yandex Market's offer prices and stocks). */
  readonly items?: boolean;
}

/** Which connector group each sandbox path belongs to (packages/marketplaces/src/<mp>/*.ts). */
const RULES: Record<ConnectedMarketplace, readonly CallRule[]> = {
  ozon: [
    { path: /^\/v[23]\/posting\/fb[so]\/list$/, groups: ['general'], stream: 'orders' },
    { path: /^\/v\d\/product\//, groups: ['general'], stream: 'listings' },
    { path: /./, groups: ['general'], stream: 'check' },
  ],
  wildberries: [
    { path: /^\/content\//, groups: ['content'], stream: 'listings' },
    { path: /^\/api\/v2\/list\/goods/, groups: ['prices'], stream: 'listings' },
    { path: /^\/api\/v3\/(warehouses|stocks)/, groups: ['marketplace'], stream: 'listings' },
    { path: /^\/api\/v1\/tariffs\/commission/, groups: ['tariffsCommission'], stream: 'listings' },
    { path: /^\/api\/v1\/tariffs\/box/, groups: ['tariffsBox'], stream: 'listings' },
    { path: /^\/api\/v1\/supplier\/orders/, groups: ['statistics'], stream: 'orders' },
    { path: /^\/api\/v1\/seller-info/, groups: ['common'], stream: 'check' },
    { path: /./, groups: ['unknown'], stream: 'check' },
  ],
  yandex: [
    { path: /\/offer-mappings$/, groups: ['offerMappings'], stream: 'listings' },
    { path: /\/offer-prices$/, groups: ['pricesRead'], stream: 'listings', items: true },
    { path: /\/offers\/stocks$/, groups: ['stocks'], stream: 'listings', items: true },
    { path: /^\/v2\/tariffs\/calculate$/, groups: ['tariffs'], stream: 'listings' },
    { path: /\/orders$/, groups: ['orders'], stream: 'orders' },
    { path: /^\/v2\/campaigns$/, groups: ['settings'], stream: 'check' },
    { path: /^\/v2\/auth\/token$/, groups: ['authToken'], stream: 'check' },
    { path: /./, groups: ['unknown'], stream: 'check' },
  ],
};

export interface MinimumFigures {
  /** Calls answered 2xx, per limit group. */
  calls: Record<string, number>;
  /** Answers 429 or 420 (over a limit). */
  rate_limited: number;
  /** The least seconds the published limits allow for the sync's listings and orders. */
  minimum_seconds: number;
}

/**
 * `listings` is what the sync stored: where a limit counts items, the sync's reads spent one
 * per listing (each page asks for exactly its offers), besides 1 per probe of the key check.
 */
export function publishedMinimum(
  marketplace: ConnectedMarketplace,
  calls: readonly SandboxCall[],
  listings: number,
  pageSize: number,
): MinimumFigures {
  const counted = new Map<string, { stream: Stream; calls: number; items: boolean }>();
  const { answered, rateLimited } = answeredCalls(marketplace, calls, RULES[marketplace]);
  for (const { rule } of answered) {
    for (const group of rule.groups) {
      const key = `${rule.stream}:${group}`;
      const entry = counted.get(key) ?? { stream: rule.stream, calls: 0, items: !!rule.items };
      entry.calls += 1;
      counted.set(key, entry);
    }
  }
  const slowest = new Map<Stream, number>();
  const callsByGroup: Record<string, number> = {};
  for (const [key, entry] of counted) {
    const group = key.split(':')[1]!;
    callsByGroup[group] = (callsByGroup[group] ?? 0) + entry.calls;
    if (entry.stream === 'check') continue;
    const limit = PUBLISHED_LIMITS[marketplace][group];
    if (!limit) continue;
    const pages = Math.ceil(listings / pageSize);
    const units = entry.items ? listings + Math.max(0, entry.calls - pages) : entry.calls;
    slowest.set(entry.stream, Math.max(slowest.get(entry.stream) ?? 0, groupSeconds(limit, units)));
  }
  const minimum = [...slowest.values()].reduce((sum, seconds) => sum + seconds, 0);
  return {
    calls: callsByGroup,
    rate_limited: rateLimited,
    minimum_seconds: Number(minimum.toFixed(1)),
  };
}
