import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, stubServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const userInfo = { userName: 'demo@marketpult.ru', displayName: 'Демо' };

function profileServer(update: () => Response | Promise<Response>) {
  return stubServer({
    'POST /markets/insructions/list': () => jsonResponse([]),
    'POST /Users_UpdateProfile': update,
    // The margin settings' section of the same page (features/economics-settings).
    'GET /api/settings/economics': () =>
      jsonResponse({
        settings: {
          taxRegime: 'usn_income',
          taxPercent: 6,
          vatPercent: 0,
          otherCostsRub: 0,
          otherCostsPercent: 0,
        },
        isDefault: true,
      }),
  });
}

async function openProfile() {
  const app = renderApp('/profile', { auth: { isLoggedIn: true, userInfo } });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Настройки профиля' }),
  ).toBeInTheDocument();
  return {
    ...app,
    field: screen.getByLabelText(/^Отображаемое имя/),
    save: screen.getByRole('button', { name: 'Сохранить' }),
  };
}

describe('/profile', () => {
  it('shows the login and the display name, and links to the password change', async () => {
    profileServer(() => jsonResponse({ retval: 0, errMsg: '' }));
    await openProfile();

    const account = screen.getByRole('region', { name: 'Учётная запись' });
    expect(within(account).getByText('demo@marketpult.ru')).toBeInTheDocument();
    expect(within(account).getByText('Демо')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Сменить пароль' })).toHaveAttribute(
      'href',
      '/profile/password/change',
    );
  });

  it('saves a new display name, which the top bar shows at once', async () => {
    const answer = deferred<Response>();
    const server = profileServer(() => answer.promise);
    const { user, field, save, store } = await openProfile();
    expect(field).toHaveValue('Демо');
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, '  Иван Петров ');
    await user.click(save);

    await waitFor(() => expect(field).toHaveAttribute('readonly'));
    expect(server.callsTo('/Users_UpdateProfile')[0]?.body).toEqual({
      display_name: 'Иван Петров',
    });
    answer.resolve(jsonResponse({ retval: 0, errMsg: '' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Имя сохранено.');
    expect(store.getState().auth?.userInfo).toEqual({
      userName: 'demo@marketpult.ru',
      displayName: 'Иван Петров',
    });
    const avatar = screen.getByRole('button', { name: 'Иван Петров' });
    expect(avatar).toHaveTextContent(/^ИИван Петров$/);
    expect(field).toHaveValue('Иван Петров');
    expect(save).toBeDisabled();
  });

  it('shows the server’s message and keeps the old name when it refuses', async () => {
    profileServer(() =>
      jsonResponse({ retval: 11, errMsg: 'Укажите имя длиной от 1 до 100 символов.' }),
    );
    const { user, field, save, store } = await openProfile();

    await user.clear(field);
    await user.type(field, 'Новое');
    await user.click(save);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Укажите имя длиной от 1 до 100 символов.',
    );
    expect(store.getState().auth?.userInfo?.displayName).toBe('Демо');
  });

  it('refuses an empty name without asking the server', async () => {
    const server = profileServer(() => jsonResponse({ retval: 0, errMsg: '' }));
    const { user, field, save } = await openProfile();

    await user.clear(field);
    await user.type(field, '   ');

    expect(field).toHaveAccessibleDescription('Обязательное поле');
    expect(save).toBeDisabled();
    expect(server.callsTo('/Users_UpdateProfile')).toEqual([]);
  });
});
