import { API_PATHS } from '@marketpult/shared/api-paths';
import { SIGN_UP_MESSAGES, SIGN_UP_RETVAL } from '@marketpult/shared/contracts/sign-up-result';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../../src/db/schema';
import { SESSION_COOKIE } from '../../../src/plugins/session';
import { ManualClock } from '../../../src/plugins/clock';
import { ApiClient } from '../../helpers/api-client';
import { createUser, uniqueEmail } from '../../helpers/sign-in';
import { TEST_SECRETS, createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';

const TOKEN = TEST_SECRETS.marketsProxyToken;
const NOT_CONFIRMED = {
  retval: SIGN_UP_RETVAL.accountNotConfirmed,
  errMsg: SIGN_UP_MESSAGES[SIGN_UP_RETVAL.accountNotConfirmed],
};

describe(`POST /markets-proxy/accounts/confirm on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  const clock = new ManualClock();
  let ip = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(() => testApp.close());

  /** As the web app calls it: JSON and the Authorization header, no cookie, no CSRF token. */
  function call(
    body: unknown,
    headers: Record<string, string> = { authorization: TOKEN },
    url: string = API_PATHS.marketsAccountConfirm,
  ): Promise<LightMyRequestResponse> {
    ip += 1;
    return testApp.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.20.${ip >> 8}.${ip & 255}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  }

  async function workspacesOf(userId: string) {
    return testApp.app.db.select().from(workspaces).where(eq(workspaces.userId, userId));
  }

  it("creates a confirmed seller's workspace once; a second call changes nothing", async () => {
    const user = await createUser(testApp, { confirmed: true, displayName: 'Иван' });
    const first = await call({ login: user.email, name: 'Магазин Ивана' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ retval: 0, errMsg: '' });
    const [created] = await workspacesOf(user.id);
    expect(created).toMatchObject({ name: 'Магазин Ивана', createdAt: clock.now() });

    clock.advance(60_000);
    const again = await call({ login: user.email.toUpperCase(), name: 'Другое имя' });
    expect(again.json()).toEqual({ retval: 0, errMsg: '' });
    expect(await workspacesOf(user.id)).toEqual([created]);
  });

  it('is idempotent under concurrent calls', async () => {
    const user = await createUser(testApp, { confirmed: true });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call({ login: user.email, name: 'Параллельно' })),
    );
    expect(responses.map((response) => response.json())).toEqual(
      responses.map(() => ({ retval: 0, errMsg: '' })),
    );
    expect(await workspacesOf(user.id)).toHaveLength(1);
  });

  it("names the workspace after the seller when 'name' is blank", async () => {
    const user = await createUser(testApp, { confirmed: true, displayName: 'Мария' });
    expect((await call({ login: user.email, name: '  ' })).json()).toEqual({
      retval: 0,
      errMsg: '',
    });
    expect((await workspacesOf(user.id))[0]?.name).toBe('Мария');
  });

  it('refuses an unconfirmed, a disabled and an unknown login with a retval', async () => {
    const unconfirmed = await createUser(testApp, { confirmed: false });
    const disabled = await createUser(testApp, { confirmed: true, disabled: true });
    for (const login of [unconfirmed.email, disabled.email, uniqueEmail('nobody')]) {
      const response = await call({ login, name: 'x' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(NOT_CONFIRMED);
    }
    expect(await workspacesOf(unconfirmed.id)).toEqual([]);
    expect(await workspacesOf(disabled.id)).toEqual([]);
  });

  it.each([
    ['without the header', {}],
    ['with a wrong token', { authorization: `${TOKEN}x` }],
    ['with the token as a Bearer', { authorization: `Bearer ${TOKEN}` }],
    ['with an empty header', { authorization: '' }],
  ])('answers 401 %s, before reading the body', async (_name, headers) => {
    const user = await createUser(testApp, { confirmed: true });
    for (const body of [{ login: user.email, name: 'x' }, { bogus: true }]) {
      const response = await call(body, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        responseStatus: { errorCode: 'Unauthorized', message: 'Unauthorized' },
      });
    }
    expect(await workspacesOf(user.id)).toEqual([]);
  });

  it('answers 400 for a malformed body with the token', async () => {
    const response = await call({ login: 'a@example.com', name: 'x', admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseStatus: { errorCode: 'ValidationError' } });
  });

  it('opens nothing else: the token is neither a session nor a CSRF token', async () => {
    const user = await createUser(testApp, { confirmed: true });
    const withToken = { headers: { authorization: TOKEN } };
    const browser = new ApiClient(testApp.app, '10.21.0.1');
    // With a valid CSRF token, the signed-in calls still see no session.
    expect((await browser.post(API_PATHS.auth, {}, withToken)).statusCode).toBe(401);
    expect((await browser.post(API_PATHS.instructionsList, {}, withToken)).statusCode).toBe(401);
    // Without a CSRF token nothing but this route skips the check.
    for (const [path, body] of [
      [API_PATHS.auth, {}],
      [API_PATHS.authCredentials, { userName: user.email, password: user.md5 }],
      [API_PATHS.registration, { username: 'x@example.com' }],
      [API_PATHS.confirmRegistration, { username: user.email, userkey: 'abc' }],
    ] as const) {
      const response = await call(body, { authorization: TOKEN }, path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({ responseStatus: { errorCode: 'CsrfTokenInvalid' } });
      expect(String(response.headers['set-cookie'] ?? '')).not.toContain(`${SESSION_COOKIE}=`);
    }
  });
});
