import { screen, waitFor, within } from '@testing-library/react';
import { isSignedOutRoute } from '@marketpult/shared/signed-out-routes';
import { matchRoutes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isClientRoutePath } from '@marketpult/shared/domain/client-route-match';
import { isGuardedPagePath } from '@marketpult/shared/page-session';
import { appRoutes, paths } from '../config/paths';
import type { AuthState } from '../features/auth/auth-slice';
import { deferred, errorResponse, jsonResponse, stubServer } from '../test/fake-server';
import { createAppStore } from '../lib/store';
import { renderApp } from '../test/render-app';
import { createRoutes } from './router';

const demoUser = { userName: 'demo@marketpult.ru', displayName: 'Демо' };

/** The app at `url`, signed in unless the test says otherwise. */
function renderAt(url: string, auth: Partial<AuthState> = { isLoggedIn: true }) {
  return renderApp(url, { auth: auth.isLoggedIn ? { userInfo: demoUser, ...auth } : auth });
}

/** A cabinet's id: the cabinet page asks the server only about an id that can be one. */
const SAMPLE_CABINET_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';

/**
 * The calls a signed-in layout makes by itself (the knowledge base, empty here), and those of
 * the cabinet screens: an empty list, and a cabinet that is still loading.
 */
const knowledgeBase = {
  'POST /markets/insructions/list': () => jsonResponse([]),
  'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
  [`GET /api/cabinets/${SAMPLE_CABINET_ID}`]: () => deferred<Response>().promise,
  // The product card and its chart, still loading.
  'GET /api/catalog/products/id-1/card': () => deferred<Response>().promise,
  [`GET /api/catalog/products/${encodeURIComponent('товар 1')}/card`]: () =>
    deferred<Response>().promise,
  'GET /api/catalog/products/id-1/history': () => deferred<Response>().promise,
};

// The first screen a test opens pays for compiling its chunk; under load that alone can outlast
// a findBy* wait. The cabinets are where a signed-in user lands, so most tests open them.
beforeAll(async () => {
  await Promise.all([
    import('../features/cabinets/cabinet-list-screen'),
    import('./cabinet-item-route'),
  ]);
});

beforeEach(() => {
  stubServer(knowledgeBase);
});

const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  marketplace: 'ozon',
  shopId: SAMPLE_CABINET_ID,
  chart: 'price',
};

/** A concrete URL for a route pattern, with sample parameter values. */
const sampleUrl = (path: string) =>
  path.replace(/:(\w+)/g, (_match, name: string) => SAMPLE_VALUES[name] ?? `${name}-1`);

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
      // Sign-in and sign-up are for a visitor without a session (below).
      const { router } = renderAt(url, { isLoggedIn: !isSignedOutRoute(url) });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${title} — МаркетПульт`);
      expect(router.state.location.pathname).toBe(url);
    },
  );

  it('matches a parameterised route with encoded parameters', async () => {
    renderAt(paths.catalogItem.getHref({ id: 'товар 1' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Карточка товара' }),
    ).toBeInTheDocument();
  });

  it('shows «Страница не найдена» for a cabinet address that names no cabinet', async () => {
    const { router } = renderAt(paths.cabinetItem.getHref({ marketplace: 'ozon', shopId: '17' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cabinet-item/ozon/17');
  });

  it.each(['/no-such-page', '/catalog/1/chart/extra', '/registration/other'])(
    'shows «Страница не найдена» at %s inside the layout, with a link back to the root',
    async (url) => {
      const { router } = renderAt(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }),
      ).toBeInTheDocument();
      expect(document.title).toBe('Страница не найдена — МаркетПульт');
      expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
      // The top bar with the menu and the avatar, and one main landmark: the layout's.
      const topBar = screen.getByRole('banner');
      expect(within(topBar).getByRole('button', { name: 'Открыть меню' })).toBeInTheDocument();
      expect(within(topBar).getByRole('button', { name: 'Демо' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(
        screen.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
      );
      expect(router.state.location.pathname).toBe(url);
    },
  );
});

describe('sign-in and sign-up while signed in', () => {
  it.each(['/login', '/registration'])(
    'send a signed-in user from %s to the cabinets, replacing history',
    async (url) => {
      const { router } = renderAt(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Кабинеты' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/cabinet');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('button', { name: 'ВОЙТИ' })).not.toBeInTheDocument();
    },
  );

  it('sends a signed-in user on when the app navigates to /login (Back, a link)', async () => {
    const { router } = renderAt('/orders');
    await screen.findByRole('heading', { level: 1, name: 'Заказы' });
    await router.navigate('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинеты' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cabinet');
  });

  it('keeps the confirmation page open: a signed-in seller may confirm another address', async () => {
    stubServer({
      ...knowledgeBase,
      'POST /Users_ConfirmRegistration': () => deferred<Response>().promise,
    });
    const { router } = renderAt('/registration/confirm?u=colleague%40shop.ru&k=key');
    expect(
      await screen.findByRole('heading', { level: 1, name: paths.registrationConfirm.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registration/confirm');
  });

  it('opens /login for an unknown session without asking the server', async () => {
    const server = stubServer({});
    const { router } = renderAt('/login', { isLoggedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.calls).toEqual([]);
  });
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

  it('sends a signed-out visitor from a path no route knows to /login', async () => {
    const { router } = renderAt('/no-such-page', { isLoggedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
  });

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

describe('the server’s list of client routes (packages/shared)', () => {
  const routes = createRoutes(createAppStore());
  /** What React Router draws at a path: a screen, or the catch-all's «Страница не найдена». */
  const routerKnows = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*';

  it.each([
    ...appRoutes.map((route) => sampleUrl(route.path)),
    '/',
    '//',
    '/login/',
    '/LOGIN',
    '/Catalog/42/',
    '/%6Frders',
    '/catalog/a%2Fb',
    '/catalog/%zz',
    '/no-such-page',
    '/catalog/1/chart/extra',
    '/catalog/',
    '/catalog//chart',
    '//orders',
    '/registration/other',
    '/cabinet-item/ozon',
    '/index.html',
    '/cabinet-add-more',
  ])('agrees with React Router on %s', (path) => {
    expect(isClientRoutePath(path)).toBe(routerKnows(path));
  });
});

describe('the server’s idea of a guarded page (packages/shared)', () => {
  it.each([...appRoutes.map((route) => [sampleUrl(route.path), route.access] as const)])(
    '%s is %s',
    (path, access) => {
      expect(isGuardedPagePath(path)).toBe(access === 'guarded');
    },
  );

  it.each(['/', '/no-such-page', '/login/extra'])(
    'opens %s inside the guarded layout, as the router does',
    (path) => {
      expect(isGuardedPagePath(path)).toBe(true);
    },
  );
});
