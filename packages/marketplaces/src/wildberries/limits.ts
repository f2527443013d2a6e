import type { RateLimit } from '../core/rate-limiter';

/**
 * Wildberries' limits per seller account, one bucket per category (the files' `x-category`,
 * each method's "Лимит запросов" table; marketplaces-research.md §2): token buckets, "Интервал"
 * a token, "Всплеск" deep. The client paces to the published rate and holds JITTER_MS of each
 * burst back for latency (core/rate-limiter.ts).
 */
export const WB_LIMITS = {
  /** /api/v1/seller-info: 1 a minute, burst 10. */
  common: { requests: 1, periodMs: 60_000, burst: 10 },
  /** Content (cards list): 100 a minute, burst 5. */
  content: { requests: 100, periodMs: 60_000, burst: 5 },
  /** Prices and discounts (list, upload, task history, quarantine): 10 per 6 s, burst 5. */
  prices: { requests: 10, periodMs: 6_000, burst: 5 },
  /** Marketplace (warehouses, stocks): 300 a minute, burst 20. */
  marketplace: { requests: 300, periodMs: 60_000, burst: 20 },
  /** Statistics (/api/v1/supplier/orders): 1 a minute, burst 1. */
  statistics: { requests: 1, periodMs: 60_000, burst: 1 },
  /** Tariffs: /api/v1/tariffs/commission, 1 a minute, burst 2 (a limit of its own). */
  tariffsCommission: { requests: 1, periodMs: 60_000, burst: 2 },
  /** Tariffs: /api/v1/tariffs/box, 60 a minute, burst 5. */
  tariffsBox: { requests: 60, periodMs: 60_000, burst: 5 },
} as const satisfies Record<string, RateLimit>;

export type WbLimitGroup = keyof typeof WB_LIMITS;

/** Items per call the write and read methods take. */
export const WB_BATCH = {
  /** /content/v2/get/cards/list: cursor.limit ≤ 100. */
  cards: 100,
  /** /api/v2/list/goods/filter, history/goods/task, quarantine/goods: limit ≤ 1000. */
  goods: 1000,
  /** /api/v2/upload/task: up to 1000 goods per task. */
  prices: 1000,
  /** PUT /api/v3/stocks/{warehouseId}: 1000 per call (maxItems). */
  stocks: 1000,
} as const;
