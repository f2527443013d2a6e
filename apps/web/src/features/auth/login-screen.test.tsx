import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const HASH = 'a3dcb4d229de6fde0db5686dee47145d';

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Вход' });
  return {
    ...app,
    email: screen.getByLabelText(/^E-mail/),
    password: screen.getByLabelText(/^Пароль/),
    submit: screen.getByRole('button', { name: 'ВОЙТИ' }),
  };
}

function signInServer(credentials: () => Response | Promise<Response>) {
  return stubServer({
    'POST /v2/md5': () => jsonResponse({ md5: HASH }),
    'POST /auth/credentials': credentials,
  });
}

describe('/login', () => {
  it('has the e-mail and password fields, the hidden link to the root and the footer', async () => {
    await openLogin();

    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Пароль/)).toHaveAttribute('type', 'password');
    const forgot = screen.getByText('Забыли пароль?');
    expect(forgot).toHaveAttribute('href', '/');
    expect(forgot).not.toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('МаркетПульт');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} МаркетПульт`);
    expect(document.title).toBe('Вход — МаркетПульт');
  });

  it('leads to /registration: «Нет учётной записи? Зарегистрироваться»', async () => {
    const { router, user } = await openLogin();

    const link = screen.getByRole('link', { name: 'Зарегистрироваться' });
    expect(link).toHaveAttribute('href', '/registration');
    expect(link.parentElement).toHaveTextContent(/^Нет учётной записи\? Зарегистрироваться$/);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/registration');
  });

  it('keeps ВОЙТИ disabled until both fields are long enough', async () => {
    const { user, email, password, submit } = await openLogin();
    expect(submit).toBeDisabled();

    await user.type(email, 'de');
    await user.type(password, 'demo1234');
    expect(submit).toBeDisabled();

    await user.type(email, 'm');
    await waitFor(() => expect(submit).toBeEnabled());

    await user.clear(password);
    await user.type(password, 'dem');
    await waitFor(() => expect(submit).toBeDisabled());
  });

  it('shows a field’s message once the field is left, not while typing the first character', async () => {
    const { user, email, password } = await openLogin();

    await user.type(email, 'd');
    expect(screen.queryByText('Минимум 3 символа')).not.toBeInTheDocument();

    await user.click(password);
    expect(await screen.findByText('Минимум 3 символа')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Минимум 3 символа');
    expect(email).toBeInvalid();
  });

  it('signs in on Enter, read-only while the request runs, then goes to the root', async () => {
    const answer = deferred<Response>();
    const server = signInServer(() => answer.promise);
    const { router, user, email, password, submit } = await openLogin();

    await user.type(email, 'demo@marketpult.ru');
    await user.type(password, 'demo1234{Enter}');

    await waitFor(() => expect(email).toHaveAttribute('readonly'));
    expect(password).toHaveAttribute('readonly');
    expect(submit).toBeDisabled();

    answer.resolve(jsonResponse({ UserName: 'demo@marketpult.ru', DisplayName: 'Демо' }));

    // The router moves once the layout's and the cabinets' code has loaded (compiled on first
    // use under Vitest, slow on a busy machine).
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet'), {
      timeout: 5000,
    });
    // Once signed in, the layout loads the knowledge base and the cabinets screen its list;
    // those calls are not sign-in's.
    const notSignIn = new Set(['/markets/insructions/list', '/api/cabinets']);
    const signInCalls = server.calls.filter(({ path }) => !notSignIn.has(path));
    expect(signInCalls.map(({ path, body }) => [path, body])).toEqual([
      ['/v2/md5', { plain: 'demo1234' }],
      ['/auth/credentials', { userName: 'demo@marketpult.ru', password: HASH }],
    ]);
  });

  it('says the subscription has ended when the server answers forbidden', async () => {
    signInServer(() => errorResponse(403, 'Forbidden', 'Subscription expired'));
    const { user, email, password, submit } = await openLogin();

    await user.type(email, 'old@shop.ru');
    await user.type(password, 'password');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Закончился период подписки кабинета',
    );
    expect(email).not.toHaveAttribute('readonly');
  });

  it('keeps «Неверный логин или пароль» after the 401 of a refused sign-in', async () => {
    signInServer(() => errorResponse(401, 'Unauthorized', 'Invalid credentials'));
    const { router, user, email, password, submit } = await openLogin();

    await user.type(email, 'demo@marketpult.ru');
    await user.type(password, 'wrong-password');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(router.state.location.pathname).toBe('/login');
    // The entered values survive the interceptor's redirect too.
    expect(email).toHaveValue('demo@marketpult.ru');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  /** A refused sign-in whose `responseStatus.meta` carries a hint. */
  const refusal = (status: number, errorCode: string, meta: Record<string, string>) => () =>
    jsonResponse({ responseStatus: { errorCode, message: 'refused', meta } }, status);

  it.each([
    [
      'a throttled sign-in with its wait in minutes',
      refusal(429, 'TooManyRequests', { hint: 'throttled', retryAfterSeconds: '120' }),
      'Слишком много попыток входа. Попробуйте снова через 2 мин.',
    ],
    [
      'a throttled sign-in with a wait under a minute',
      refusal(429, 'TooManyRequests', { hint: 'throttled', retryAfterSeconds: '30' }),
      'Слишком много попыток входа. Попробуйте снова через 30 с.',
    ],
    [
      'a throttled sign-in whose wait is not known',
      refusal(429, 'TooManyRequests', { hint: 'throttled' }),
      'Слишком много попыток входа. Попробуйте позже.',
    ],
    [
      'an account not activated yet',
      refusal(401, 'Unauthorized', { hint: 'activation-email-sent' }),
      'Учётная запись ещё не активирована: письмо для активации отправлено на ваш e-mail. ' +
        'Проверьте почту и перейдите по ссылке из письма.',
    ],
  ])('adds a line under «Неверный логин или пароль» for %s', async (_, answer, line) => {
    signInServer(answer);
    const { user, email, password, submit } = await openLogin();

    await user.type(email, 'demo@marketpult.ru');
    await user.type(password, 'demo1234');
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Неверный логин или пароль${line}`, {
      normalizeWhitespace: true,
    });
    // Two lines: the spec's message first, the hint under it.
    expect(alert.firstChild).toHaveTextContent(/^Неверный логин или пароль$/);
    expect(within(alert).getByText(line)).toBeVisible();
  });

  it('adds no line when the server knows nothing more', async () => {
    signInServer(() => errorResponse(401, 'Unauthorized', 'Invalid credentials'));
    const { user, email, password, submit } = await openLogin();

    await user.type(email, 'demo@marketpult.ru');
    await user.type(password, 'wrong-password');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Неверный логин или пароль$/);
  });

  it.each([
    ['too many attempts', () => errorResponse(429, 'TooManyRequests', 'Slow down')],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says «Неверный логин или пароль» for %s', async (_, answer) => {
    signInServer(answer);
    const { user, email, password, submit } = await openLogin();

    await user.type(email, 'demo@marketpult.ru');
    await user.type(password, 'demo1234');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
  });
});
