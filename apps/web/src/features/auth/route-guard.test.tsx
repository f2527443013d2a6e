import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../lib/store';
import { deferred, jsonResponse, stubServer } from '../../test/fake-server';
import { initialAuthState, selectAuthState } from './auth-slice';
import { createAuthGuard, createSignedInRedirect, decideAccess } from './route-guard';

function storeWith(isLoggedIn: boolean | null) {
  return createAppStore({ auth: { ...initialAuthState, isLoggedIn } });
}

describe('decideAccess (spec §4)', () => {
  it('allows an unknown state and starts a session check', () => {
    const server = stubServer({ 'POST /auth': () => deferred<Response>().promise });
    const store = storeWith(null);

    expect(decideAccess(store)).toBe('allow');
    expect(selectAuthState(store.getState()).isSubmitting).toBe(true);
    return vi.waitFor(() => expect(server.callsTo('/auth')).toHaveLength(1));
  });

  it('redirects when signed out, without asking the server', () => {
    const server = stubServer({});
    expect(decideAccess(storeWith(false))).toBe('redirect');
    expect(server.calls).toEqual([]);
  });

  it('allows a signed-in user, without asking the server', () => {
    const server = stubServer({});
    expect(decideAccess(storeWith(true))).toBe('allow');
    expect(server.calls).toEqual([]);
  });
});

describe('createAuthGuard as route middleware', () => {
  /** A guarded route whose loader stands for the data of a business screen. */
  function renderGuarded(store: ReturnType<typeof storeWith>) {
    const loader = vi.fn(() => 'данные');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: () => null,
          middleware: [createAuthGuard(store)],
          children: [{ path: 'orders', loader, element: <h1>Заказы</h1> }],
        },
        { path: '/login', element: <h1>Вход</h1> },
      ],
      { initialEntries: ['/orders'] },
    );
    render(<RouterProvider router={router} />);
    return { router, loader };
  }

  it('blocks before any loader runs when signed out', async () => {
    const { router, loader } = renderGuarded(storeWith(false));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(loader).not.toHaveBeenCalled();
  });

  it('lets the loaders run while an unknown session is being checked', async () => {
    const server = stubServer({
      'POST /auth': () => jsonResponse({ UserName: 'a', DisplayName: '' }),
    });
    const { loader } = renderGuarded(storeWith(null));
    expect(await screen.findByRole('heading', { name: 'Заказы' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledOnce();
    expect(server.callsTo('/auth')).toHaveLength(1);
  });
});

describe('createSignedInRedirect as route middleware', () => {
  function renderSignIn(store: ReturnType<typeof storeWith>) {
    const router = createMemoryRouter(
      [
        {
          path: '/login',
          HydrateFallback: () => null,
          middleware: [createSignedInRedirect(store)],
          element: <h1>Вход</h1>,
        },
        { path: '/', element: <h1>Главная</h1> },
      ],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('sends a signed-in user to the root, replacing history', async () => {
    const router = renderSignIn(storeWith(true));
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['signed out', false],
    ['unknown, without asking the server', null],
  ])('lets the visitor in when %s', async (_, isLoggedIn) => {
    const server = stubServer({});
    const router = renderSignIn(storeWith(isLoggedIn));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.calls).toEqual([]);
  });
});
