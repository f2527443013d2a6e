import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CABINETS_ELEMENT_ID } from '@marketpult/shared/page-cabinets';
import { SESSION_USER_ELEMENT_ID } from '@marketpult/shared/page-session';
import { aCabinet } from '../features/cabinets/test-support';
import { KB_FIXTURE } from '../features/knowledge-base/test-fixtures';
import { errorResponse, jsonResponse, stubServer } from '../test/fake-server';
import { renderApp } from '../test/render-app';

/** Puts the element the server writes into a guarded page for a live session. */
function pageCarries(text: string, id = SESSION_USER_ELEMENT_ID): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(SESSION_USER_ELEMENT_ID)?.remove();
  document.getElementById(PAGE_CABINETS_ELEMENT_ID)?.remove();
});

function server() {
  return stubServer({
    'POST /markets/insructions/list': () => jsonResponse(KB_FIXTURE),
    'GET /api/cabinets': () => jsonResponse({ cabinets: [aCabinet()] }),
    'POST /auth': () => errorResponse(401, 'Unauthorized'),
  });
}

describe('a page load that carries its signed-in user', () => {
  it('draws the layout with the user and the screen without asking /auth', async () => {
    pageCarries(JSON.stringify({ UserName: 'demo@marketpult.ru', DisplayName: 'Демо' }));
    const calls = server();
    const { router } = renderApp('/cabinet');

    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинеты' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Демо' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Ваши кабинеты' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cabinet');
    expect(calls.callsTo('/auth')).toEqual([]);
  });

  it('draws the cabinets the page carries with the layout, asking neither /auth nor the list', async () => {
    pageCarries(JSON.stringify({ UserName: 'demo@marketpult.ru', DisplayName: 'Демо' }));
    pageCarries(
      JSON.stringify({ cabinets: [aCabinet({ name: 'Демо Ozon' })] }),
      PAGE_CABINETS_ELEMENT_ID,
    );
    const calls = server();
    renderApp('/cabinet');

    expect(await screen.findByRole('link', { name: 'Демо Ozon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Демо' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Загружаем кабинеты…' })).toBeNull();
    expect(calls.callsTo('/auth')).toEqual([]);
    expect(calls.callsTo('/api/cabinets')).toEqual([]);
  });

  it('shows the user name when the display name is empty (spec §3)', async () => {
    pageCarries(JSON.stringify({ UserName: 'demo@marketpult.ru', DisplayName: '' }));
    server();
    renderApp('/orders');
    expect(await screen.findByRole('button', { name: 'demo@marketpult.ru' })).toBeInTheDocument();
  });

  it.each([
    ['none', null],
    ['a malformed one', '{"UserName": 42}'],
    ['one that is no JSON', '<!-- -->'],
  ])('checks the session as before with %s: a 401 sends to /login', async (_, text) => {
    if (text !== null) pageCarries(text);
    const calls = server();
    const { router } = renderApp('/cabinet');

    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.callsTo('/auth')).toHaveLength(1);
    expect(calls.callsTo('/api/cabinets')).toEqual([]);
  });

  it('forgets the page’s user on sign-out: Back to /cabinet asks /auth and ends on /login', async () => {
    pageCarries(JSON.stringify({ UserName: 'demo@marketpult.ru', DisplayName: 'Демо' }));
    const calls = stubServer({
      'POST /markets/insructions/list': () => jsonResponse(KB_FIXTURE),
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'POST /auth/logout': () => jsonResponse({}),
      'POST /auth': () => errorResponse(401, 'Unauthorized'),
    });
    const { router, user } = renderApp('/cabinet');

    await user.click(await screen.findByRole('button', { name: 'Демо' }));
    await user.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();

    await router.navigate('/cabinet');
    await waitFor(() => expect(calls.callsTo('/auth')).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
