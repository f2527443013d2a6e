// What the two floors of the bench (published-minimum.ts for the sync, price-bulk-floor.ts
// for the bulk price change) share: the calls a marketplace answered, each with the rule that
// names its limit group, and the least time a published limit allows for a number of units.
import type { ConnectedMarketplace } from '@marketpult/marketplaces';
import type { RateLimit } from '../../packages/marketplaces/src/core/rate-limiter';
import { OZON_LIMITS } from '../../packages/marketplaces/src/ozon/limits';
import { WB_LIMITS } from '../../packages/marketplaces/src/wildberries/limits';
import { YANDEX_LIMITS } from '../../packages/marketplaces/src/yandex/limits';
import type { SandboxCall } from './sandbox-process';

/** Each marketplace's published limits per group, as its connector paces to them. */
export const PUBLISHED_LIMITS: Record<ConnectedMarketplace, Readonly<Record<string, RateLimit>>> = {
  ozon: OZON_LIMITS,
  wildberries: WB_LIMITS,
  yandex: YANDEX_LIMITS,
};

/**
 * The marketplace's calls that were answered, each with the first rule whose path matches
 * (every call the connectors make has one), and the answers over a limit (429, 420), which
 * spend nothing.
 */
export function answeredCalls<Rule extends { readonly path: RegExp }>(
  marketplace: ConnectedMarketplace,
  calls: readonly SandboxCall[],
  rules: readonly Rule[],
): { answered: { call: SandboxCall; rule: Rule }[]; rateLimited: number } {
  const answered: { call: SandboxCall; rule: Rule }[] = [];
  let rateLimited = 0;
  for (const call of calls) {
    if (call.marketplace !== marketplace) continue;
    if (call.status === 429 || call.status === 420) {
      rateLimited += 1;
      continue;
    }
    answered.push({ call, rule: rules.find((candidate) => candidate.path.test(call.path))! });
  }
  return { answered, rateLimited };
}

/**
 * Seconds a limit allows `units` in. A bucket: those beyond the burst at the published rate. A
 * window (`requests` in any `periodMs`, Маркет): a period for each full amount after the first,
 * the last units going the moment the earlier ones are a period old.
 */
export function groupSeconds(limit: RateLimit, units: number): number {
  if (limit.shape === 'window') {
    return (Math.max(0, Math.ceil(units / limit.requests) - 1) * limit.periodMs) / 1000;
  }
  const burst = Math.max(1, limit.burst ?? 1);
  return (Math.max(0, units - burst) * limit.periodMs) / limit.requests / 1000;
}
