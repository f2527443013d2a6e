/**
 * Every HTTP path the server answers and the web app calls, defined once.
 * The spellings of spec §7 are kept as they are (including `insructions`).
 */
export const API_PATHS = Object.freeze({
  md5: '/v2/md5',
  authCredentials: '/auth/credentials',
  authLogout: '/auth/logout',
  auth: '/auth',
  registration: '/Users_Registration',
  confirmRegistration: '/Users_ConfirmRegistration',
  marketsAccountConfirm: '/markets-proxy/accounts/confirm',
  instructionsList: '/markets/insructions/list',
  /** Not in spec §7: the profile screens' calls, in the style of the /Users_ endpoints. */
  changePassword: '/Users_ChangePassword',
  updateProfile: '/Users_UpdateProfile',
  /** The cabinet calls (contracts/cabinets.ts); `:id` is the cabinet's uuid. */
  cabinets: '/api/cabinets',
  cabinetsCheck: '/api/cabinets/check',
  cabinet: '/api/cabinets/:id',
  cabinetUpdate: '/api/cabinets/:id/update',
  cabinetCredentials: '/api/cabinets/:id/credentials',
  cabinetSync: '/api/cabinets/:id/sync',
  cabinetDelete: '/api/cabinets/:id/delete',
  /** The price-write pipeline (contracts/prices.ts): runs by uuid, listings by their number. */
  priceRuns: '/api/prices/runs',
  priceRun: '/api/prices/runs/:id',
  priceRunApply: '/api/prices/runs/:id/apply',
  listingPriceHistory: '/api/prices/listings/:id/history',
  /** Bulk edits through a spreadsheet (contracts/price-excel.ts). */
  priceExcelTemplate: '/api/prices/excel-template',
  priceExcelUpload: '/api/prices/excel-upload',
  priceExcelCosts: '/api/prices/excel-costs',
  /** Cost prices by a rule over chosen listings' products (contracts/cost-rule.ts). */
  priceCostRule: '/api/prices/cost-rule',
  /** The catalog calls (contracts/catalog.ts); `:id` is a product's uuid or a listing's id. */
  catalogProducts: '/api/catalog/products',
  catalogExport: '/api/catalog/products/export',
  catalogProduct: '/api/catalog/products/:id',
  catalogUnlinked: '/api/catalog/unlinked',
  /** /catalog-management's listings (contracts/catalog-listings.ts). */
  catalogListings: '/api/catalog/listings',
  catalogListingSelection: '/api/catalog/listings/selection',
  catalogCandidates: '/api/catalog/listings/:id/candidates',
  catalogLink: '/api/catalog/listings/:id/link',
  catalogUnlink: '/api/catalog/listings/:id/unlink',
  catalogConflicts: '/api/catalog/conflicts',
  /** The account's brands, for the brand filter's suggestions. */
  catalogBrands: '/api/catalog/brands',
  /** The product card (contracts/product-card.ts); `:id` is the product's uuid. */
  catalogProductCard: '/api/catalog/products/:id/card',
  catalogProductCosts: '/api/catalog/products/:id/costs',
  catalogProductBrand: '/api/catalog/products/:id/brand',
  catalogProductHistory: '/api/catalog/products/:id/history',
  /** The seller's unit-economics settings (contracts/economics-settings.ts): GET, POST. */
  economicsSettings: '/api/settings/economics',
  healthz: '/healthz',
  runtimeConfig: '/api/runtime-config',
  openapi: '/openapi.json',
  docs: '/docs',
} as const);

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/**
 * Path prefixes that belong to the server, never to the single-page app. A GET under one of
 * these that no route answers is a JSON 404, not `index.html`.
 */
export const API_PREFIXES = Object.freeze([
  '/api/',
  '/v2/',
  '/auth',
  '/Users_',
  '/markets-proxy/',
  '/markets/',
  '/healthz',
  '/openapi.json',
  '/docs',
  '/help/',
] as const);

/** True when a request path belongs to the server rather than to a client route. */
export function isApiPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return API_PREFIXES.some((prefix) =>
    prefix.endsWith('/') || prefix.endsWith('_')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
