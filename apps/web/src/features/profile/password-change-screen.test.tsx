import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const HASHES: Record<string, string> = {
  demo1234: 'a3dcb4d229de6fde0db5686dee47145d',
  'Kettle-42': '0f5c7e8d9a1b2c3d4e5f60718293a4b5',
};

/** The server's side: md5 of each plain value, and the change call answered by `change`. */
function passwordServer(change: () => Response | Promise<Response>) {
  return stubServer({
    'POST /markets/insructions/list': () => jsonResponse([]),
    'POST /v2/md5': (body) => jsonResponse({ md5: HASHES[(body as { plain: string }).plain] }),
    'POST /Users_ChangePassword': change,
  });
}

async function openScreen() {
  const app = renderApp('/profile/password/change', {
    auth: { isLoggedIn: true, userInfo: { userName: 'demo@marketpult.ru', displayName: 'Демо' } },
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Смена пароля' }),
  ).toBeInTheDocument();
  return {
    ...app,
    current: screen.getByLabelText(/^Текущий пароль/),
    next: screen.getByLabelText(/^Новый пароль/),
    repeat: screen.getByLabelText(/^Повтор нового пароля/),
    submit: screen.getByRole('button', { name: 'Сменить пароль' }),
  };
}

describe('/profile/password/change', () => {
  it('sends the md5 of the current password and the new one in both forms', async () => {
    const answer = deferred<Response>();
    const server = passwordServer(() => answer.promise);
    const { user, current, next, repeat, submit } = await openScreen();
    expect(submit).toBeDisabled();

    await user.type(current, 'demo1234');
    await user.type(next, 'Kettle-42');
    await user.type(repeat, 'Kettle-42');
    await user.click(submit);

    await waitFor(() => expect(current).toHaveAttribute('readonly'));
    expect(screen.getByRole('progressbar', { name: 'Меняем пароль…' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('/Users_ChangePassword')).toHaveLength(1));
    expect(server.callsTo('/Users_ChangePassword')[0]?.body).toEqual({
      old_pass_hash: HASHES.demo1234,
      pass: 'Kettle-42',
      pass_hash: HASHES['Kettle-42'],
    });

    answer.resolve(jsonResponse({ retval: 0, errMsg: '' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Пароль изменён. Все другие сеансы входа завершены.',
    );
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(repeat).toHaveValue('');
  });

  it('shows the server’s message when it refuses', async () => {
    passwordServer(() => jsonResponse({ retval: 9, errMsg: 'Текущий пароль указан неверно.' }));
    const { user, current, next, repeat, submit } = await openScreen();

    await user.type(current, 'demo1234');
    await user.type(next, 'Kettle-42');
    await user.type(repeat, 'Kettle-42');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Текущий пароль указан неверно.');
    expect(current).toHaveValue('demo1234');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes the refusal away once the user edits a field, and keeps a success', async () => {
    let answer = { retval: 9, errMsg: 'Текущий пароль указан неверно.' };
    passwordServer(() => jsonResponse(answer));
    const { user, current, next, repeat, submit } = await openScreen();

    await user.type(current, 'demo1234');
    await user.type(next, 'Kettle-42');
    await user.type(repeat, 'Kettle-42');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Текущий пароль указан неверно.');

    // Editing the current password: the message about the one sent goes at the first key.
    await user.type(current, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = { retval: 0, errMsg: '' };
    await user.type(current, '4');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён.');
    // The success is news about the change made; starting another one does not unsay it.
    await user.type(current, 'd');
    expect(screen.getByRole('status')).toHaveTextContent('Пароль изменён.');
  });

  it('explains a failure that brought no answer', async () => {
    passwordServer(() => errorResponse(500, 'InternalServerError'));
    const { user, current, next, repeat, submit } = await openScreen();

    await user.type(current, 'demo1234');
    await user.type(next, 'Kettle-42');
    await user.type(repeat, 'Kettle-42');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось сменить пароль. Проверьте подключение и попробуйте ещё раз.',
    );
  });

  it('says «Пароли не совпадают» as soon as the repeat differs, and keeps submit disabled', async () => {
    passwordServer(() => jsonResponse({ retval: 0, errMsg: '' }));
    const { user, current, next, repeat, submit } = await openScreen();

    await user.type(current, 'demo1234');
    await user.type(next, 'Kettle-42');
    await user.type(repeat, 'K');

    expect(repeat).toHaveAccessibleDescription('Пароли не совпадают');
    expect(submit).toBeDisabled();
  });

  it('holds the new password to the registration minimum', async () => {
    passwordServer(() => jsonResponse({ retval: 0, errMsg: '' }));
    const { user, next, submit } = await openScreen();

    await user.type(next, 'abc');
    await user.tab();

    expect(next).toHaveAccessibleDescription('Минимум 6 символов');
    expect(submit).toBeDisabled();
  });
});
