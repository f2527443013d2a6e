// No imports, on purpose: the web build's config (apps/web/vite.config.ts) reaches this file
// through config/paths.ts, and Node loads it there as it is, where an import without its
// extension would not resolve.

/** Who may open a client route: public screens need no session, guarded ones sit under the root. */
export type RouteAccess = 'public' | 'guarded';

export interface ClientRoute<Pattern extends string = string> {
  /** The React Router pattern, absolute, e.g. `/catalog/:id`. */
  readonly path: Pattern;
  readonly access: RouteAccess;
}

const publicRoute = <const Pattern extends `/${string}`>(path: Pattern) =>
  Object.freeze({ path, access: 'public' }) satisfies ClientRoute<Pattern>;
const guardedRoute = <const Pattern extends `/${string}`>(path: Pattern) =>
  Object.freeze({ path, access: 'guarded' }) satisfies ClientRoute<Pattern>;

/**
 * Every screen route of spec §2, defined once: the web app builds its router, menu and links on
 * it (with the titles, which are its own wording), and the server answers a path none of them
 * matches with 404 (`isClientRoutePath`, domain/client-route-match.ts).
 */
export const CLIENT_ROUTES = Object.freeze({
  login: publicRoute('/login'),
  registration: publicRoute('/registration'),
  registrationConfirm: publicRoute('/registration/confirm'),

  orders: guardedRoute('/orders'),
  catalog: guardedRoute('/catalog'),
  catalogItem: guardedRoute('/catalog/:id'),
  catalogItemChart: guardedRoute('/catalog/:id/:chart'),
  shipment: guardedRoute('/shipment'),
  reports: guardedRoute('/reports'),
  document: guardedRoute('/document'),
  catalogManagement: guardedRoute('/catalog-management'),
  cabinet: guardedRoute('/cabinet'),
  cabinetItem: guardedRoute('/cabinet-item/:marketplace/:shopId'),
  cabinetAdd: guardedRoute('/cabinet-add'),
  abc: guardedRoute('/abc'),
  profile: guardedRoute('/profile'),
  profilePasswordChange: guardedRoute('/profile/password/change'),
  rivals: guardedRoute('/rivals'),
  finance: guardedRoute('/finance'),
  scenarioList: guardedRoute('/scenario-list'),
  scenario: guardedRoute('/scenario'),
  priceModelList: guardedRoute('/price-model-list'),
  priceModel: guardedRoute('/price-model'),
  productsMatching: guardedRoute('/products-matching'),
  strategyRepricer: guardedRoute('/strategy-repricer'),
  salesSummary: guardedRoute('/sales-summary'),
  autoactionByPrice: guardedRoute('/autoaction-by-price'),
  autoactionByMargin: guardedRoute('/autoaction-by-margin'),
  autoactionByRival: guardedRoute('/autoaction-by-rival'),
  marketplaceActionList: guardedRoute('/marketplace-action-list'),
  marketplaceAction: guardedRoute('/marketplace-action'),
});

export type ClientRouteName = keyof typeof CLIENT_ROUTES;

/** The root of the guarded area: a route of its own that lands on the cabinets (spec §2). */
export const CLIENT_ROOT_PATH = '/';
