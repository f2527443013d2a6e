import { chunk } from '../core/batches';
import type { StockWrite, WriteOutcome } from '../core/connector';
import { outcomesOfFailedBatch } from '../core/write-outcomes';
import type { WbRequest } from './http';
import { WB_BATCH } from './limits';

/** PUT /api/v3/stocks/{warehouseId} takes an amount up to 100,000 (the file's maximum). */
const MAX_AMOUNT = 100_000;

/**
 * FBS stock, per seller warehouse, 1000 sizes (chrtId) a call. WB answers 204 or refuses the
 * whole call (409 with the reason): each item of a refused call is 'rejected' with it. Items
 * WB would refuse anyway (no chrtId, an amount out of range) are not sent.
 */
export async function updateWbStocks(
  request: WbRequest,
  items: readonly StockWrite[],
): Promise<WriteOutcome[]> {
  const outcomes = new Map<StockWrite, WriteOutcome>();
  const byWarehouse = new Map<string, StockWrite[]>();
  for (const item of items) {
    const problem = problemOf(item);
    if (problem) {
      outcomes.set(item, { offerId: item.offerId, status: 'rejected', reason: problem });
      continue;
    }
    byWarehouse.set(item.warehouseId, [...(byWarehouse.get(item.warehouseId) ?? []), item]);
  }
  for (const [warehouseId, list] of byWarehouse) {
    for (const batch of chunk(list, WB_BATCH.stocks)) {
      try {
        await request<undefined>({
          method: 'PUT',
          path: `/api/v3/stocks/${warehouseId}`,
          group: 'marketplace',
          readOnly: false,
          body: {
            stocks: batch.map((item) => ({ chrtId: Number(item.sku), amount: item.amount })),
          },
        });
        for (const item of batch) outcomes.set(item, { offerId: item.offerId, status: 'accepted' });
      } catch (error) {
        const failed = outcomesOfFailedBatch(
          batch.map((item) => item.offerId),
          error,
        );
        batch.forEach((item, index) => outcomes.set(item, failed[index]!));
      }
    }
  }
  return items.map((item) => outcomes.get(item)!);
}

function problemOf(item: StockWrite): string | undefined {
  if (!/^\d+$/.test(item.warehouseId)) return 'Нет ID склада продавца Wildberries';
  if (!item.sku || !/^\d+$/.test(item.sku)) return 'Нет ID размера (chrtID) у товара';
  if (!Number.isInteger(item.amount) || item.amount < 0 || item.amount > MAX_AMOUNT) {
    return `Остаток должен быть целым числом от 0 до ${MAX_AMOUNT}`;
  }
  return undefined;
}
