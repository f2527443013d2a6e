import { chunk } from '../core/batches';
import type { PriceWrite, StockWrite, WriteOutcome } from '../core/connector';
import { toId } from '../core/numbers';
import { sharedRateLimiter } from '../core/rate-limiter';
import { outcomesOfFailedBatch } from '../core/write-outcomes';
import type { OzonReply } from './api';
import type { OzonPost } from './http';
import { OZON_BATCH, OZON_ITEM_LIMITS } from './limits';

type ItemResult = NonNullable<OzonReply<'/v1/product/import/prices'>['result']>[number];

/**
 * Prices, 1000 per call. Ozon takes a product's price at most 10 times an hour and reports
 * the 11th as an error inside a 200; counting here spares the call and says why in Russian.
 */
export async function updateOzonPrices(
  post: OzonPost,
  limiterKey: string,
  items: readonly PriceWrite[],
): Promise<WriteOutcome[]> {
  const outcomes = new Map<PriceWrite, WriteOutcome>();
  const sendable = items.filter((item) => {
    const key = `ozon\u0000${limiterKey}\u0000price\u0000${item.offerId}`;
    if (sharedRateLimiter.tryAcquire(key, OZON_ITEM_LIMITS.priceChange)) return true;
    outcomes.set(item, {
      offerId: item.offerId,
      status: 'rejected',
      reason: 'Ozon: цену товара можно менять не чаще 10 раз в час',
    });
    return false;
  });
  for (const batch of chunk(sendable, OZON_BATCH.prices)) {
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
    let results: readonly ItemResult[];
    try {
      results = (await post('/v1/product/import/prices', body, { readOnly: false })).result ?? [];
    } catch (error) {
      const failed = outcomesOfFailedBatch(
        batch.map((item) => item.offerId),
        error,
      );
      batch.forEach((item, index) => outcomes.set(item, failed[index]!));
      continue;
    }
    for (const item of batch) {
      const result = results.find((row) => row.offer_id === item.offerId);
      outcomes.set(item, outcomeOf(item.offerId, result));
    }
  }
  return items.map((item) => outcomes.get(item)!);
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
  const outcomes = new Map<StockWrite, WriteOutcome>();
  const sendable = items.filter((item) => {
    const key = `ozon\u0000${limiterKey}\u0000stock\u0000${item.offerId}\u0000${item.warehouseId}`;
    if (sharedRateLimiter.tryAcquire(key, OZON_ITEM_LIMITS.stockChange)) return true;
    outcomes.set(item, {
      offerId: item.offerId,
      status: 'rejected',
      reason: 'Ozon: остаток товара на складе можно менять не чаще раза в 30 секунд',
    });
    return false;
  });
  for (const batch of chunk(sendable, OZON_BATCH.stocks)) {
    const body = {
      stocks: batch.map((item) => ({
        offer_id: item.offerId,
        ...(item.externalId !== '' && { product_id: Number(item.externalId) }),
        stock: item.amount,
        warehouse_id: Number(item.warehouseId),
      })),
    };
    let results: NonNullable<OzonReply<'/v2/products/stocks'>['result']>;
    try {
      const reply = await post('/v2/products/stocks', body, {
        readOnly: false,
        group: 'stocksWrite',
      });
      results = reply.result ?? [];
    } catch (error) {
      const failed = outcomesOfFailedBatch(
        batch.map((item) => item.offerId),
        error,
      );
      batch.forEach((item, index) => outcomes.set(item, failed[index]!));
      continue;
    }
    for (const item of batch) {
      const result = results.find(
        (row) => row.offer_id === item.offerId && toId(row.warehouse_id) === item.warehouseId,
      );
      outcomes.set(item, outcomeOf(item.offerId, result));
    }
  }
  return items.map((item) => outcomes.get(item)!);
}

/** A 200 is not a success: each item says `updated` and lists its own errors. */
function outcomeOf(
  offerId: string,
  result: { updated?: boolean; errors?: { code?: string; message?: string }[] } | undefined,
): WriteOutcome {
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
