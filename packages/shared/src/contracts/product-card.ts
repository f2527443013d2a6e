import { z } from 'zod';
import { singleLineText } from './common';
import { API_PATHS } from '../api-paths';
import { TAX_REGIMES, type TaxRegime } from '../economics/index';
import type { ApiContract } from './api-contracts';
import { connectedMarketplaceSchema } from './cabinets';
import { catalogListingSchema, catalogProductSchema } from './catalog';

/**
 * The product card (/catalog/:id) and its charts (/catalog/:id/:chart). JSON under
 * /api/catalog/products/:id/…, CSRF-checked POSTs, errors in the ServiceStack body; another
 * account's product answers 404 NotFound like a missing one.
 */

/** The :chart of /catalog/:id/:chart, in the order of the tabs. */
export const PRODUCT_CHARTS = Object.freeze(['price', 'stock', 'orders'] as const);
export const productChartSchema = z.enum(PRODUCT_CHARTS);
export type ProductChart = z.infer<typeof productChartSchema>;

/** The periods of the charts, days ending today (Moscow); the snapshots keep no less. */
export const HISTORY_PERIODS = Object.freeze([7, 30, 90] as const);
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
export const DEFAULT_HISTORY_PERIOD: HistoryPeriod = 30;

/** The highest money a seller may type: far above any product, far below the engine's cap. */
export const MAX_PRODUCT_MONEY = 100_000_000;

/**
 * Roubles as the seller types them: ≥ 0, whole kopecks, finite; null clears the value. A number
 * with a fraction of a kopeck is refused rather than rounded, so what is stored is what was sent.
 */
export const productMoneySchema = z
  .number()
  .min(0)
  .max(MAX_PRODUCT_MONEY)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Не больше двух знаков после запятой',
  })
  .nullable();

/**
 * POST /api/catalog/products/:id/costs: all three values each time (null clears one). A minimum
 * price above the RRP is accepted: they are the seller's two separate limits, and the price
 * rules treat the minimum as the floor whatever the RRP says (the card warns about it).
 */
export const productCostsRequestSchema = z
  .object({ costPrice: productMoneySchema, rrp: productMoneySchema, minPrice: productMoneySchema })
  .strict();
export type ProductCostsRequest = z.infer<typeof productCostsRequestSchema>;

/** The longest brand the seller may type (the catalog's brand filter takes as long). */
export const PRODUCT_BRAND_MAX_LENGTH = 200;

/**
 * POST /api/catalog/products/:id/brand: the seller's own brand of the product, which every sync
 * keeps; null gives it back to the marketplaces (the brand of its listings, where they have one).
 * No spaces at the ends: the brand filter matches it exactly.
 */
export const productBrandRequestSchema = z
  .object({
    brand: singleLineText({ min: 1, max: PRODUCT_BRAND_MAX_LENGTH })
      .refine((brand) => brand.trim() === brand, { message: 'Без пробелов в начале и в конце' })
      .nullable(),
  })
  .strict();
export type ProductBrandRequest = z.infer<typeof productBrandRequestSchema>;

const money = z.number().nullable();

export const warehouseStockSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().int(),
});

/** The engine's fees as used (economics/types.ts MarketplaceFees). */
export const economicsFeesSchema = z.object({
  commissionPercent: z.number(),
  logisticsRub: z.number(),
  acquiringPercent: z.number(),
  marketplaceDiscountPercent: z.number(),
  returnsPercent: z.number(),
  returnLogisticsRub: z.number(),
  lastMilePercent: z.number(),
  lastMileMinRub: z.number(),
  lastMileMaxRub: z.number(),
  storageRub: z.number(),
  fulfilmentRub: z.number(),
});

/**
 * One unit sold at the listing's current price, from computeUnitEconomics (economics/README.md).
 * The lines costPrice … otherCostsRub add up to price − profitRub; those needing the cost price
 * are null without it.
 */
