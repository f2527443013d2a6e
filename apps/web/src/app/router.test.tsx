import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appRoutes, paths } from '../config/paths';
import type { AuthState } from '../features/auth/auth-slice';
import { deferred, errorResponse, jsonResponse, stubServer } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const demoUser = { userName: 'demo@marketpult.ru', displayName: 'Демо' };

/** The app at `url`, signed in unless the test says otherwise. */
function renderAt(url: string, auth: Partial<AuthState> = { isLoggedIn: true }) {
  return renderApp(url, { auth: auth.isLoggedIn ? { userInfo: demoUser, ...auth } : auth });
}

/** The one call a signed-in layout makes by itself: the knowledge base, empty here. */
const knowledgeBase = { 'POST /markets/insructions/list': () => jsonResponse([]) };

beforeEach(() => {
  stubServer(knowledgeBase);
});

/** A concrete URL for a route pattern, with sample parameter values. */
const sampleUrl = (path: string) => path.replace(/:(\w+)/g, (_match, name: string) => `${name}-1`);

describe('router', () => {
  it('redirects the root to the cabinets', async () => {
    const { router } = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинеты' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cabinet');
    // Replaced, not pushed: Back leaves the app instead of bouncing to the root again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(appRoutes.map((route) => [sampleUrl(route.path), route.title]))(
    '%s shows the heading «%s» and tab title',
    async (url, title) => {
      const { router } = renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${title} — МаркетПульт`);
      expect(router.state.location.pathname).toBe(url);
    },
  );

  it('matches a parameterised route with encoded parameters', async () => {
    renderAt(paths.cabinetItem.getHref({ marketplace: 'ozon', shopId: 'магазин 1' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Кабинет магазина' }),
    ).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/catalog/1/chart/extra', '/registration/other'])(
    'shows «Страница не найдена» at %s with a link back to the root',
    async (url) => {
      renderAt(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    },
  );
});

describe('route guard (spec §4)', () => {
  it('sends a signed-out visitor from the root to /login, replacing history', async () => {
    const server = stubServer({});
    const { router } = renderAt('/', { isLoggedIn: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(server.calls).toEqual([]);
  });

  it.each(['/orders', '/cabinet-item/ozon/1', '/profile/password/change'])(
    'keeps a signed-out visitor out of %s',
    async (url) => {
      const { router } = renderAt(url, { isLoggedIn: false });
      expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('checks an unknown session, showing the spinner instead of the layout meanwhile', async () => {
    const answer = deferred<Response>();
    const server = stubServer({ ...knowledgeBase, 'POST /auth': () => answer.promise });
    const { router, store } = renderAt('/orders', { isLoggedIn: null });

    // Once the route has opened (the guard allowed it), the layout shows only the spinner.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await waitFor(() => expect(server.callsTo('/auth')).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    answer.resolve(jsonResponse({ UserName: 'demo@marketpult.ru', DisplayName: 'Демо' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
    expect(store.getState().auth?.userInfo).toEqual({
      userName: 'demo@marketpult.ru',
      displayName: 'Демо',
    });
  });

  it.each([
    ['a 401', () => errorResponse(401, 'Unauthorized')],
    ['a server error', () => errorResponse(500, 'InternalServerError')],
  ])('ends on /login when the session check fails with %s', async (_, answer) => {
    stubServer({ 'POST /auth': answer });
    const { router } = renderAt('/reports', { isLoggedIn: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Отчёты' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user through without a session check', async () => {
    const server = stubServer(knowledgeBase);
    renderAt('/finance', { isLoggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Финансы' })).toBeInTheDocument();
    expect(server.callsTo('/auth')).toEqual([]);
  });
});
