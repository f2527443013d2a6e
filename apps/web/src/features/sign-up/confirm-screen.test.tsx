import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const FALLBACK =
  'Не удалось подтвердить e-mail. Некорректные данные или срок действия ссылки стек.';
const ok = () => jsonResponse({ retval: 0, errMsg: '' });

async function openConfirm(search = '') {
  const app = renderApp(`/registration/confirm${search}`);
  await screen.findByRole('heading', {
    level: 1,
    name: 'Подтверждение e-mail при регистрации',
  });
  return {
    ...app,
    email: screen.getByPlaceholderText('Email'),
    key: screen.getByPlaceholderText('Код подтверждения'),
    submit: screen.getByRole('button', { name: 'ПОДТВЕРДИТЬ' }),
  };
}

describe('/registration/confirm', () => {
  it('copies u and k into the fields and confirms by itself, read-only while it runs', async () => {
    const confirmation = deferred<Response>();
    const server = stubServer({
      'POST /Users_ConfirmRegistration': () => confirmation.promise,
      'POST /markets-proxy/accounts/confirm': ok,
    });

    const { email, key, submit } = await openConfirm('?u=anna%40shop.ru&k=Key-42');

    expect(email).toHaveValue('anna@shop.ru');
    expect(key).toHaveValue('Key-42');
    await waitFor(() => expect(server.callsTo('/Users_ConfirmRegistration')).toHaveLength(1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(email).toHaveAttribute('readonly');
    expect(key).toHaveAttribute('readonly');
    expect(submit).toBeDisabled();

    confirmation.resolve(ok());

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Поздравляем! Вы успешно прошли регистрацию',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ВОЙТИ' })).toHaveAttribute('href', '/login');
    expect(server.calls.map(({ path, body }) => [path, body])).toEqual([
      ['/Users_ConfirmRegistration', { username: 'anna@shop.ru', userkey: 'Key-42' }],
      ['/markets-proxy/accounts/confirm', { login: 'anna@shop.ru', name: 'anna@shop.ru' }],
    ]);
    expect(server.calls[1]?.headers.get('Authorization')).toBe('token-from-runtime-config');
  });

  it.each(['?u=anna%40shop.ru', '?k=Key-42', '?u=&k=Key-42', ''])(
    'waits for the user when the link is %j',
    async (search) => {
      const server = stubServer({});
      const { submit } = await openConfirm(search);
      expect(submit).toBeDisabled();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(server.calls).toEqual([]);
    },
  );

  it('confirms with ПОДТВЕРДИТЬ once both fields are valid', async () => {
    const server = stubServer({
      'POST /Users_ConfirmRegistration': ok,
      'POST /markets-proxy/accounts/confirm': ok,
    });
    const { user, key, submit } = await openConfirm('?u=anna%40shop.ru');

    await user.type(key, 'ab');
    await waitFor(() => expect(submit).toBeDisabled());
    await user.type(key, 'c');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(
      await screen.findByRole('heading', { name: 'Поздравляем! Вы успешно прошли регистрацию' }),
    ).toBeInTheDocument();
    expect(server.callsTo('/Users_ConfirmRegistration')[0]?.body).toEqual({
      username: 'anna@shop.ru',
      userkey: 'abc',
    });
  });

  it('shows the server’s message for a used or bad key', async () => {
    stubServer({
      'POST /Users_ConfirmRegistration': () =>
        jsonResponse({
          retval: 6,
          errMsg: 'Код подтверждения неверен, устарел или уже использован.',
        }),
    });
    const { email } = await openConfirm('?u=anna%40shop.ru&k=used');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Код подтверждения неверен, устарел или уже использован.',
    );
    expect(email).not.toHaveAttribute('readonly');
  });

  it('says calmly that the e-mail is already confirmed and offers ВОЙТИ', async () => {
    const server = stubServer({
      'POST /Users_ConfirmRegistration': () =>
        jsonResponse({ retval: 12, errMsg: 'E-mail уже подтверждён. Войдите в систему.' }),
    });
    const { router, user } = renderApp('/registration/confirm?u=anna%40shop.ru&k=used');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail уже подтверждён' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Регистрация завершена. Войдите с e-mail и паролем, которые вы указали при регистрации.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(server.callsTo('/markets-proxy/accounts/confirm')).toEqual([]);
    expect(document.title).toBe('Подтверждение e-mail при регистрации — МаркетПульт');

    const signIn = screen.getByRole('link', { name: 'ВОЙТИ' });
    expect(signIn).toHaveAttribute('href', '/login');
    signIn.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['a refusal without a message', () => jsonResponse({ retval: 6, errMsg: '' })],
    ['a failed request', () => new Response('Bad Gateway', { status: 502 })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to the spec’s sentence on %s', async (_, answer) => {
    stubServer({ 'POST /Users_ConfirmRegistration': answer });
    await openConfirm('?u=anna%40shop.ru&k=Key-42');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(FALLBACK);
  });

  it('asks for the e-mail as registration does: an e-mail input, required, at most 254 characters', async () => {
    stubServer({});
    const { email } = await openConfirm();

    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(email).toBeRequired();
  });

  it('never opens the «Внимание!» dialog', async () => {
    stubServer({
      'POST /Users_ConfirmRegistration': () => jsonResponse({ retval: 6, errMsg: '' }),
    });
    await openConfirm('?u=bad&k=x');
    await screen.findByRole('alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Некорректная ссылка.')).not.toBeInTheDocument();
  });

  it('reports a server error on the follow-up call with its message', async () => {
    stubServer({
      'POST /Users_ConfirmRegistration': ok,
      'POST /markets-proxy/accounts/confirm': () =>
        errorResponse(403, 'Forbidden', 'Неверный ключ доступа'),
    });
    await openConfirm('?u=anna%40shop.ru&k=Key-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный ключ доступа');
  });
});
