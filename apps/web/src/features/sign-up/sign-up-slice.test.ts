import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@marketpult/shared/runtime-config';
import { createAppStore } from '../../lib/store';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import {
  initialSignUpState,
  selectSignUpState,
  signUpOpened,
  submitConfirmation,
  submitRegistration,
  type SignUpState,
} from './sign-up-slice';

const HASH = 'e10adc3949ba59abbe56e057f20f883e';
const config: RuntimeConfig = {
  productName: 'МаркетПульт',
  menuVariant: 'hc-my',
  supportEmail: 'support@marketpult.ru',
  marketsProxyToken: 'proxy-token-from-config',
};

function storeWith(signUp: Partial<SignUpState> = {}) {
  return createAppStore({
    runtimeConfig: { status: 'ready', config },
    signUp: { ...initialSignUpState, ...signUp },
  });
}

const flowOf = (store: ReturnType<typeof createAppStore>) => selectSignUpState(store.getState());

const registration = {
  email: 'anna@shop.ru',
  password: '123456',
  phone: '+79123456789',
  callbackUrl: 'http://localhost:3000/registration/confirm',
};

const ok = () => jsonResponse({ retval: 0, errMsg: '' });

describe('sign-up flow state', () => {
  it('starts not submitting, not sent, without error', () => {
    expect(flowOf(createAppStore())).toEqual({
      isSubmitting: false,
      requestSent: false,
      error: null,
    });
  });

  it('resets when a screen opens', () => {
    const store = storeWith({ requestSent: true, error: { errorCode: 2, errorMessage: 'x' } });
    store.dispatch(signUpOpened());
    expect(flowOf(store)).toEqual(initialSignUpState);
  });
});

describe('registration', () => {
  it('sends the payload of spec §7 and ends sent', async () => {
    const server = stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /Users_Registration': ok,
    });
    const store = storeWith();

    await store.dispatch(submitRegistration(registration));

    expect(server.calls.map(({ path, body }) => [path, body])).toEqual([
      ['/v2/md5', { plain: '123456' }],
      [
        '/Users_Registration',
        {
          username: 'anna@shop.ru',
          pass_hash: HASH,
          usermail: 'anna@shop.ru',
          pass: '123456',
          userphone: '+79123456789',
          simple: false,
          callback_url: 'http://localhost:3000/registration/confirm',
          portal: 'hc-my',
        },
      ],
    ]);
    expect(flowOf(store)).toEqual({ isSubmitting: false, requestSent: true, error: null });
  });

  it('is submitting, not sent and without the old error while the request runs', async () => {
    const answer = deferred<Response>();
    stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /Users_Registration': () => answer.promise,
    });
    const store = storeWith({ error: { errorCode: 2, errorMessage: 'занят' } });

    const request = store.dispatch(submitRegistration(registration));
    expect(flowOf(store)).toEqual({ isSubmitting: true, requestSent: false, error: null });

    answer.resolve(ok());
    await request;
    expect(flowOf(store).isSubmitting).toBe(false);
  });

  it('fails with the retval and errMsg of a refusal', async () => {
    stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /Users_Registration': () => jsonResponse({ retval: 2, errMsg: 'E-mail уже занят' }),
    });
    const store = storeWith();

    await store.dispatch(submitRegistration(registration));

    expect(flowOf(store)).toEqual({
      isSubmitting: false,
      requestSent: false,
      error: { errorCode: 2, errorMessage: 'E-mail уже занят' },
    });
  });

  it.each([
    [
      'an HTTP error with the server message',
      () => errorResponse(429, 'TooManyRequests', 'Слишком много запросов'),
      { errorCode: 429, errorMessage: 'Слишком много запросов' },
    ],
    [
      'an HTTP error without a message',
      () => new Response('Bad Gateway', { status: 502 }),
      { errorCode: 502, errorMessage: '' },
    ],
    [
      'no answer at all',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { errorCode: 0, errorMessage: '' },
    ],
  ])('fails with the HTTP status on %s', async (_, answer, error) => {
    stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /Users_Registration': answer,
    });
    const store = storeWith();

    await store.dispatch(submitRegistration(registration));

    expect(flowOf(store)).toEqual({ isSubmitting: false, requestSent: false, error });
  });

  it('cancels the request in flight when a new one is submitted', async () => {
    const first = deferred<Response>();
    const answers = [() => first.promise, ok];
    const server = stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /Users_Registration': () => (answers.shift() ?? ok)(),
    });
    const store = storeWith();

    const older = store.dispatch(submitRegistration(registration));
    await waitForCalls(server, '/Users_Registration', 1);
    const newer = store.dispatch(submitRegistration({ ...registration, email: 'boris@shop.ru' }));

    await expect(older).resolves.toMatchObject({ meta: { aborted: true } });
    expect(flowOf(store).isSubmitting).toBe(true);
    await newer;
    expect(flowOf(store)).toEqual({ isSubmitting: false, requestSent: true, error: null });
    // The late answer of the first request would have no effect either way.
    first.resolve(jsonResponse({ retval: 2, errMsg: 'старый ответ' }));
    expect(flowOf(store).error).toBeNull();
  });

  it('drops the request in flight when the screen opens again', async () => {
    const answer = deferred<Response>();
    const server = stubServer({
      'POST /v2/md5': () => jsonResponse({ md5: HASH }),
      'POST /Users_Registration': () => answer.promise,
    });
    const store = storeWith();

    const request = store.dispatch(submitRegistration(registration));
    await waitForCalls(server, '/Users_Registration', 1);
    store.dispatch(signUpOpened());

    await expect(request).resolves.toMatchObject({ meta: { aborted: true } });
    expect(flowOf(store)).toEqual(initialSignUpState);
  });
});

