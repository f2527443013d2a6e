import type { Listing, Page, StockByWarehouse } from '../core/connector';
import { isRecord, readCursor } from '../core/cursor';
import { refusedAs } from '../core/errors';
import { toId, toNumber } from '../core/numbers';
import type { OfferMapping, YmReply } from './api';
import type { YandexShop } from './campaign';
import type { YmCall } from './http';
import { YANDEX_BATCH } from './limits';
import { readYandexTariffs } from './tariffs';

/** Cursor of the listings stream: Yandex Market's page token of the offer mappings. */
interface ListingsCursor {
  readonly pageToken: string;
}

const isListingsCursor = (value: unknown): value is ListingsCursor =>
  isRecord(value) && typeof value['pageToken'] === 'string';

export type PriceRow = NonNullable<
  NonNullable<YmReply<'/v2/businesses/{businessId}/offer-prices', 'post'>['result']>['offers']
>[number];
export type StockWarehouse = NonNullable<
  NonNullable<YmReply<'/v2/campaigns/{campaignId}/offers/stocks', 'post'>['result']>['warehouses']
>[number];

/**
 * One page of listings: a page of the business's offer mappings (page_token), then the
 * prices and the chosen campaign's stocks of exactly those offers, joined by offerId.
 */
export async function listYandexListings(
  call: YmCall,
  shop: YandexShop,
  cursor: string | null,
  pageSize: number = YANDEX_BATCH.offerMappingsPage,
): Promise<Page<Listing>> {
  const pageToken = readCursor(cursor, isListingsCursor)?.pageToken;
  const business = { businessId: Number(shop.businessId) };
  const mappings = await call('post', '/v2/businesses/{businessId}/offer-mappings', {
    params: business,
    query: { page_token: pageToken, limit: pageSize },
    body: {},
    group: 'offerMappings',
    readOnly: true,
  });
  const rows = mappings.result?.offerMappings ?? [];
  const offerIds = rows.map((row) => row.offer?.offerId).filter((id): id is string => !!id);
  const next = mappings.result?.paging?.nextPageToken || null;
  const nextCursor = next ? JSON.stringify({ pageToken: next } satisfies ListingsCursor) : null;
  if (offerIds.length === 0) return { items: [], nextCursor };
  return { items: await joinPricesAndStocks(call, shop, rows), nextCursor };
}

/**
 * The prices, the chosen campaign's stocks and Маркет's services (tariffs.ts) of exactly these
 * offers, joined by offerId: three calls of three limits at once.
 */
async function joinPricesAndStocks(
  call: YmCall,
  shop: YandexShop,
  rows: readonly OfferMapping[],
): Promise<Listing[]> {
  const offerIds = rows.map((row) => row.offer?.offerId).filter((id): id is string => !!id);
  const [prices, warehouses, fees] = await Promise.all([
    readYandexPrices(call, shop, offerIds),
    readYandexStocks(call, shop, offerIds),
    readYandexTariffs(call, shop, rows),
  ]);
  const priceByOffer = new Map((prices ?? []).map((row) => [row.offerId, row]));
  return rows.map((row) => ({
    ...toListing(row, priceByOffer, warehouses),
    reportedFees: fees.get(row.offer?.offerId ?? '') ?? null,
  }));
}

/**
 * The business's prices of these offers (≤ 500 a call; the limit counts offers: 5,000 a
 * minute). Undefined for a key without the pricing scope: each offer's mapping still shows its
 * basic price.
 */
export async function readYandexPrices(
  call: YmCall,
  shop: YandexShop,
  offerIds: readonly string[],
): Promise<PriceRow[] | undefined> {
  const reply = await call('post', '/v2/businesses/{businessId}/offer-prices', {
    params: { businessId: Number(shop.businessId) },
    query: { limit: offerIds.length },
    body: { offerIds: [...offerIds] },
    group: 'pricesRead',
    readOnly: true,
    cost: offerIds.length,
  }).catch(refusedAs(undefined));
  return reply ? (reply.result?.offers ?? []) : undefined;
}

/** The chosen campaign's stocks of these offers (the limit counts offers: 100,000 a minute). */
export async function readYandexStocks(
  call: YmCall,
  shop: YandexShop,
  offerIds: readonly string[],
): Promise<StockWarehouse[]> {
  const reply = await call('post', '/v2/campaigns/{campaignId}/offers/stocks', {
    params: { campaignId: Number(shop.campaignId) },
    query: { limit: offerIds.length },
    body: { offerIds: [...offerIds] },
    group: 'stocks',
    readOnly: true,
    cost: offerIds.length,
  });
  return reply.result?.warehouses ?? [];
}

export function toListing(
  row: OfferMapping,
  priceByOffer: ReadonlyMap<string, PriceRow>,
  warehouses: readonly StockWarehouse[],
): Listing {
  const offer = row.offer;
  const offerId = offer?.offerId ?? '';
  const price = priceByOffer.get(offerId)?.price;
  const basic = offer?.basicPrice;
  return {
    externalId: offerId,
    offerId,
    name: offer?.name ?? '',
    barcodes: offer?.barcodes ?? [],
    brand: offer?.vendor?.trim() || null,
    sku: toId(row.mapping?.marketSku),
    status: offer?.cardStatus ?? (offer?.archived ? 'ARCHIVED' : 'UNKNOWN'),
    price: toNumber(price?.value) ?? toNumber(basic?.value),
    oldPrice: toNumber(price?.discountBase) ?? toNumber(basic?.discountBase),
    // Yandex Market keeps no seller minimum price; the guardrails use the product's own.
    minPrice: null,
    currency: currencyName(price?.currencyId ?? basic?.currencyId),
    stocks: stocksOf(offerId, warehouses),
  };
}

export function stocksOf(
  offerId: string,
  warehouses: readonly StockWarehouse[],
): StockByWarehouse[] {
  return warehouses.flatMap((warehouse) =>
    warehouse.offers
      .filter((offer) => offer.offerId === offerId)
      .map((offer) => ({
        warehouseId: String(warehouse.warehouseId),
        warehouseName: `Склад ${warehouse.warehouseId}`,
        // AVAILABLE is what can be sold; FIT also counts units already reserved.
        amount: offer.stocks
          .filter((stock) => stock.type === 'AVAILABLE')
          .reduce((sum, stock) => sum + (toNumber(stock.count) ?? 0), 0),
      })),
  );
}

/** Yandex Market writes roubles as RUR (the old ISO code); the product says RUB. */
export function currencyName(currencyId: string | undefined): string {
  return currencyId === undefined || currencyId === 'RUR' ? 'RUB' : currencyId;
}
