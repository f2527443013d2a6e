import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import type { RuntimeConfig } from '@marketpult/shared/runtime-config';
import { App } from '../app/app';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { initialAuthState, type AuthState } from '../features/auth/auth-slice';
import { setNavigate } from '../lib/navigation';
import { createAppStore, type RootState } from '../lib/store';
import { loadLazyRoutes } from './lazy-routes';

export const testConfig: RuntimeConfig = {
  productName: 'МаркетПульт',
  menuVariant: 'prod',
  supportEmail: 'help@example.ru',
  marketsProxyToken: 'token-from-runtime-config',
};

// The app's lazily loaded code, loaded before any test starts (lazy-routes.ts says why): the
// screens, and the knowledge base dialog that the help button and the side menu open.
await Promise.all([
  loadLazyRoutes(createRoutes(createAppStore())),
  import('../features/knowledge-base/knowledge-base-dialog'),
]);

let restoreNavigate: (() => void) | undefined;
afterEach(() => {
  restoreNavigate?.();
  restoreNavigate = undefined;
});

/**
 * The whole app as main.tsx assembles it (store, routes with the guard, navigation for code
 * outside React), opened at `url` with the runtime config already loaded.
 */
export function renderApp(
  url: string,
  {
    auth,
    config = testConfig,
    state = {},
    container,
  }: {
    /** Without it, the auth state starts as the app's does: from the page, or unknown. */
    auth?: Partial<AuthState>;
    config?: RuntimeConfig;
    state?: Partial<RootState>;
    /** Render into this element (as main.tsx does beside a drawn screen), not a fresh one. */
    container?: HTMLElement;
  } = {},
) {
  const store = createAppStore({
    runtimeConfig: { status: 'ready', config },
    ...(auth ? { auth: { ...initialAuthState, ...auth } } : {}),
    ...state,
  });
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [url] });
  restoreNavigate = setNavigate((to, options) => void router.navigate(to, options));
  const user = userEvent.setup();
  render(
    <AppProviders store={store}>
      <App router={router} />
    </AppProviders>,
    container ? { container } : {},
  );
  return { router, store, user };
}
