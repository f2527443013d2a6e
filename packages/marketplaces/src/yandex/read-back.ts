import { chunk } from '../core/batches';
import type { Listing, ListingRef, ReadListingsOptions } from '../core/connector';
import { readInParts } from '../core/in-flight';
import { toNumber } from '../core/numbers';
import type { YandexShop } from './campaign';
import type { YmCall } from './http';
import {
  currencyName,
  readYandexPrices,
  readYandexStocks,
  stocksOf,
  toListing,
  type PriceRow,
  type StockWarehouse,
} from './listings';
import { YANDEX_BATCH } from './limits';

/**
 * Of every this many batches of 100 offers, the last is read through offer-prices and the
 * others through offer-mappings. Both show the business's base price (the one
 * offer-prices/updates sets: the mapping's `basicPrice`, the price row's `price`), but each
 * has its own limit: 100 mapping calls of 100 offers a minute (10,000 offers) and 5,000 offer
 * prices a minute. Read 2 : 1, the two together keep up with 15,000 offers a minute, above
 * the 10,000 a minute the writes go at, so a bulk change's read-backs no longer trail its
 * writes by a minute (offer-prices alone was 5,000 a minute, half the writes' pace).
 */
const BATCHES_PER_PRICES_READ = 3;

/**
 * Batches of each price read in flight at once. A mappings batch is two calls one after the
 * other (mappings, then stocks), a prices batch two side by side (prices and stocks), so two
 * of the first and one of the second keep Маркет's 4 calls in flight per campaign (`parallel`
 * in limits.ts) busy; one of each left every call waiting for the one before (bench
 * price-bulk, Маркет: README "Bulk price change").
 */
const MAPPINGS_IN_FLIGHT = 2;
const PRICES_IN_FLIGHT = 1;
/** Prices only, each batch is one call: three mappings batches beside one prices batch. */
const MAPPINGS_IN_FLIGHT_PRICES_ONLY = 3;

/**
 * The read-back after a write: the offers' current prices (the business's base price) and the
 * chosen campaign's stocks (none when `pricesOnly`). Unknown offers are left out. The batches
 * of the two price reads run side by side, each limit paced on its own, and each batch read is
 * handed to `onPart`.
 */
export async function readYandexListings(
  call: YmCall,
  shop: YandexShop,
  refs: readonly ListingRef[],
  options: ReadListingsOptions = {},
): Promise<Listing[]> {
  const byOffer = new Map(refs.map((ref) => [ref.offerId, ref]));
  const batches = chunk([...byOffer.keys()], YANDEX_BATCH.offerMappingsPage);
  const throughPrices = batches.filter(
    (_, index) => index % BATCHES_PER_PRICES_READ === BATCHES_PER_PRICES_READ - 1,
  );
  const throughMappings = batches.filter(
    (_, index) => index % BATCHES_PER_PRICES_READ !== BATCHES_PER_PRICES_READ - 1,
  );
  const withStocks = !options.pricesOnly;
  const [fromMappings, fromPrices] = await Promise.all([
    readInParts(
      throughMappings,
      withStocks ? MAPPINGS_IN_FLIGHT : MAPPINGS_IN_FLIGHT_PRICES_ONLY,
      (offerIds) => readThroughMappings(call, shop, offerIds, withStocks),
      options.onPart,
    ),
    readInParts(
      throughPrices,
      PRICES_IN_FLIGHT,
      (offerIds) => readThroughPrices(call, shop, offerIds, byOffer, withStocks),
      options.onPart,
    ),
  ]);
  return [...fromMappings, ...fromPrices];
}

/** The offers' mappings (their `basicPrice`) and stocks: no offer-prices call. */
async function readThroughMappings(
  call: YmCall,
  shop: YandexShop,
  offerIds: readonly string[],
  withStocks: boolean,
): Promise<Listing[]> {
  const mappings = await call('post', '/v2/businesses/{businessId}/offer-mappings', {
    params: { businessId: Number(shop.businessId) },
    query: { limit: offerIds.length },
    body: { offerIds: [...offerIds] },
    group: 'offerMappings',
    readOnly: true,
  });
  const rows = (mappings.result?.offerMappings ?? []).filter((row) => !!row.offer?.offerId);
  if (rows.length === 0) return [];
  const warehouses = withStocks
    ? await readYandexStocks(
        call,
        shop,
        rows.map((row) => row.offer!.offerId),
      )
    : [];
  return rows.map((row) => toListing(row, new Map(), warehouses));
}

/**
 * The offers' prices and stocks: no mapping call. A key without the pricing scope cannot read
 * prices, so its batch goes through the mappings after all.
 */
async function readThroughPrices(
  call: YmCall,
  shop: YandexShop,
  offerIds: readonly string[],
  byOffer: ReadonlyMap<string, ListingRef>,
  withStocks: boolean,
): Promise<Listing[]> {
  const [prices, warehouses] = await Promise.all([
    readYandexPrices(call, shop, offerIds),
    withStocks ? readYandexStocks(call, shop, offerIds) : [],
  ]);
  if (!prices) return readThroughMappings(call, shop, offerIds, withStocks);
  return prices.flatMap((row) => {
    const ref = byOffer.get(row.offerId);
    return ref ? [fromPriceRow(ref, row, warehouses)] : [];
  });
}

function fromPriceRow(
  ref: ListingRef,
  row: PriceRow,
  warehouses: readonly StockWarehouse[],
): Listing {
  return {
    externalId: row.offerId,
    offerId: row.offerId,
    // The read-back needs price and stock; the name and barcodes stay the sync's.
    name: '',
    barcodes: [],
    sku: ref.sku,
    status: 'UNKNOWN',
    price: toNumber(row.price?.value),
    oldPrice: toNumber(row.price?.discountBase),
    minPrice: null,
    currency: currencyName(row.price?.currencyId),
    stocks: stocksOf(row.offerId, warehouses),
  };
}