describe('confirmation', () => {
  const confirmation = { email: 'anna@shop.ru', key: 'k-123' };

  it('confirms, then tells the markets proxy with the configured Authorization', async () => {
    const server = stubServer({
      'POST /Users_ConfirmRegistration': ok,
      'POST /markets-proxy/accounts/confirm': ok,
    });
    const store = storeWith();

    await store.dispatch(submitConfirmation(confirmation));

    expect(server.calls.map(({ path, body }) => [path, body])).toEqual([
      ['/Users_ConfirmRegistration', { username: 'anna@shop.ru', userkey: 'k-123' }],
      ['/markets-proxy/accounts/confirm', { login: 'anna@shop.ru', name: 'anna@shop.ru' }],
    ]);
    expect(server.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(server.calls[1]?.headers.get('Authorization')).toBe('proxy-token-from-config');
    expect(flowOf(store)).toEqual({ isSubmitting: false, requestSent: true, error: null });
  });

  it('passes a refusal on without the follow-up call', async () => {
    const server = stubServer({
      'POST /Users_ConfirmRegistration': () =>
        jsonResponse({ retval: 6, errMsg: 'Код подтверждения неверен' }),
      'POST /markets-proxy/accounts/confirm': ok,
    });
    const store = storeWith();

    await store.dispatch(submitConfirmation(confirmation));

    expect(server.callsTo('/markets-proxy/accounts/confirm')).toHaveLength(0);
    expect(flowOf(store).error).toEqual({
      errorCode: 6,
      errorMessage: 'Код подтверждения неверен',
    });
  });

  it('fails when the follow-up call refuses', async () => {
    stubServer({
      'POST /Users_ConfirmRegistration': ok,
      'POST /markets-proxy/accounts/confirm': () =>
        jsonResponse({ retval: 7, errMsg: 'Учётная запись не найдена' }),
    });
    const store = storeWith();

    await store.dispatch(submitConfirmation(confirmation));

    expect(flowOf(store)).toEqual({
      isSubmitting: false,
      requestSent: false,
      error: { errorCode: 7, errorMessage: 'Учётная запись не найдена' },
    });
  });
});

async function waitForCalls(server: ReturnType<typeof stubServer>, path: string, count: number) {
  await vi.waitFor(() => expect(server.callsTo(path)).toHaveLength(count));
}
