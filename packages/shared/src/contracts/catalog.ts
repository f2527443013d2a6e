import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { BUSINESS_LIMITS } from '../constants/business-limits';
import type { ApiContract } from './api-contracts';
import { connectedMarketplaceSchema } from './cabinets';
import { emptyBodySchema, idPathParams, rowIdPathSchema, singleLineText } from './common';

/**
 * The catalog calls (/catalog, /products-matching). Not in spec §7: JSON under /api/catalog,
 * CSRF-checked like every signed-in POST, errors in the ServiceStack body of
 * error-response.ts. Another account's product or listing answers 404 NotFound, never 403.
 */

/** Links one product may have (spec §9 maxProductsMatchingCount). */
export const MAX_LINKS_PER_PRODUCT = BUSINESS_LIMITS.maxProductsMatchingCount;
/** Products one picker offers at once (spec §9 maxProductsMatchingCatalogCount). */
export const MAX_PICKER_PRODUCTS = BUSINESS_LIMITS.maxProductsMatchingCatalogCount;

/**
 * Marketplaces whose API reports the price a buyer pays (Ozon's marketing_price, after the
 * discounts Ozon co-finances). Wildberries' price after its own discount (СПП) and Маркет's are
 * not in their APIs.
 */
export const BUYER_PRICE_MARKETPLACES = Object.freeze(['ozon'] as const);

export const CATALOG_PAGE_SIZES = Object.freeze([25, 50, 100] as const);
export const CATALOG_SEARCH_MAX_LENGTH = 100;
/** Deeper than this the grid pages no further: 100 pages of 100 rows cover any real search. */
export const CATALOG_MAX_PAGE = 100_000;

/** Every column the catalog sorts by. */
export const CATALOG_SORT_FIELDS = Object.freeze([
  'article',
  'name',
  'brand',
  'listingsCount',
  'priceOzon',
  'priceWildberries',
  'priceYandex',
  'buyerPriceOzon',
  'stockTotal',
  'costPrice',
  'marginPercent',
] as const);
export const catalogSortFieldSchema = z.enum(CATALOG_SORT_FIELDS);
export type CatalogSortField = z.infer<typeof catalogSortFieldSchema>;

/** A query-string flag: only 'true' and 'false', nothing coerced silently. */
export const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
const flag = queryFlag;
const pageNumber = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(CATALOG_MAX_PAGE));

/** Paging of a catalog list (/catalog, /catalog-management): page, its size, the direction. */
export const catalogPagingFields = {
  page: pageNumber.optional(),
  pageSize: z
    .enum(CATALOG_PAGE_SIZES.map(String) as ['25', '50', '100'])
    .transform(Number)
    .optional(),
  order: z.enum(['asc', 'desc']).optional(),
};

/** The filters every catalog list has: a search, the cabinet, the marketplace, the brand. */
export const catalogShopFilterFields = {
  /** Part of an article, a name or a whole barcode; case-insensitive. */
  search: singleLineText({ max: CATALOG_SEARCH_MAX_LENGTH }).optional(),
  cabinetId: z.uuid().optional(),
  marketplace: connectedMarketplaceSchema.optional(),
  brand: singleLineText({ min: 1, max: 200 }).optional(),
};

/** GET /api/catalog/products?…: one page of the seller's products with filters and a sort. */
export const catalogQuerySchema = z
  .object({
    ...catalogPagingFields,
    sort: catalogSortFieldSchema.optional(),
    ...catalogShopFilterFields,
    noCostPrice: flag.optional(),
    noStock: flag.optional(),
    lossMaking: flag.optional(),
    /** Products no listing is linked to. */
    unlinked: flag.optional(),
  })
  .strict();
export type CatalogQueryInput = z.input<typeof catalogQuerySchema>;
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

const money = z.number().nullable();

