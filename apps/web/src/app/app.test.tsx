import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setNavigate } from '../lib/navigation';
import { createAppStore } from '../lib/store';
import { deferred, jsonResponse, stubServer } from '../test/fake-server';
import { loadLazyRoutes } from '../test/lazy-routes';
import { App } from './app';
import { AppProviders } from './providers';
import { createRoutes } from './router';

const config = {
  productName: 'МаркетПульт',
  menuVariant: 'prod',
  supportEmail: 'support@marketpult.ru',
  marketsProxyToken: 'public-token',
};

const user = { UserName: 'demo@marketpult.ru', DisplayName: 'Демо' };

// The screens' code, loaded before any test starts (lazy-routes.ts says why).
await loadLazyRoutes(createRoutes(createAppStore()));

let restoreNavigate: (() => void) | undefined;
afterEach(() => restoreNavigate?.());

function renderApp(url = '/') {
  const store = createAppStore();
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [url] });
  restoreNavigate = setNavigate((to, options) => void router.navigate(to, options));
  render(
    <AppProviders store={store}>
      <App router={router} />
    </AppProviders>,
  );
  return router;
}

describe('App', () => {
  it('shows a labelled spinner until the runtime config arrives, then the screens', async () => {
    const answer = deferred<Response>();
    const server = stubServer({
      'GET /api/runtime-config': () => answer.promise,
      'POST /auth': () => jsonResponse(user),
      'POST /markets/insructions/list': () => jsonResponse([]),
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
    });

    renderApp();

    expect(screen.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('/api/runtime-config')).toHaveLength(1));
    answer.resolve(jsonResponse(config));
    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинеты' })).toBeInTheDocument();
    // The app's spinner is gone; the list's own skeleton may still show while the list loads.
    expect(screen.queryByRole('progressbar', { name: 'Загрузка…' })).not.toBeInTheDocument();
  });

  it('reports a failed load in Russian and retries on «Повторить»', async () => {
    const answers = [() => jsonResponse({ error: 'boom' }, 500), () => jsonResponse(config)];
    const server = stubServer({
      'GET /api/runtime-config': () => (answers.shift() ?? (() => jsonResponse(config)))(),
      'POST /auth': () => jsonResponse(user),
      'POST /markets/insructions/list': () => jsonResponse([]),
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
    });

    renderApp();

    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер не ответил');
    expect(screen.queryByRole('heading', { level: 1, name: 'Кабинеты' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинеты' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.callsTo('/api/runtime-config')).toHaveLength(2);
  });
});
