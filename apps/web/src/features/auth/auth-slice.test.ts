import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setNavigate, type Navigate } from '../../lib/navigation';
import { createAppStore } from '../../lib/store';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import {
  checkSession,
  initialAuthState,
  login,
  logout,
  selectAuthState,
  type AuthState,
} from './auth-slice';

const HASH = '5f4dcc3b5aa765d61d8327deb882cf99';
const demo = { UserName: 'demo@marketpult.ru', DisplayName: 'Демо Продавец' };

let navigateMock: Mock<Navigate>;
let restoreNavigate: () => void;

beforeEach(() => {
  navigateMock = vi.fn<Navigate>();
  restoreNavigate = setNavigate(navigateMock);
});

afterEach(() => restoreNavigate());

function storeWith(auth: Partial<AuthState> = {}) {
  return createAppStore({ auth: { ...initialAuthState, ...auth } });
}

const authOf = (store: ReturnType<typeof createAppStore>) => selectAuthState(store.getState());

describe('auth state', () => {
  it('starts with the login state unknown', () => {
    expect(authOf(createAppStore())).toEqual({
      isSubmitting: false,
      isLoggedIn: null,
      isLoginError: false,
      errorCode: null,
      loginHint: null,
      userInfo: null,
    });
  });
});

describe('login', () => {
  it('hashes the password, signs in with the hash, stores the user and goes to / replacing history', async () => {
    const server = stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /auth/credentials': () => jsonResponse(demo),
    });
    const store = createAppStore();

    await store.dispatch(login({ userName: 'demo@marketpult.ru', password: 'password' }));

    expect(server.calls.map(({ path, body }) => [path, body])).toEqual([
      ['/v2/md5', { plain: 'password' }],
      ['/auth/credentials', { userName: 'demo@marketpult.ru', password: HASH }],
    ]);
    expect(authOf(store)).toEqual({
      isSubmitting: false,
      isLoggedIn: true,
      isLoginError: false,
      errorCode: null,
      loginHint: null,
      userInfo: { userName: 'demo@marketpult.ru', displayName: 'Демо Продавец' },
    });
    expect(navigateMock).toHaveBeenCalledExactlyOnceWith('/', { replace: true });
  });

  it('shows the user name when the display name is empty', async () => {
    stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /auth/credentials': () => jsonResponse({ UserName: 'anna@shop.ru', DisplayName: '' }),
    });
    const store = createAppStore();
    await store.dispatch(login({ userName: 'anna@shop.ru', password: 'password' }));
    expect(authOf(store).userInfo).toEqual({
      userName: 'anna@shop.ru',
      displayName: 'anna@shop.ru',
    });
  });

  it('sets isSubmitting and clears an earlier error while the attempt runs', async () => {
    const answer = deferred<Response>();
    stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /auth/credentials': () => answer.promise,
    });
    const store = storeWith({ isLoggedIn: false, isLoginError: true, errorCode: 'forbidden' });

    const attempt = store.dispatch(login({ userName: 'demo', password: 'password' }));

    expect(authOf(store)).toMatchObject({
      isSubmitting: true,
      isLoginError: false,
      errorCode: null,
    });
    answer.resolve(jsonResponse(demo));
    await attempt;
    expect(authOf(store).isSubmitting).toBe(false);
  });

  it.each([
    [403, 'Forbidden', 'forbidden'],
    [401, 'Unauthorized', 'unauthorized'],
    [429, 'TooManyRequests', 'toomanyrequests'],
    [400, 'ValidationError', 'validationerror'],
    [403, 'CsrfTokenInvalid', 'csrftokeninvalid'],
  ])('on %i %s stores the lowercased code %s', async (status, code, stored) => {
    stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /auth/credentials': () => errorResponse(status, code, 'refused'),
    });
    const store = createAppStore();

    await store.dispatch(login({ userName: 'demo', password: 'wrong' }));

    expect(authOf(store)).toEqual({
      isSubmitting: false,
      isLoggedIn: false,
      isLoginError: true,
      errorCode: stored,
      loginHint: null,
      userInfo: null,
    });
    expect(navigateMock).not.toHaveBeenCalledWith('/', expect.anything());
  });

  it('stores the hint of a refused sign-in beside its code, and forgets it at the next attempt', async () => {
    const meta = { hint: 'throttled', retryAfterSeconds: '90' };
    const answers = [
      jsonResponse({ responseStatus: { errorCode: 'TooManyRequests', message: '', meta } }, 429),
      jsonResponse(
        { responseStatus: { errorCode: 'Unauthorized', message: '', meta: { hint: 'new' } } },
        401,
      ),
    ];
    stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /auth/credentials': () => answers.shift() ?? errorResponse(401, 'Unauthorized'),
    });
    const store = createAppStore();

    await store.dispatch(login({ userName: 'demo', password: 'wrong' }));
    expect(authOf(store)).toMatchObject({ errorCode: 'toomanyrequests', loginHint: meta });

    const next = store.dispatch(login({ userName: 'demo', password: 'wrong' }));
    expect(authOf(store).loginHint).toBeNull();
    await next;
    // A hint this client does not know is left out; the code is still read.
    expect(authOf(store)).toMatchObject({ errorCode: 'unauthorized', loginHint: null });
  });

  it('keeps the error of a refused sign-in although its 401 redirects to /login', async () => {
    stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /auth/credentials': () => errorResponse(401, 'Unauthorized'),
    });
    const store = createAppStore();

    await store.dispatch(login({ userName: 'demo', password: 'wrong' }));

    expect(navigateMock).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
    expect(authOf(store)).toMatchObject({ isLoginError: true, errorCode: 'unauthorized' });
  });

  it.each([
    ['the hash cannot be had', () => jsonResponse({ md5: '' }), () => jsonResponse(demo)],
    [
      'the network is down',
      () => jsonResponse({ md5: HASH }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ],
  ])('fails with the code «unknown» when %s', async (_, md5Answer, credentialsAnswer) => {
    stubServer({ 'POST /v2/md5': md5Answer, 'POST /auth/credentials': credentialsAnswer });
    const store = createAppStore();
    await store.dispatch(login({ userName: 'demo', password: 'password' }));
    expect(authOf(store)).toMatchObject({
      isLoggedIn: false,
      isLoginError: true,
      errorCode: 'unknown',
    });
  });
});

