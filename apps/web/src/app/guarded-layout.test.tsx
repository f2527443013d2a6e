import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KB_FIXTURE } from '../features/knowledge-base/test-fixtures';
import { deferred, jsonResponse, stubServer } from '../test/fake-server';
import { renderApp, testConfig } from '../test/render-app';

const userInfo = { userName: 'demo@marketpult.ru', displayName: 'Демо' };
const signedIn = { isLoggedIn: true, userInfo };

const initialWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = initialWidth;
});

function server(extra: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({ 'POST /markets/insructions/list': () => jsonResponse(KB_FIXTURE), ...extra });
}

/** The number on the help button's badge, or null when it shows none. */
function badgeNumber(): string | null {
  const number = screen.queryByTestId('help-badge');
  const hidden = number?.closest('.MuiBadge-badge')?.classList.contains('MuiBadge-invisible');
  return number && !hidden ? number.textContent : null;
}

describe('guarded layout', () => {
  it('shows the signed-in user in the top bar', async () => {
    server();
    renderApp('/orders', { auth: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Демо' })).toHaveTextContent(/^ДДемо$/);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('logs out from the avatar popup: state reset, server told, then /login', async () => {
    const answer = deferred<Response>();
    const calls = server({ 'POST /auth/logout': () => answer.promise });
    const { user, router, store } = renderApp('/orders', { auth: signedIn });

    await user.click(await screen.findByRole('button', { name: 'Демо' }));
    await user.click(screen.getByRole('menuitem', { name: 'Выйти' }));

    await waitFor(() => expect(calls.callsTo('/auth/logout')).toHaveLength(1));
    expect(store.getState().auth?.userInfo).toBeNull();
    answer.resolve(jsonResponse({}));

    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('takes the menu variant from the runtime config', async () => {
    window.innerWidth = 1920;
    server();
    renderApp('/catalog', { auth: signedIn, config: { ...testConfig, menuVariant: 'hc-my' } });

    const menu = await screen.findByRole('navigation', { name: 'Главное меню' });
    expect(within(menu).getByRole('button', { name: 'Товары' })).toHaveAttribute(
      'data-active',
      'true',
    );
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveTextContent(
      'Товары›Каталог',
    );
  });

  it('loads the knowledge base once and counts the instructions of the route pattern', async () => {
    window.innerWidth = 1920;
    const calls = server();
    const { user } = renderApp('/cabinet', { auth: signedIn });

    await waitFor(() => expect(badgeNumber()).toBe('5'));
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });
    await user.click(within(menu).getByRole('link', { name: 'Каталог' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
    expect(badgeNumber()).toBe('4');
    await user.click(within(menu).getByRole('link', { name: 'Заказы' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    expect(badgeNumber()).toBeNull();

    expect(calls.callsTo('/markets/insructions/list')).toHaveLength(1);
  });

  it('counts by pattern on a screen with parameters', async () => {
    window.innerWidth = 1920;
    server();
    renderApp('/catalog/42', { auth: signedIn });
    await waitFor(() => expect(badgeNumber()).toBe('3'));
  });

  it('opens the knowledge base from the side menu on a phone, where the help button is gone', async () => {
    window.innerWidth = 390;
    server();
    const { user } = renderApp('/cabinet', { auth: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинеты' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'База знаний', hidden: true })).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const sideMenu = await screen.findByRole('dialog', { name: 'Меню' });
    await user.click(within(sideMenu).getByRole('button', { name: 'База знаний' }));

    const help = await screen.findByRole('dialog', { name: 'База знаний' });
    // The instructions of the screen on show, as from the button.
    expect(within(help).getByRole('button', { name: 'Начало работы' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Меню' })).toBeNull());

    await user.click(within(help).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // And once more: the dialog opens again after it was closed.
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Меню' })).getByRole('button', {
        name: 'База знаний',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'База знаний' })).toBeInTheDocument();
  });

  it('shows a business section’s frame with the note that it is being prepared', async () => {
    server();
    renderApp('/finance', { auth: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Финансы' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Этот раздел сейчас готовится и появится в одном из ближайших обновлений.',
    );
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
  });
});
