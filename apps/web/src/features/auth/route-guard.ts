import { SIGNED_IN_HOME } from '@marketpult/shared/signed-out-routes';
import { replace, type MiddlewareFunction } from 'react-router';
import { paths } from '../../config/paths';
import type { AppStore } from '../../lib/store';
import { checkSession, selectIsLoggedIn } from './auth-slice';

export type GuardDecision = 'allow' | 'redirect';

type GuardStore = Pick<AppStore, 'getState' | 'dispatch'>;

/**
 * Spec §4, word for word: unknown (null) starts a session check and lets the route open (the
 * layout shows the spinner until the answer); false sends the visitor to /login; true allows.
 */
export function decideAccess(store: GuardStore): GuardDecision {
  const isLoggedIn = selectIsLoggedIn(store.getState());
  if (isLoggedIn === null) {
    void store.dispatch(checkSession());
    return 'allow';
  }
  return isLoggedIn ? 'allow' : 'redirect';
}

/**
 * The guard as React Router middleware on the guarded layout route: it runs before any loader
 * of the routes below it, so no guarded data is requested for a visitor who is signed out.
 */
export function createAuthGuard(store: GuardStore): MiddlewareFunction {
  return () => {
    if (decideAccess(store) === 'redirect') throw replace(paths.login.getHref());
  };
}

/**
 * On /login and /registration (SIGNED_OUT_ROUTES): a signed-in user goes to the root, which
 * shows the default section, as after a sign-in (spec §4). Unknown (null) lets the page open
 * without asking the server: a page load with a live session never gets here (the server
 * redirects it first), and a session check's 401 would send a visitor of /registration to
 * /login. As middleware, it runs before the screen's code loads: nothing of the form is drawn.
 */
export function createSignedInRedirect(store: GuardStore): MiddlewareFunction {
  return () => {
    if (selectIsLoggedIn(store.getState()) === true) throw replace(SIGNED_IN_HOME);
  };
}
