import type { RateLimit } from '../core/rate-limiter';

/**
 * Yandex Market's limits as its official file states them per operation
 * (specs/yandex-market.openapi.json, `x-resource-limit-config`, the stricter "none" tier;
 * yandex.ru/dev/market/partner-api/doc/ru/concepts/limits says each method's page holds its
 * figure), counted per cabinet. Some count calls, some items: an item-counted call spends its
 * item count (HttpCall.cost). The file states an amount per period and no burst: the client
 * keeps every span of the period within the amount (`shape: 'window'`, core/rate-limiter.ts),
 * so a first minute may spend the whole amount at once. Over a limit the API answers 420 or 429. The sandbox emulates the
 * same figures (apps/sandbox/src/yandex/limits.ts); test/yandex/limits-table.test.ts checks
 * both against the file.
 */
export const YANDEX_LIMITS = {
  /** At most 4 calls in flight per campaign or business (research §2); every call draws here. */
  parallel: { requests: 1_000_000, periodMs: 1000, burst: 1_000_000, maxConcurrent: 4 },
  /** GET /v2/campaigns: 1000 calls an hour. */
  settings: { requests: 1000, periodMs: 3_600_000, shape: 'window' },
  /** POST /v2/auth/token (the key's scopes): 100 calls an hour. */
  authToken: { requests: 100, periodMs: 3_600_000, shape: 'window' },
  /** POST offer-mappings: 100 calls a minute. */
  offerMappings: { requests: 100, periodMs: 60_000, shape: 'window' },
  /** POST offer-prices (read): 5000 offers a minute. */
  pricesRead: { requests: 5000, periodMs: 60_000, shape: 'window' },
  /** POST offer-prices/updates: 10 000 offers a minute. */
  pricesWrite: { requests: 10_000, periodMs: 60_000, shape: 'window' },
  /** POST/PUT offers/stocks: 100 000 offers a minute. */
  stocks: { requests: 100_000, periodMs: 60_000, shape: 'window' },
  /** POST /v2/tariffs/calculate (the services' cost per offer): 100 calls a minute. */
  tariffs: { requests: 100, periodMs: 60_000, shape: 'window' },
  /** POST business orders: 10 000 calls an hour. */
  orders: { requests: 10_000, periodMs: 3_600_000, shape: 'window' },
} as const satisfies Record<string, RateLimit>;

export type YandexLimitGroup = keyof typeof YANDEX_LIMITS;

/** Batch sizes of the write methods and page sizes of the reads. */
export const YANDEX_BATCH = {
  prices: 500,
  stocks: 2000,
  offerMappingsPage: 100,
  tariffs: 200,
  ordersPage: 50,
} as const;
