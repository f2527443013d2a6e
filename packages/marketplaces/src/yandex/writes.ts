import { chunk } from '../core/batches';
import type { PriceWrite, StockWrite, WriteOutcome } from '../core/connector';
import { ConnectorError } from '../core/errors';
import { outcomesOfFailedBatch } from '../core/write-outcomes';
import type { YandexShop } from './campaign';
import type { YmCall } from './http';
import { YANDEX_BATCH } from './limits';

/**
 * Prices for every shop of the business, 500 offers per call. Yandex Market answers the whole
 * call: 200 takes every offer for processing; a 400 names what was wrong and applies nothing,
 * so each of its offers is 'rejected' with that reason.
 */
export async function updateYandexPrices(
  call: YmCall,
  shop: YandexShop,
  items: readonly PriceWrite[],
): Promise<WriteOutcome[]> {
  return sendInBatches(items, YANDEX_BATCH.prices, (batch) =>
    call('post', '/v2/businesses/{businessId}/offer-prices/updates', {
      params: { businessId: Number(shop.businessId) },
      body: {
        offers: batch.map((item) => ({
          offerId: item.offerId,
          price: {
            value: item.price,
            currencyId: 'RUR' as const,
            // discountBase is the crossed-out price; it must be above the price.
            ...(item.oldPrice != null &&
              item.oldPrice > item.price && { discountBase: item.oldPrice }),
          },
        })),
      },
      group: 'pricesWrite',
      readOnly: false,
      cost: batch.length,
    }),
  );
}

/**
 * Stock of the chosen campaign, 2000 offers per call. A campaign has one stock warehouse in
 * the API, so `warehouseId` only groups; the count is what can be sold.
 */
export async function updateYandexStocks(
  call: YmCall,
  shop: YandexShop,
  items: readonly StockWrite[],
): Promise<WriteOutcome[]> {
  return sendInBatches(items, YANDEX_BATCH.stocks, (batch) =>
    call('put', '/v2/campaigns/{campaignId}/offers/stocks', {
      params: { campaignId: Number(shop.campaignId) },
      body: {
        skus: batch.map((item) => ({ sku: item.offerId, items: [{ count: item.amount }] })),
      },
      group: 'stocks',
      // Setting a count to a value is idempotent: repeating it cannot double anything.
      readOnly: true,
      cost: batch.length,
    }),
  );
}

/**
 * Sends the items in batches of `size`, one call each. Yandex Market answers a whole call, so
 * a 200 takes every offer of the batch ('accepted', read back later) and a refusal is shared
 * out by outcomesOfRefusedBatch.
 */
async function sendInBatches<T extends { readonly offerId: string }>(
  items: readonly T[],
  size: number,
  send: (batch: readonly T[]) => Promise<unknown>,
): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = [];
  for (const batch of chunk(items, size)) {
    const offerIds = batch.map((item) => item.offerId);
    try {
      await send(batch);
      outcomes.push(...offerIds.map((offerId) => ({ offerId, status: 'accepted' as const })));
    } catch (error) {
      outcomes.push(...outcomesOfRefusedBatch(offerIds, error));
    }
  }
  return outcomes;
}

/**
 * Yandex Market refuses a whole call over one bad offer, naming it in the message ("Offers not
 * found: A, B"). The named offers are 'rejected'; the others were not applied either, but
 * through no fault of their own: 'failed', to be sent again.
 */
function outcomesOfRefusedBatch(offerIds: readonly string[], error: unknown): WriteOutcome[] {
  const outcomes = outcomesOfFailedBatch(offerIds, error);
  if (!(error instanceof ConnectorError) || error.kind !== 'bad_request') return outcomes;
  const named = new Set(offerIds.filter((offerId) => error.message.includes(offerId)));
  if (named.size === 0) return outcomes;
  return offerIds.map((offerId) =>
    named.has(offerId)
      ? { offerId, status: 'rejected', reason: error.message }
      : { offerId, status: 'failed', reason: 'Маркет отклонил запрос из-за других товаров в нём' },
  );
}
