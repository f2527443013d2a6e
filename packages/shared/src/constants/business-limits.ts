/**
 * Business constants and limits of spec §9. Sections that page, batch or cap data read them
 * from here so a change of limit is one edit.
 */
export const BUSINESS_LIMITS = Object.freeze({
  /** How far back the orders screen looks, in days. */
  ordersLookbackDays: 90,
  /** How far back the sales summary looks, in days. */
  salesSummaryLookbackDays: 60,
  /** Orders whose status is changed in one request. */
  statusChangeBatchSize: 10,
  /** Rows of the scenario products Excel file. */
  scenarioProductsExcelSize: 50,
  /** Rows of the pricing model template Excel file. */
  pricingModelTemplateExcelSize: 3,
  maxScenarioProducts: 100,
  maxPricingModelProducts: 50,
  /** Listings linked to one catalog product on `products-matching` (sections-research §3). */
  maxProductsMatchingCount: 20,
  maxCabinetCatalogCount: 20,
  /** Catalog products offered at once in the `products-matching` picker (§3, interp.). */
  maxProductsMatchingCatalogCount: 30,
  maxDocumentsFetched: 2000,
  maxMarketplaceActionProducts: 20,
} as const);

export type BusinessLimit = keyof typeof BUSINESS_LIMITS;
