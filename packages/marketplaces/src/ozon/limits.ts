import type { RateLimit } from '../core/rate-limiter';

/**
 * Ozon's limits per Client-Id (marketplaces-research.md §2). The spec states none; about
 * 50 requests/s in total is the figure sellers report, and the stock write has its own
 * published 80 per minute. Neither says how it is counted (bucket, window, burst), so the client
 * keeps 10 % below each (`margin`, core/rate-limiter.ts) rather than pacing to the exact rate.
 */
export const OZON_LIMITS = {
  /** Every call, the stock write included. */
  general: { requests: 50, periodMs: 1000, burst: 10, margin: 0.1 },
  /** POST /v2/products/stocks: 80 requests per minute. */
  stocksWrite: { requests: 80, periodMs: 60_000, burst: 5, margin: 0.1 },
} as const satisfies Record<string, RateLimit>;

export type OzonLimitGroup = keyof typeof OZON_LIMITS;

/** Per item rather than per call: a price 10 times per hour, a product–warehouse stock once per 30 s. */
export const OZON_ITEM_LIMITS = {
  priceChange: { requests: 10, periodMs: 3_600_000, burst: 10, margin: 0.1 },
  stockChange: { requests: 1, periodMs: 30_000, margin: 0.1 },
} as const satisfies Record<string, RateLimit>;

/** Batch sizes the write methods take. */
export const OZON_BATCH = { prices: 1000, stocks: 100 } as const;
