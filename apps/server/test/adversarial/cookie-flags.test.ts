import { API_PATHS } from '@marketpult/shared/api-paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client';
import { createUser, uniqueRemoteAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

interface ResponseCookie {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

interface Transport {
  title: string;
  trustProxy: boolean;
  headers: Record<string, string>;
  /** Whether the server must treat the request as HTTPS. */
  https: boolean;
}

/** The three ways a request can arrive, as security.md names them. */
const TRANSPORTS: Transport[] = [
  { title: 'plain HTTP', trustProxy: false, headers: {}, https: false },
  {
    title: 'HTTPS through a trusted proxy (TRUST_PROXY=1, X-Forwarded-Proto: https)',
    trustProxy: true,
    headers: { 'x-forwarded-proto': 'https' },
    https: true,
  },
  {
    title: 'a forged X-Forwarded-Proto: https without TRUST_PROXY',
    trustProxy: false,
    headers: { 'x-forwarded-proto': 'https' },
    https: false,
  },
];

/**
 * Every cookie the server sets, on every transport: the first visit (XSRF-TOKEN, pre-session),
 * the sign-in (session, rotated token, pre-session cleared) and the sign-out (session cleared).
 * session.test.ts checks the session cookie on each transport; this is the whole matrix.
 */
describe.each(TRANSPORTS)(`cookie flags over $title on ${TEST_DB_KIND}`, (transport) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { TRUST_PROXY: transport.trustProxy ? '1' : '0' } });
  });
  afterAll(() => testApp.close());

  const prefix = transport.https ? '__Host-' : '';
  const wrong = transport.https ? '' : '__Host-';

  function cookiesOf(response: LightMyRequestResponse): ResponseCookie[] {
    return response.cookies as ResponseCookie[];
  }

  function expectFlags(cookie: ResponseCookie | undefined, httpOnly: boolean): void {
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(Boolean(cookie?.httpOnly)).toBe(httpOnly);
    expect(Boolean(cookie?.secure)).toBe(transport.https);
  }

  it('first visit, sign-in and sign-out set each cookie with the right name and flags', async () => {
    const user = await createUser(testApp);
    const client = new ApiClient(testApp.app, uniqueRemoteAddress());
    const visit = await client.get(API_PATHS.runtimeConfig, transport.headers);
    const md5 = await client.post(
      API_PATHS.md5,
      { plain: user.password },
      { headers: transport.headers },
    );
    const login = await client.post(
      API_PATHS.authCredentials,
      { userName: user.email, password: md5.json<{ md5: string }>().md5 },
      { headers: transport.headers },
    );
    expect(login.statusCode).toBe(200);
    const logout = await client.post(API_PATHS.authLogout, {}, { headers: transport.headers });
    expect(logout.statusCode).toBe(200);

    const find = (response: LightMyRequestResponse, name: string) =>
      cookiesOf(response).find((cookie) => cookie.name === name);

    // The token is read by the web app's script: the one cookie that is not HttpOnly.
    expectFlags(find(visit, 'XSRF-TOKEN'), false);
    expectFlags(find(visit, `${prefix}mp_presession`), true);
    const session = find(login, `${prefix}mp_session`);
    expectFlags(session, true);
    expect(session?.maxAge).toBe(testApp.config.sessionAbsoluteHours * 3600);
    expectFlags(find(login, 'XSRF-TOKEN'), false);
    expect(find(login, `${prefix}mp_presession`)).toMatchObject({ value: '' });
    expect(find(logout, `${prefix}mp_session`)).toMatchObject({ value: '', maxAge: 0 });
    expectFlags(find(logout, `${prefix}mp_presession`), true);

    // Never the other spelling, and never a session id in a body.
    for (const response of [visit, md5, login, logout]) {
      expect(cookiesOf(response).map((cookie) => cookie.name)).not.toContain(`${wrong}mp_session`);
      expect(response.body).not.toContain(session?.value ?? '<none>');
    }
    expect(login.headers['strict-transport-security'] !== undefined).toBe(transport.https);
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
