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
