import type { LimitCharge } from '../core/marketplace-module';
import type { SandboxRequest } from '../core/types';

const MINUTE = 60_000;
const HOUR = 3_600_000;

interface ResourceLimit {
  readonly limit: number;
  readonly periodMs: number;
  /** For limits counted in offers rather than calls: how many this request spends. */
  readonly items?: (req: SandboxRequest) => number;
}

const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);
const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
/** Offers a read returns: the listed offerIds, else the page size asked for. */
const offersRead = (req: SandboxRequest): number =>
  lengthOf(field(req.body, 'offerIds')) || Number(req.query['limit'] ?? 1) || 1;

/**
 * Yandex Market's resource limits per operation, from the official file
 * (packages/marketplaces/specs/yandex-market.openapi.json, each operation's
 * `x-resource-limit-config`, tier "none": the stricter of its two tiers). The connector keeps
 * to the same figures (packages/marketplaces/src/yandex/limits.ts). Limits whose `path` in that
 * config names items (`req.offers`, `resp.result.offers`, …) count offers, not calls; the
 * sandbox counts them from the request, which asks for exactly the offers the reply holds.
 */
export const YANDEX_RESOURCE_LIMITS: Readonly<Record<string, ResourceLimit>> = {
  getCampaigns: { limit: 1_000, periodMs: HOUR },
  getAuthTokenInfo: { limit: 100, periodMs: HOUR },
  getOfferMappings: { limit: 100, periodMs: MINUTE },
  getDefaultPrices: { limit: 5_000, periodMs: MINUTE, items: offersRead },
  updateBusinessPrices: {
    limit: 10_000,
    periodMs: MINUTE,
    items: (req) => lengthOf(field(req.body, 'offers')),
  },
  getStocks: { limit: 100_000, periodMs: MINUTE, items: offersRead },
  updateStocks: {
    limit: 100_000,
    periodMs: MINUTE,
    items: (req) => lengthOf(field(req.body, 'skus')),
  },
  getBusinessOrders: { limit: 10_000, periodMs: HOUR },
  calculateTariffs: { limit: 100, periodMs: MINUTE },
  getOrders: { limit: 10_000, periodMs: HOUR },
};

/** The bucket a request draws from, counted per store or business (`owner`). */
export function yandexLimitCharges(req: SandboxRequest, owner: string): LimitCharge[] {
  const resource = YANDEX_RESOURCE_LIMITS[req.operationId];
  if (!resource) return [];
  return [
    {
      key: `yandex:${owner}:${req.operationId}`,
      rule: { limit: resource.limit, periodMs: resource.periodMs },
      ...(resource.items ? { cost: resource.items(req) } : {}),
    },
  ];
}
