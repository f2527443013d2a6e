import { CLIENT_ROUTES } from './client-routes';

/**
 * The client routes only a visitor without a session needs: signing in and signing up. The
 * server answers a page load of one of them that carries a live session with a redirect to the
 * root (apps/server/src/plugins/signed-in-redirect.ts), so a signed-in seller never sees the
 * drawn sign-in form before the app moves on; the web app's router does the same for
 * navigation inside the app. The root then shows the default section, as after a sign-in
 * (spec §4).
 *
 * /registration/confirm is not one of them: the link in an activation e-mail must work for
 * whoever opens it, and a seller who is signed in may confirm another address (a colleague's,
 * a second shop's) without signing out first.
 */
export const SIGNED_OUT_ROUTES: readonly string[] = Object.freeze([
  CLIENT_ROUTES.login.path,
  CLIENT_ROUTES.registration.path,
]);

/** Where a signed-in visitor of a signed-out route goes. */
export const SIGNED_IN_HOME = '/';

/** True for a path of a signed-out route; a trailing slash is the same route. */
export function isSignedOutRoute(pathname: string): boolean {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SIGNED_OUT_ROUTES.includes(route);
}
