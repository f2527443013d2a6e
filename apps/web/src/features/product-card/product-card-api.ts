import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  productCardSchema,
  productHistorySchema,
  type HistoryPeriod,
  type ProductBrandRequest,
  type ProductCard,
  type ProductCostsRequest,
  type ProductHistory,
} from '@marketpult/shared/contracts/product-card';
import {
  listingPriceHistoryResponseSchema,
  type ListingPriceHistoryResponse,
} from '@marketpult/shared/contracts/prices';
import { getJson, HttpError, postJson, type RequestOptions } from '../../lib/http';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export function fetchProductCard(id: string, options: RequestOptions = {}): Promise<ProductCard> {
  return getJson(withId(API_PATHS.catalogProductCard, id), productCardSchema, options);
}

/** Stores the three values; the answer is the card recalculated with them. */
export function saveProductCosts(
  id: string,
  costs: ProductCostsRequest,
  options: RequestOptions = {},
): Promise<ProductCard> {
  return postJson(withId(API_PATHS.catalogProductCosts, id), costs, productCardSchema, options);
}

/** Stores the seller's own brand (null: the listings' brand again); answers the card. */
export function saveProductBrand(
  id: string,
  request: ProductBrandRequest,
  options: RequestOptions = {},
): Promise<ProductCard> {
  return postJson(withId(API_PATHS.catalogProductBrand, id), request, productCardSchema, options);
}

export function fetchProductHistory(
  id: string,
  days: HistoryPeriod,
  options: RequestOptions = {},
): Promise<ProductHistory> {
  const path = `${withId(API_PATHS.catalogProductHistory, id)}?days=${days}`;
  return getJson(path, productHistorySchema, options);
}

/** The listing's price and stock changes, newest first (dry runs left out). */
export function fetchListingHistory(
  listingId: number,
  options: RequestOptions = {},
): Promise<ListingPriceHistoryResponse> {
  const path = API_PATHS.listingPriceHistory.replace(':id', String(listingId));
  return getJson(path, listingPriceHistoryResponseSchema, options);
}

/** True for the server's 404 (no such product, or another account's) and 400 (no product id). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);
