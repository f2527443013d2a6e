import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import type { ApiContract } from './api-contracts';
import { connectedMarketplaceSchema } from './cabinets';
import { catalogPagingFields, catalogShopFilterFields, queryFlag } from './catalog';
import { MAX_PRICE_RUN_ITEMS } from './prices';

/**
 * The listings of /catalog-management: every cabinet's listings one by one (not grouped by
 * product like /catalog), to pick what a price or stock run changes. Another account's
 * listings never appear; a malformed query answers 400 ValidationError.
 */

/** Columns the listings sort by. */
export const CATALOG_LISTING_SORT_FIELDS = Object.freeze([
  'offerId',
  'name',
  'price',
  'stockTotal',
  'marketplace',
] as const);
export const catalogListingSortFieldSchema = z.enum(CATALOG_LISTING_SORT_FIELDS);
export type CatalogListingSortField = z.infer<typeof catalogListingSortFieldSchema>;

/**
 * The filters, shared by the page and the «select everything matching» call; the brand is the
 * linked product's.
 */
const listingFilters = {
  ...catalogShopFilterFields,
  /** linked = sells one of the seller's products; unlinked = linked to none. */
  link: z.enum(['linked', 'unlinked']).optional(),
  /** No units on any warehouse. */
  noStock: queryFlag.optional(),
  /** The listings linked to this product (the product card's «Изменить цены»). */
  productId: z.uuid().optional(),
};

/** GET /api/catalog/listings/selection?…: the ids of every listing the filters match. */
export const catalogListingFilterSchema = z.object(listingFilters).strict();
export type CatalogListingFilterInput = z.input<typeof catalogListingFilterSchema>;
export type CatalogListingFilter = z.output<typeof catalogListingFilterSchema>;

/** GET /api/catalog/listings?…: one page of the listings with the filters and a sort. */
export const catalogListingsQuerySchema = z
  .object({
    ...listingFilters,
    ...catalogPagingFields,
    sort: catalogListingSortFieldSchema.optional(),
  })
  .strict();
export type CatalogListingsQueryInput = z.input<typeof catalogListingsQuerySchema>;
export type CatalogListingsQuery = z.output<typeof catalogListingsQuerySchema>;

const money = z.number().nullable();

/** A warehouse of a listing with its units: what a stock change per warehouse needs. */
export const listingWarehouseSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().int(),
});
export type ListingWarehouse = z.infer<typeof listingWarehouseSchema>;

export const managedListingSchema = z.object({
  id: z.number().int(),
  cabinetId: z.uuid(),
  cabinetName: z.string(),
  marketplace: connectedMarketplaceSchema,
  offerId: z.string(),
  name: z.string(),
  price: money,
  oldPrice: money,
  /** The listing's own minimum price (Ozon). */
  minPrice: money,
  stockTotal: z.number().int(),
  warehouses: z.array(listingWarehouseSchema),
  productId: z.uuid().nullable(),
  brand: z.string().nullable(),
  /** The linked product's cost price; null when unlinked or not entered. */
  costPrice: money,
  /** Margin at the current price, % of the price (unit-economics defaults); null when unknown. */
  marginPercent: money,
});
export type ManagedListing = z.infer<typeof managedListingSchema>;

export const catalogListingsPageSchema = z.object({
  items: z.array(managedListingSchema),
  /** Listings matching the filters, over all pages. */
  total: z.number().int(),
});
export type CatalogListingsPage = z.infer<typeof catalogListingsPageSchema>;

/**
 * Every listing the filters match (at most MAX_PRICE_RUN_ITEMS, the most one run takes), with
 * its warehouses for a stock change. More than that is refused with 422 TooManyListings.
 */
export const catalogListingSelectionSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), warehouseIds: z.array(z.string()) })),
});
export type CatalogListingSelection = z.infer<typeof catalogListingSelectionSchema>;
export const MAX_SELECTED_LISTINGS = MAX_PRICE_RUN_ITEMS;

export const CATALOG_LISTINGS_ERROR_CODES = Object.freeze({
  /** The filters match more than MAX_SELECTED_LISTINGS listings; `meta.total` says how many. */
  tooManyListings: 'TooManyListings',
} as const);

/** Refusals: 400 ValidationError, 401, 422 TooManyListings (the selection only). */
export const CATALOG_LISTINGS_CONTRACTS = Object.freeze({
  listings: {
    method: 'GET',
    path: API_PATHS.catalogListings,
    response: catalogListingsPageSchema,
  },
  selection: {
    method: 'GET',
    path: API_PATHS.catalogListingSelection,
    response: catalogListingSelectionSchema,
  },
} as const satisfies Record<string, ApiContract>);
