import { CLIENT_ROUTES } from './client-routes';
import { routePatternMatcher } from './domain/route-pattern';

/**
 * The `<script type="application/json">` of a page load that carries a live session: the
 * signed-in user as POST /auth answers it (authUserResponseSchema), so the web app draws the
 * guarded layout at once instead of asking /auth first. Only a page sent for that one cookie
 * carries it, never cached (apps/server/src/plugins/session-page.ts).
 */
export const SESSION_USER_ELEMENT_ID = 'mp-session-user';

const PUBLIC_MATCHERS = Object.values(CLIENT_ROUTES)
  .filter((route) => route.access === 'public')
  .map((route) => routePatternMatcher(route.path));

/**
 * True for the path of a page the app opens inside the guarded layout: the root, a guarded
 * route, and any unknown path (the not-found screen is guarded too). A query is ignored.
 */
export function isGuardedPagePath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !PUBLIC_MATCHERS.some((matches) => matches(pathname));
}
