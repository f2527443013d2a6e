import type { Reply, SandboxRequest } from '../core/types';
import type { YandexCaller } from './auth';
import { yandexError } from './errors';
import { pageOf, paging } from './paging';
import { indexOfOffer, type YandexBusiness } from './shops';

/** Listings a request names by offerIds, or a page of the whole catalogue. */
function selection(
  business: YandexBusiness,
  req: SandboxRequest,
  offerIds: readonly string[] | undefined,
  defaultLimit: number,
): { indexes: number[]; next: { nextPageToken?: string } } | Reply {
  if (offerIds && offerIds.length > 0) {
    // With offerIds the API answers those offers and ignores paging.
    const indexes = offerIds.map((id) => indexOfOffer(business, id)).filter((i) => i !== undefined);
    return { indexes, next: {} };
  }
  const page = pageOf(req, defaultLimit);
  if (!page) return yandexError(400, 'BAD_REQUEST', 'Invalid page_token');
  const end = Math.min(business.state.listings, page.start + page.limit);
  const indexes = Array.from({ length: Math.max(0, end - page.start) }, (_, i) => page.start + i);
  return { indexes, next: paging(end, business.state.listings) };
}

/** When the generated prices were set (a written price keeps it too: the sandbox does not track it). */
const PRICES_SET_AT = '2026-11-01T09:00:00+03:00';

/** POST /v2/businesses/{businessId}/offer-mappings: the catalogue, page_token + limit ≤ 100. */
export function offerMappings(caller: YandexCaller, req: SandboxRequest): Reply {
  const { business } = caller;
  const body = (req.body ?? {}) as { offerIds?: string[] };
  const chosen = selection(business, req, body.offerIds, 100);
  if ('status' in chosen) return chosen;
  const offerMappings = chosen.indexes.map((index) => {
    const product = business.state.product(index);
    const price = business.state.price(index);
    return {
      offer: {
        offerId: product.article,
        name: product.name,
        vendor: product.brand,
        vendorCode: product.article,
        category: product.category,
        barcodes: [product.barcode],
        weightDimensions: {
          length: product.dimensionsMm.length / 10,
          width: product.dimensionsMm.width / 10,
          height: product.dimensionsMm.height / 10,
          weight: product.weightGrams / 1000,
        },
        basicPrice: {
          value: price.price,
          currencyId: 'RUR',
          ...(price.oldPrice > price.price ? { discountBase: price.oldPrice } : {}),
          updatedAt: PRICES_SET_AT,
        },
        archived: false,
        cardStatus: 'HAS_CARD_CAN_UPDATE',
        campaigns: business.campaigns.map((c) => ({ campaignId: c.id, status: 'PUBLISHED' })),
      },
      mapping: {
        marketSku: business.marketSkuBase + index,
        marketSkuName: product.name,
        marketCategoryId: 91_000 + (index % 13),
        marketCategoryName: product.category,
      },
    };
  });
  return { status: 200, body: { status: 'OK', result: { paging: chosen.next, offerMappings } } };
}

/** POST /v2/businesses/{businessId}/offer-prices: prices for every store, page_token ≤ 500. */
export function offerPrices(caller: YandexCaller, req: SandboxRequest): Reply {
  const { business } = caller;
  const body = (req.body ?? {}) as { offerIds?: string[] };
  const chosen = selection(business, req, body.offerIds, 500);
  if ('status' in chosen) return chosen;
  const offers = chosen.indexes.map((index) => {
    const price = business.state.price(index);
    return {
      offerId: business.state.product(index).article,
      price: {
        value: price.price,
        currencyId: 'RUR',
        ...(price.oldPrice > price.price ? { discountBase: price.oldPrice } : {}),
        updatedAt: PRICES_SET_AT,
      },
    };
  });
  return { status: 200, body: { status: 'OK', result: { offers, paging: chosen.next } } };
}

interface PriceUpdate {
  offerId: string;
  price: { value: number; currencyId: string; discountBase?: number };
}

/**
 * POST /v2/businesses/{businessId}/offer-prices/updates: ≤ 500 offers. The reply is a bare
 * `{status: OK}`: offers it does not know are dropped without a word (read back to be sure).
 */
export function updatePrices(caller: YandexCaller, req: SandboxRequest, now: Date): Reply {
  const { business } = caller;
  const { offers } = req.body as { offers: PriceUpdate[] };
  for (const offer of offers) {
    if (offer.price.currencyId !== 'RUR') {
      return yandexError(400, 'BAD_REQUEST', `Offer ${offer.offerId}: currency must be RUR`);
    }
    if (offer.price.discountBase !== undefined && offer.price.discountBase <= offer.price.value) {
      return yandexError(
        400,
        'BAD_REQUEST',
        `Offer ${offer.offerId}: discountBase must exceed value`,
      );
    }
  }
  for (const offer of offers) {
    const index = indexOfOffer(business, offer.offerId);
    if (index === undefined) continue;
    const current = business.state.latestPrice(index);
    business.state.setPrice(
      index,
      {
        price: offer.price.value,
        oldPrice: offer.price.discountBase ?? 0,
        minPrice: current.minPrice,
      },
      now.getTime(),
    );
  }
  return { status: 200, body: { status: 'OK' } };
}