describe('session check', () => {
  it('sets isSubmitting, then stores the user of the session', async () => {
    const answer = deferred<Response>();
    const server = stubServer({ 'POST /auth': () => answer.promise });
    const store = createAppStore();

    const check = store.dispatch(checkSession());
    expect(authOf(store).isSubmitting).toBe(true);
    answer.resolve(jsonResponse({ UserName: 'demo', DisplayName: '' }));
    await check;

    expect(server.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/auth', body: {} }),
    ]);
    expect(authOf(store)).toMatchObject({
      isSubmitting: false,
      isLoggedIn: true,
      userInfo: { userName: 'demo', displayName: 'demo' },
    });
  });

  it('on failure sets isLoggedIn false and clears the user', async () => {
    stubServer({ 'POST /auth': () => errorResponse(401, 'Unauthorized') });
    const store = storeWith({ isLoggedIn: true, userInfo: { userName: 'a', displayName: 'A' } });

    await store.dispatch(checkSession());

    expect(authOf(store)).toMatchObject({ isSubmitting: false, isLoggedIn: false, userInfo: null });
    expect(navigateMock).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('asks the server once while a check is already running', async () => {
    const answer = deferred<Response>();
    const server = stubServer({ 'POST /auth': () => answer.promise });
    const store = createAppStore();

    const first = store.dispatch(checkSession());
    const second = store.dispatch(checkSession());
    answer.resolve(jsonResponse(demo));
    await Promise.all([first, second]);

    expect(server.callsTo('/auth')).toHaveLength(1);
  });
});

describe('logout', () => {
  const signedIn: Partial<AuthState> = {
    isLoggedIn: true,
    userInfo: { userName: 'demo', displayName: 'Демо' },
  };

  it('resets the state, calls the server, then goes to /login', async () => {
    const answer = deferred<Response>();
    const server = stubServer({ 'POST /auth/logout': () => answer.promise });
    const store = storeWith(signedIn);

    const done = store.dispatch(logout());
    expect(authOf(store)).toEqual(initialAuthState);
    await vi.waitFor(() => expect(server.callsTo('/auth/logout')).toHaveLength(1));
    expect(navigateMock).not.toHaveBeenCalled();

    answer.resolve(jsonResponse({}));
    await done;
    expect(server.callsTo('/auth/logout')[0]?.body).toEqual({});
    expect(navigateMock).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
  });

  it.each([
    ['a server error', () => errorResponse(500, 'InternalServerError')],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('still goes to /login after %s', async (_, answer) => {
    stubServer({ 'POST /auth/logout': answer });
    const store = storeWith(signedIn);

    await expect(store.dispatch(logout())).resolves.toBeUndefined();

    expect(authOf(store)).toEqual(initialAuthState);
    expect(navigateMock).toHaveBeenLastCalledWith('/login', { replace: true });
  });
});
