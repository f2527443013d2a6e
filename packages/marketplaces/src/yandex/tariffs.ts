import type { YandexReportedFees } from '../core/connector';
import { refusedAs } from '../core/errors';
import { toNumber } from '../core/numbers';
import type { OfferMapping, YmBody } from './api';
import type { YandexShop } from './campaign';
import type { YmCall } from './http';
import { YANDEX_BATCH } from './limits';

type TariffOffer = YmBody<'/v2/tariffs/calculate', 'post'>['offers'][number];

const positive = (value: number | null): value is number => value !== null && value > 0;

/**
 * What the calculator needs of an offer, from its mapping: the leaf category on Маркет, the
 * basic price and the size and weight the seller declared. Null when any is missing (an offer
 * not yet mapped to a category, a card without dimensions): such an offer gets no fees.
 */
function tariffOfferOf(row: OfferMapping): TariffOffer | null {
  const size = row.offer?.weightDimensions;
  const offer = {
    categoryId: toNumber(row.mapping?.marketCategoryId),
    price: toNumber(row.offer?.basicPrice?.value),
    length: toNumber(size?.length),
    width: toNumber(size?.width),
    height: toNumber(size?.height),
    weight: toNumber(size?.weight),
  };
  return Object.values(offer).every(positive) ? (offer as TariffOffer) : null;
}

/**
 * Calls one page may spend finding the offers a refused batch holds (halving it): one refused
 * offer among 200 is found in 8 halvings of two calls. At the calculator's 100 calls a minute
 * (the mappings' pace) that is ~10 s more for such a page; past it the rest of the refused
 * batch goes without fees.
 */
export const MAX_SPLIT_CALLS = 16;

interface Asking {
  offerId: string;
  offer: TariffOffer;
}

/**
 * Маркет's services for these offers, as the tariff calculator prices them for the shop's
 * store at each offer's basic price (≤ 200 offers a call, 100 calls a minute: a page of 100
 * mappings costs one, so the calculator keeps pace with the mappings' own 100 a minute).
 * By offerId; an offer the calculator cannot price is not in the map. The fees enrich a
 * listing and are not needed to sell it: a key without a scope that opens the calculator leaves
 * the page without fees instead of failing the sync. A batch it refuses (400: one offer in a
 * category it does not price refuses them all, without saying which) is split in halves and
 * asked again, so only the offers it refuses on their own go without (MAX_SPLIT_CALLS a page).
 */
export async function readYandexTariffs(
  call: YmCall,
  shop: YandexShop,
  rows: readonly OfferMapping[],
): Promise<Map<string, YandexReportedFees>> {
  const asked = rows.flatMap((row) => {
    const offer = tariffOfferOf(row);
    const offerId = row.offer?.offerId;
    return offer && offerId ? [{ offerId, offer }] : [];
  });
  const fees = new Map<string, YandexReportedFees>();
  let splitCalls = MAX_SPLIT_CALLS;
  /** Prices the batch; false when Маркет refused the key (nothing more to ask this page). */
  const price = async (batch: readonly Asking[], split: boolean): Promise<boolean> => {
    if (split) {
      if (splitCalls === 0) return true;
      splitCalls -= 1;
    }
    const reply = await call('post', '/v2/tariffs/calculate', {
      body: {
        parameters: { campaignId: Number(shop.campaignId) },
        offers: batch.map(({ offer }) => offer),
      },
      group: 'tariffs',
      // It changes nothing on Маркет: safe to repeat.
      readOnly: true,
    }).catch(refusedAs(null, ['bad_request']));
    if (reply === null) {
      if (batch.length === 1) return true;
      const half = Math.ceil(batch.length / 2);
      return (await price(batch.slice(0, half), true)) && price(batch.slice(half), true);
    }
    // The answer keeps the order of the request.
    (reply.result?.offers ?? []).forEach((priced, index) => {
      const asking = batch[index];
      if (!asking) return;
      fees.set(asking.offerId, {
        marketplace: 'yandex',
        price: asking.offer.price,
        tariffs: priced.tariffs.map(({ type, amount }) => ({ type, amount: amount ?? null })),
      });
    });
    return true;
  };
  for (let start = 0; start < asked.length; start += YANDEX_BATCH.tariffs) {
    const batch = asked.slice(start, start + YANDEX_BATCH.tariffs);
    const going = await price(batch, false).catch(refusedAs(false, ['forbidden']));
    if (!going) break;
  }
  return fees;
}
