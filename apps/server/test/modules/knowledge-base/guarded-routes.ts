/** The guarded routes of spec §2, written as the spec writes them. */
export const GUARDED_ROUTES = [
  'orders',
  'catalog',
  'catalog/{id}',
  'catalog/{id}/{chart}',
  'shipment',
  'reports',
  'document',
  'catalog-management',
  'cabinet',
  'cabinet-item/{marketplace}/{shopId}',
  'cabinet-add',
  'abc',
  'profile',
  'profile/password/change',
  'rivals',
  'finance',
  'scenario-list',
  'scenario',
  'price-model-list',
  'price-model',
  'products-matching',
  'strategy-repricer',
  'sales-summary',
  'autoaction-by-price',
  'autoaction-by-margin',
  'autoaction-by-rival',
  'marketplace-action-list',
  'marketplace-action',
] as const;

/**
 * The route pattern the web app matches the current location against ('catalog/{id}' →
 * '/catalog/:id', as apps/web/src/config/paths.ts writes it): the knowledge base stores
 * parametrised pages by pattern, since no stored page can start with '/catalog/42/'.
 */
export function routePattern(route: string): string {
  return `/${route.replace(/\{(\w+)\}/g, ':$1')}`;
}
