import { API_PATHS } from '@marketpult/shared/api-paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/plugins/clock';
import { ApiClient } from '../helpers/api-client';
import { createUser, signIn, signedInClient, uniqueRemoteAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface ResponseCookie {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

function cookie(response: LightMyRequestResponse, name: string): ResponseCookie | undefined {
  return (response.cookies as ResponseCookie[]).find((item) => item.name === name);
}

const CSRF_REJECTED = {
  responseStatus: { errorCode: 'CsrfTokenInvalid', message: expect.any(String) },
};

function expectCsrfRejected(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual(CSRF_REJECTED);
}

describe('CSRF protection (signed double-submit)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.post('/api/test/exempt', { config: { csrf: false } }, async () => ({ ok: true }));
    testApp.app.get('/api/test/shared-cache', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=60').send({ ok: true }),
    );
  });
  afterAll(() => testApp.close());

  const browser = () => new ApiClient(testApp.app, uniqueRemoteAddress());

  it('sets a script-readable XSRF-TOKEN and an HttpOnly pre-session on the first GET', async () => {
    for (const url of [API_PATHS.runtimeConfig, '/login', '/healthz']) {
      const response = await browser().get(url);
      const token = cookie(response, 'XSRF-TOKEN');
      expect(token, url).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(token?.httpOnly, url).toBeFalsy();
      expect(token?.secure, url).toBeFalsy();
      expect(token?.value, url).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
      expect(cookie(response, 'mp_presession'), url).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
    }
  });

  it('keeps a valid token on later GETs', async () => {
    const client = browser();
    await client.ensureXsrfToken();
    const again = await client.get(API_PATHS.runtimeConfig);
    expect(cookie(again, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('never puts cookies on a response a shared cache may keep', async () => {
    const response = await browser().get('/api/test/shared-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a POST without the header, also on /v2/md5 and sign-in', async () => {
    const client = browser();
    for (const [url, body] of [
      [API_PATHS.md5, { plain: 'secret' }],
      [API_PATHS.authCredentials, { userName: 'a@b.ru', password: 'a'.repeat(32) }],
      [API_PATHS.auth, {}],
      [API_PATHS.authLogout, {}],
    ] as const) {
      await client.ensureXsrfToken();
      expectCsrfRejected(await client.post(url, body, { csrf: false }));
    }
  });

  it('refuses a POST without any cookie, and hands out a token to retry with', async () => {
    const client = browser();
    const refused = await client.post(API_PATHS.md5, { plain: 'secret' }, { csrf: false });
    expectCsrfRejected(refused);
    expect(cookie(refused, 'XSRF-TOKEN')).toBeDefined();
    expect((await client.post(API_PATHS.md5, { plain: 'secret' })).statusCode).toBe(200);
  });

  it('refuses a header that differs from the cookie', async () => {
    const client = browser();
    const token = (await client.ensureXsrfToken()) ?? '';
    const other = (await browser().ensureXsrfToken()) ?? '';
    expectCsrfRejected(
      await client.post(API_PATHS.md5, { plain: 'x' }, { headers: { 'x-xsrf-token': other } }),
    );
    expectCsrfRejected(
      await client.post(
        API_PATHS.md5,
        { plain: 'x' },
        { headers: { 'x-xsrf-token': `${token}x` } },
      ),
    );
  });

  it("refuses another browser's token, even sent as cookie and header", async () => {
    const victim = browser();
    const attacker = browser();
    await victim.ensureXsrfToken();
    const attackerToken = (await attacker.ensureXsrfToken()) ?? '';
    victim.cookies.set('XSRF-TOKEN', attackerToken);
    expectCsrfRejected(await victim.post(API_PATHS.md5, { plain: 'x' }));
  });

  it("refuses another session's token", async () => {
    const { client: alice } = await signedInClient(testApp);
    const { client: bob } = await signedInClient(testApp);
    const bobsToken = bob.xsrfToken() ?? '';
    bob.cookies.set('XSRF-TOKEN', alice.xsrfToken() ?? '');
    expectCsrfRejected(await bob.post(API_PATHS.auth));
    bob.cookies.set('XSRF-TOKEN', bobsToken);
    expect((await bob.post(API_PATHS.auth)).statusCode).toBe(200);
  });

  it('refuses a forged signature', async () => {
    const client = browser();
    const token = (await client.ensureXsrfToken()) ?? '';
    const [random = '', signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${random}.${flipped}`,
      `${random}.${'A'.repeat(43)}`,
      random,
      `${random}.${signature}.extra`,
      'x.y',
    ]) {
      client.cookies.set('XSRF-TOKEN', forged);
      expectCsrfRejected(await client.post(API_PATHS.md5, { plain: 'x' }));
    }
  });

  it('refuses a cross-site request by Fetch Metadata, even with a valid token', async () => {
    const client = browser();
    const crossSite = await client.post(
      API_PATHS.md5,
      { plain: 'x' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expectCsrfRejected(crossSite);
    const sameOrigin = await client.post(
      API_PATHS.md5,
      { plain: 'x' },
      { headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('checks the token before the body: text/plain is 403 without a token, 415 with one', async () => {
    const client = browser();
    const options = { rawPayload: 'plain=x', headers: { 'content-type': 'text/plain' } };
    expectCsrfRejected(await client.post(API_PATHS.md5, undefined, { ...options, csrf: false }));
    const withToken = await client.post(API_PATHS.md5, undefined, options);
    expect(withToken.statusCode).toBe(415);
    expect(withToken.json().responseStatus.errorCode).toBe('UnsupportedMediaType');
    const form = await client.post(API_PATHS.authCredentials, undefined, {
      rawPayload: 'userName=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('rotates the token at sign-in: the pre-sign-in token no longer works', async () => {
    const user = await createUser(testApp);
    const client = browser();
    const before = (await client.ensureXsrfToken()) ?? '';
    const login = await signIn(client, user);
    const after = cookie(login, 'XSRF-TOKEN')?.value;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The pre-session is gone with it.
    expect(cookie(login, 'mp_presession')).toMatchObject({ value: '' });
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(200);

    client.cookies.set('XSRF-TOKEN', before);
    expectCsrfRejected(await client.post(API_PATHS.auth));
  });

  it('rotates the token at logout: the signed-in token no longer works', async () => {
    const { client } = await signedInClient(testApp);
    const signedInToken = client.xsrfToken() ?? '';
    const logout = await client.post(API_PATHS.authLogout);
    const after = cookie(logout, 'XSRF-TOKEN')?.value;
    expect(after).toBeDefined();
    expect(after).not.toBe(signedInToken);
    expect(cookie(logout, 'mp_presession')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The next sign-in works with what logout handed out, without another GET.
    expect((await client.post(API_PATHS.md5, { plain: 'x' })).statusCode).toBe(200);

    client.cookies.set('XSRF-TOKEN', signedInToken);
    expectCsrfRejected(await client.post(API_PATHS.md5, { plain: 'x' }));
  });

  it('exempts a route that opts out by config, and leaves GET, HEAD and 404s alone', async () => {
    const client = browser();
    expect((await client.post('/api/test/exempt', {}, { csrf: false })).statusCode).toBe(200);
    expect((await client.post('/api/no-such-call', {}, { csrf: false })).statusCode).toBe(404);
    expect((await client.request({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('CSRF after a session expired', () => {
  const clock = new ManualClock();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: '10' } });
  });
  afterAll(() => testApp.close());

  it('lets an open tab see 401 and sign in again without reloading', async () => {
    const { client, user } = await signedInClient(testApp);
    clock.advance(11 * 60_000);
    const check = await client.post(API_PATHS.auth);
    expect(check.statusCode).toBe(401);
    expect((await signIn(client, user)).statusCode).toBe(200);
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(200);
  });
});
