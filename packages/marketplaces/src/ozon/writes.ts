import { chunk } from '../core/batches';
import type { PriceWrite, StockWrite, WriteOutcome } from '../core/connector';
import { toId } from '../core/numbers';
import { sharedRateLimiter } from '../core/rate-limiter';
import { outcomesOfFailedBatch } from '../core/write-outcomes';
import type { OzonPost } from './http';
import { OZON_BATCH, OZON_ITEM_LIMITS } from './limits';

type OzonItemResult = { updated?: boolean; errors?: { code?: string; message?: string }[] };

/**
 * The way both writes go: items over their per-item limit are refused here with `throttled`
 * (Ozon would report them as errors inside a 200), the rest are sent in batches, and each item
 * ends with the result Ozon gave for it (`resultOf`), or its batch's failure.
 */
async function writeInBatches<Item extends { offerId: string }, Result extends OzonItemResult>(
  items: readonly Item[],
  options: {
    throttleKey: (item: Item) => string;
    limit: Parameters<typeof sharedRateLimiter.tryAcquire>[1];
    throttled: string;
    batchSize: number;
    send: (batch: readonly Item[]) => Promise<readonly Result[]>;
    resultOf: (item: Item, results: readonly Result[]) => Result | undefined;
  },
): Promise<WriteOutcome[]> {
  const outcomes = new Map<Item, WriteOutcome>();
  const sendable = items.filter((item) => {
    if (sharedRateLimiter.tryAcquire(options.throttleKey(item), options.limit)) return true;
    outcomes.set(item, { offerId: item.offerId, status: 'rejected', reason: options.throttled });
    return false;
  });
  for (const batch of chunk(sendable, options.batchSize)) {
    let results: readonly Result[];
    try {
      results = await options.send(batch);
    } catch (error) {
      const failed = outcomesOfFailedBatch(
        batch.map((item) => item.offerId),
        error,
      );
      batch.forEach((item, index) => outcomes.set(item, failed[index]!));
      continue;
    }
    for (const item of batch) {
      outcomes.set(item, outcomeOf(item.offerId, options.resultOf(item, results)));
    }
  }
  return items.map((item) => outcomes.get(item)!);
}

/**
 * Prices, 1000 per call. Ozon takes a product's price at most 10 times an hour and reports
 * the 11th as an error inside a 200; counting here spares the call and says why in Russian.
 */
export async function updateOzonPrices(
  post: OzonPost,
  limiterKey: string,
  items: readonly PriceWrite[],
): Promise<WriteOutcome[]> {
  return writeInBatches(items, {
    throttleKey: (item) => `ozon\u0000${limiterKey}\u0000price\u0000${item.offerId}`,
    limit: OZON_ITEM_LIMITS.priceChange,
    throttled: 'Ozon: цену товара можно менять не чаще 10 раз в час',
    batchSize: OZON_BATCH.prices,
    send: async (batch) => {
      const body = {
        prices: batch.map((item) => ({
          offer_id: item.offerId,
          price: money(item.price),
          // null clears the old price ("0" is Ozon's reset); undefined leaves it as it is.
          ...(item.oldPrice !== undefined && { old_price: money(item.oldPrice ?? 0) }),
          ...(item.minPrice != null && { min_price: money(item.minPrice) }),
          currency_code: 'RUB',
        })),
      };
      return (await post('/v1/product/import/prices', body, { readOnly: false })).result ?? [];
    },
    resultOf: (item, results) => results.find((row) => row.offer_id === item.offerId),
  });
}

/**
 * Stock, 100 product–warehouse pairs per call, 80 calls a minute; a pair takes one change per
 * 30 s (Ozon's TOO_MANY_REQUESTS inside a 200 otherwise), counted here the same way.
 */
export async function updateOzonStocks(
  post: OzonPost,
  limiterKey: string,
  items: readonly StockWrite[],
): Promise<WriteOutcome[]> {
  return writeInBatches(items, {
    throttleKey: (item) =>
      `ozon\u0000${limiterKey}\u0000stock\u0000${item.offerId}\u0000${item.warehouseId}`,
    limit: OZON_ITEM_LIMITS.stockChange,
    throttled: 'Ozon: остаток товара на складе можно менять не чаще раза в 30 секунд',
    batchSize: OZON_BATCH.stocks,
    send: async (batch) => {
      const body = {
        stocks: batch.map((item) => ({
          offer_id: item.offerId,
          ...(item.externalId !== '' && { product_id: Number(item.externalId) }),
          stock: item.amount,
          warehouse_id: Number(item.warehouseId),
        })),
      };
      const reply = await post('/v2/products/stocks', body, {
        readOnly: false,
        group: 'stocksWrite',
      });
      return reply.result ?? [];
    },
    resultOf: (item, results) =>
      results.find(
        (row) => row.offer_id === item.offerId && toId(row.warehouse_id) === item.warehouseId,
      ),
  });
}

/** A 200 is not a success: each item says `updated` and lists its own errors. */
function outcomeOf(offerId: string, result: OzonItemResult | undefined): WriteOutcome {
  if (!result) {
    return { offerId, status: 'failed', reason: 'Ozon не ответил по этому товару' };
  }
  const errors = result.errors ?? [];
  if (errors.length > 0 || result.updated === false) {
    const reason =
      errors.map((error) => [error.code, error.message].filter(Boolean).join(': ')).join('; ') ||
      'Ozon не принял изменение';
    return { offerId, status: 'rejected', reason };
  }
  return { offerId, status: 'accepted' };
}

/** Roubles as Ozon's decimal string: whole numbers bare, else two decimals. */
function money(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