export const listingEconomicsSchema = z.object({
  price: z.number(),
  fees: economicsFeesSchema,
  costPrice: money,
  commissionRub: z.number(),
  logisticsRub: z.number(),
  lastMileRub: z.number(),
  acquiringRub: z.number(),
  returnsRub: z.number(),
  storageRub: z.number(),
  fulfilmentRub: z.number(),
  otherCostsRub: z.number(),
  taxRub: money,
  vatRub: money,
  incomeTaxRub: money,
  profitRub: money,
  marginPercent: money,
  markupPercent: money,
  roiPercent: money,
  breakEvenPrice: money,
});
export type ListingEconomics = z.infer<typeof listingEconomicsSchema>;

export const cardListingSchema = catalogListingSchema.extend({
  oldPrice: money,
  /** (old price − price) ÷ old price, %, one decimal; null without an old price above the price. */
  discountPercent: money,
  /** The minimum price the marketplace holds for the listing, where it reports one. */
  marketplaceMinPrice: money,
  /**
   * What a buyer pays on the storefront, where the marketplace reports it (Ozon's
   * marketing_price; BUYER_PRICE_MARKETPLACES in catalog.ts); null elsewhere and after a price
   * write until the next sync.
   */
  buyerPrice: money,
  /**
   * Where the economics' fees come from: 'marketplace' when the marketplace reported the
   * listing's own (Ozon: commission, logistics, returns, acquiring; Маркет: placement, payment
   * services, delivery, order processing from its tariff calculator), laid over the engine's
   * typical tariffs; 'typical' when it reported none, and the card labels the result an estimate.
   */
  feesSource: z.enum(['marketplace', 'typical']),
  warehouses: z.array(warehouseStockSchema),
  /** Null without a price. */
  economics: listingEconomicsSchema.nullable(),
});
export type CardListing = z.infer<typeof cardListingSchema>;

export const economicsSettingsSchema = z.object({
  taxRegime: z.enum(TAX_REGIMES as [TaxRegime, ...TaxRegime[]]),
  taxPercent: z.number(),
  vatPercent: z.number(),
  otherCostsRub: z.number(),
  otherCostsPercent: z.number(),
});

/** GET /api/catalog/products/:id/card and the answer of …/costs. */
export const productCardSchema = z.object({
  product: catalogProductSchema,
  listings: z.array(cardListingSchema),
  settings: economicsSettingsSchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** GET /api/catalog/products/:id/history?days=7|30|90 */
export const productHistoryQuerySchema = z
  .object({
    days: z
      .enum(HISTORY_PERIODS.map(String) as ['7', '30', '90'])
      .transform((value) => Number(value) as HistoryPeriod)
      .optional(),
  })
  .strict();
export type ProductHistoryQuery = z.output<typeof productHistoryQuerySchema>;

const dayValues = z.array(z.number().nullable());

export const listingHistorySchema = z.object({
  id: z.number().int(),
  cabinetName: z.string(),
  marketplace: connectedMarketplaceSchema,
  offerId: z.string(),
  /** One value per day of `days`; null where no snapshot was taken that day. */
  price: dayValues,
  stock: dayValues,
  /** Units ordered that day (the orders of the listing's cabinet with its article). */
  orders: z.array(z.number().int()),
});
export type ListingHistory = z.infer<typeof listingHistorySchema>;

export const productHistorySchema = z.object({
  /** Moscow days, YYYY-MM-DD, oldest first, ending today. */
  days: z.array(z.string()),
  listings: z.array(listingHistorySchema),
  /** The product over every listing: stock (null on days without any snapshot) and orders. */
  total: z.object({ stock: dayValues, orders: z.array(z.number().int()) }),
});
export type ProductHistory = z.infer<typeof productHistorySchema>;

/**
 * The product-card calls. Refusals: 400 ValidationError, 401, 403 CsrfTokenInvalid, 404
 * NotFound (no such product for this account), 413, 415.
 */
export const PRODUCT_CARD_CONTRACTS = Object.freeze({
  card: { method: 'GET', path: API_PATHS.catalogProductCard, response: productCardSchema },
  costs: {
    method: 'POST',
    path: API_PATHS.catalogProductCosts,
    request: productCostsRequestSchema,
    response: productCardSchema,
  },
  brand: {
    method: 'POST',
    path: API_PATHS.catalogProductBrand,
    request: productBrandRequestSchema,
    response: productCardSchema,
  },
  history: { method: 'GET', path: API_PATHS.catalogProductHistory, response: productHistorySchema },
} as const satisfies Record<string, ApiContract>);
