import { chunk } from '../core/batches';
import type { Listing, ListingRef } from '../core/connector';
import type { OzonPost } from './http';
import { ozonListingsByIds } from './listings';

/**
 * Products per read: /v3/product/info/list takes up to 1000 product ids a call, but the stocks
 * read beside it (/v1/product/info/stocks-by-warehouse/fbs) at most 500 skus, so a run's
 * read-back of 1000 listings in one call was refused (400) and its job retried until it failed.
 */
export const IDS_PER_CALL = 500;

/** The listings' current cards, prices and stocks, by Ozon product_id (the listing's externalId). */
export async function readOzonListings(
  post: OzonPost,
  refs: readonly ListingRef[],
): Promise<Listing[]> {
  const ids = [...new Set(refs.map((ref) => ref.externalId).filter((id) => /^\d+$/.test(id)))];
  const listings: Listing[] = [];
  for (const batch of chunk(ids, IDS_PER_CALL)) {
    listings.push(...(await ozonListingsByIds(post, batch)));
  }
  return listings;
}
