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

export const testConfig: RuntimeConfig = {
  productName: 'МаркетПульт',
  menuVariant: 'prod',
  supportEmail: 'help@example.ru',
  marketsProxyToken: 'token-from-runtime-config',
};

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
    auth = {},
    config = testConfig,
    state = {},
  }: { auth?: Partial<AuthState>; config?: RuntimeConfig; state?: Partial<RootState> } = {},
) {
  const store = createAppStore({
    runtimeConfig: { status: 'ready', config },
    auth: { ...initialAuthState, ...auth },
    ...state,
  });
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [url] });
  restoreNavigate = setNavigate((to, options) => void router.navigate(to, options));
  const user = userEvent.setup();
  render(
    <AppProviders store={store}>
      <App router={router} />
    </AppProviders>,
  );
  return { router, store, user };
}