export const catalogProductSchema = z.object({
  id: z.uuid(),
  article: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  barcodes: z.array(z.string()),
  costPrice: money,
  rrp: money,
  minPrice: money,
  listingsCount: z.number().int(),
  /** Marketplaces with at least one linked listing, in CONNECTED_MARKETPLACES order. */
  marketplaces: z.array(connectedMarketplaceSchema),
  /** The lowest price of the linked listings on each marketplace. */
  prices: z.object({ ozon: money, wildberries: money, yandex: money }),
  /**
   * The lowest storefront price a buyer pays on each marketplace, where it reports one
   * (BUYER_PRICE_MARKETPLACES); null elsewhere and while unknown.
   */
  buyerPrices: z.object({ ozon: money, wildberries: money, yandex: money }),
  stockTotal: z.number().int(),
  /** The worst margin over the marketplaces; null without a cost price or a price. */
  marginPercent: money,
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

export const catalogPageSchema = z.object({
  items: z.array(catalogProductSchema),
  /** Rows matching the filters, over all pages. */
  total: z.number().int(),
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;

export const LINK_SOURCES = Object.freeze(['article', 'barcode', 'manual'] as const);
export const linkSourceSchema = z.enum(LINK_SOURCES);
export type LinkSource = z.infer<typeof linkSourceSchema>;

export const productIdSchema = z.uuid();
/** GET/POST …/products/:id…: one product of the account. */
export const productParamsSchema = idPathParams(productIdSchema);
/** …/listings/:id…: one listing of the account, by its row number. */
export const listingParamsSchema = idPathParams(rowIdPathSchema);

export const catalogListingSchema = z.object({
  id: z.number().int(),
  cabinetId: z.uuid(),
  cabinetName: z.string(),
  marketplace: connectedMarketplaceSchema,
  offerId: z.string(),
  name: z.string(),
  barcodes: z.array(z.string()),
  price: money,
  stock: z.number().int(),
  productId: z.uuid().nullable(),
  linkSource: linkSourceSchema.nullable(),
});
export type CatalogListing = z.infer<typeof catalogListingSchema>;

/** GET /api/catalog/products/:id: the product with its listings on every cabinet. */
export const productDetailSchema = z.object({
  product: catalogProductSchema,
  listings: z.array(catalogListingSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/catalog/unlinked?page=&cabinetId=: listings linked to no product. */
export const unlinkedQuerySchema = z
  .object({ page: pageNumber.optional(), cabinetId: z.uuid().optional() })
  .strict();
export const UNLINKED_PAGE_SIZE = 50;
export const unlinkedPageSchema = z.object({
  items: z.array(catalogListingSchema),
  total: z.number().int(),
});
export type UnlinkedPage = z.infer<typeof unlinkedPageSchema>;

/** Why a product is offered for a listing. */
export const CANDIDATE_REASONS = Object.freeze(['barcode', 'article', 'search'] as const);
export const productCandidateSchema = z.object({
  id: z.uuid(),
  article: z.string(),
  name: z.string(),
  barcodes: z.array(z.string()),
  listingsCount: z.number().int(),
  reason: z.enum(CANDIDATE_REASONS),
});
export type ProductCandidate = z.infer<typeof productCandidateSchema>;

/**
 * GET /api/catalog/listings/:id/candidates?search=: up to MAX_PICKER_PRODUCTS products, the
 * ones sharing a barcode or an article first, then those the search finds.
 */
export const candidatesQuerySchema = z
  .object({ search: singleLineText({ max: CATALOG_SEARCH_MAX_LENGTH }).optional() })
  .strict();
export const candidatesResponseSchema = z.object({
  listing: catalogListingSchema,
  candidates: z.array(productCandidateSchema),
});
export type CandidatesResponse = z.infer<typeof candidatesResponseSchema>;

/** POST /api/catalog/listings/:id/link: a manual link the automatic pass never undoes. */
export const linkRequestSchema = z.object({ productId: productIdSchema }).strict();
export type LinkRequest = z.infer<typeof linkRequestSchema>;
/** POST /api/catalog/listings/:id/link and …/unlink → the listing as it now is. */
export const listingResponseSchema = z.object({ listing: catalogListingSchema });
export type ListingResponse = z.infer<typeof listingResponseSchema>;

const productRefSchema = z.object({ id: z.uuid(), article: z.string(), name: z.string() });
/** GET /api/catalog/conflicts: what the automatic linking could not decide. */
export const conflictsResponseSchema = z.object({
  /** One barcode on two or more products. */
  barcodes: z.array(z.object({ barcode: z.string(), products: z.array(productRefSchema) })),
  /** One article whose listings carry different barcodes. */
  articles: z.array(
    z.object({ product: productRefSchema, listings: z.array(catalogListingSchema) }),
  ),
});
export type ConflictsResponse = z.infer<typeof conflictsResponseSchema>;
export const MAX_CONFLICTS_LISTED = 200;

/** Brands one answer of the brands call lists at most (the first in the database's order). */
export const MAX_CATALOG_BRANDS = 1000;

/**
 * GET /api/catalog/brands: the brands of the account's products, each once, in Russian
 * alphabetical order; what the brand filter suggests. The filter itself matches a brand
 * exactly, so the screen sends the listed spelling of what the seller typed.
 */
export const catalogBrandsResponseSchema = z.object({ brands: z.array(z.string()) });
export type CatalogBrandsResponse = z.infer<typeof catalogBrandsResponseSchema>;

/**
 * `responseStatus.errorCode` of refused catalog calls; the `message` is the Russian text.
 */
export const CATALOG_ERROR_CODES = Object.freeze({
  /** The product already has MAX_LINKS_PER_PRODUCT listings. */
  linkLimitReached: 'LinkLimitReached',
} as const);

/**
 * The catalog calls with their bodies. Refusals: 400 ValidationError, 401, 403
 * CsrfTokenInvalid, 404 NotFound (no such product or listing for this account), 409
 * LinkLimitReached.
 */
export const CATALOG_CONTRACTS = Object.freeze({
  products: { method: 'GET', path: API_PATHS.catalogProducts, response: catalogPageSchema },
  product: { method: 'GET', path: API_PATHS.catalogProduct, response: productDetailSchema },
  unlinked: { method: 'GET', path: API_PATHS.catalogUnlinked, response: unlinkedPageSchema },
  candidates: {
    method: 'GET',
    path: API_PATHS.catalogCandidates,
    response: candidatesResponseSchema,
  },
  link: {
    method: 'POST',
    path: API_PATHS.catalogLink,
    request: linkRequestSchema,
    response: listingResponseSchema,
  },
  unlink: {
    method: 'POST',
    path: API_PATHS.catalogUnlink,
    request: emptyBodySchema,
    response: listingResponseSchema,
  },
  conflicts: { method: 'GET', path: API_PATHS.catalogConflicts, response: conflictsResponseSchema },
  brands: { method: 'GET', path: API_PATHS.catalogBrands, response: catalogBrandsResponseSchema },
} as const satisfies Record<string, ApiContract>);
