import { chunk } from '../core/batches';
import type { Listing, ListingRef, ReadListingsOptions } from '../core/connector';
import { readInParts } from '../core/in-flight';
import type { OzonPost } from './http';
import { ozonListingsByIds, ozonPricesByIds } from './listings';

/**
 * Products per read: /v3/product/info/list takes up to 1000 product ids a call, but the stocks
 * read beside it (/v1/product/info/stocks-by-warehouse/fbs) at most 500 skus, so a run's
 * read-back of 1000 listings in one call was refused (400) and its job retried until it failed.
 */
export const IDS_PER_CALL = 500;

/** Products per read of prices alone (pricesOnly): /v5/product/info/prices takes 1000. */
export const PRICE_IDS_PER_CALL = 1000;

/**
 * Parts of a read in flight at once. Measured on a run of 10,000 prices (bench price-bulk): its
 * read-back of 20 parts, one after another, took 2.7 s, each part's three calls waiting on the
 * last one's round trip; the limiter paces them to Ozon's limit whatever their number.
 */
export const PARTS_IN_FLIGHT = 4;

/**
 * The listings' current cards, prices and stocks, by Ozon product_id (the listing's externalId),
 * in parts of IDS_PER_CALL, each handed to `onPart` as soon as it is read. Prices only: one
 * call of PRICE_IDS_PER_CALL a part instead of three of IDS_PER_CALL (a run of 10,000 prices
 * read back in 10 calls, not 60, of the 50 a second Ozon allows the whole seller account).
 */
export async function readOzonListings(
  post: OzonPost,
  refs: readonly ListingRef[],
  options: ReadListingsOptions = {},
): Promise<Listing[]> {
  const ids = [...new Set(refs.map((ref) => ref.externalId).filter((id) => /^\d+$/.test(id)))];
  const [size, readPart] = options.pricesOnly
    ? [PRICE_IDS_PER_CALL, ozonPricesByIds]
    : [IDS_PER_CALL, ozonListingsByIds];
  return readInParts(
    chunk(ids, size),
    PARTS_IN_FLIGHT,
    (part) => readPart(post, part),
    options.onPart,
  );
}
