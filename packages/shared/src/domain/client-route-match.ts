import { CLIENT_ROOT_PATH, CLIENT_ROUTES } from '../client-routes';
import { routePatternMatcher } from './route-pattern';

const MATCHERS = [CLIENT_ROOT_PATH, ...Object.values(CLIENT_ROUTES).map((route) => route.path)].map(
  routePatternMatcher,
);

/**
 * True when a URL path (a query is ignored) opens a screen of the app, i.e. it is not the app's
 * «Страница не найдена»: the root or any route of the table, matched as React Router matches.
 */
export function isClientRoutePath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return MATCHERS.some((matches) => matches(pathname));
}
