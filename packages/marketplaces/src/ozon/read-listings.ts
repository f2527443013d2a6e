import { chunk } from '../core/batches';
import type { Listing, ListingRef } from '../core/connector';
import type { OzonPost } from './http';
import { ozonListingsByIds } from './listings';

/** /v3/product/info/list takes up to 1000 product ids a call. */
const IDS_PER_CALL = 1000;

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
