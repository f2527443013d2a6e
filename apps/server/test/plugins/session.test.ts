import { createHash } from 'node:crypto';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { setDisabled } from '../../src/modules/users/repository';
import { ManualClock } from '../../src/plugins/clock';
import { ApiClient } from '../helpers/api-client';
import { createUser, signIn, signedInClient, uniqueRemoteAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface ResponseCookie {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

function cookie(response: LightMyRequestResponse, name: string): ResponseCookie | undefined {
  return (response.cookies as ResponseCookie[]).find((item) => item.name === name);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const UNAUTHORIZED = {
  responseStatus: { errorCode: 'Unauthorized', message: expect.any(String) },
};

/** A second browser that presents `sessionId` as its cookie (a stolen or replayed cookie). */
async function replay(testApp: TestApp, sessionId: string, name = 'mp_session') {
  const client = new ApiClient(testApp.app, uniqueRemoteAddress());
  client.cookies.set(name, sessionId);
  return client.post(API_PATHS.auth);
}

describe('sessions over plain HTTP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('sets an HttpOnly, SameSite=Lax, host-only session cookie at sign-in', async () => {
    const user = await createUser(testApp);
    const client = new ApiClient(testApp.app, uniqueRemoteAddress());
    const response = await signIn(client, user);

    const session = cookie(response, 'mp_session');
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session?.domain).toBeUndefined();
    expect(session?.secure).toBeFalsy();
    expect(session?.maxAge).toBe(testApp.config.sessionAbsoluteHours * 3600);
    // 32 random bytes in base64url, and never in a body.
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toContain(session?.value);
    expect(response.json()).toEqual({ UserName: user.email, DisplayName: user.displayName });
  });

  it('stores only the SHA-256 of the session id', async () => {
    const { client, user } = await signedInClient(testApp);
    const id = client.cookies.get('mp_session') ?? '';
    const rows = await testApp.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).toBe(sha256(id));
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  it('answers POST /auth with the user for a live session and 401 without one', async () => {
    const { client, user } = await signedInClient(testApp, { displayName: 'Анна' });
    const me = await client.post(API_PATHS.auth);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ UserName: user.email, DisplayName: 'Анна' });
    expect(me.headers['cache-control']).toBe('no-store');

    const anonymous = await new ApiClient(testApp.app).post(API_PATHS.auth);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHORIZED);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('takes /auth and /auth/logout without a body (curl -X POST) but not with fields', async () => {
    const { client } = await signedInClient(testApp);
    const bare = await client.request({
      method: 'POST',
      url: API_PATHS.auth,
      headers: { 'x-xsrf-token': client.xsrfToken() ?? '' },
    });
    expect(bare.statusCode).toBe(200);
    const extra = await client.post(API_PATHS.auth, { admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().responseStatus.errorCode).toBe('ValidationError');
    const logout = await client.request({
      method: 'POST',
      url: API_PATHS.authLogout,
      headers: { 'x-xsrf-token': client.xsrfToken() ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(401);
  });

  it('issues a new session id at sign-in; the old one stops working', async () => {
    const { client, user } = await signedInClient(testApp);
    const before = client.cookies.get('mp_session') ?? '';
    await signIn(client, user);
    const after = client.cookies.get('mp_session') ?? '';
    expect(after).not.toBe(before);
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(200);
    expect((await replay(testApp, before)).statusCode).toBe(401);
  });

  it('deletes the session at logout and clears the cookie; a replayed cookie is refused', async () => {
    const { client, user } = await signedInClient(testApp);
    const id = client.cookies.get('mp_session') ?? '';
    const logout = await client.post(API_PATHS.authLogout);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({});
    expect(logout.headers['cache-control']).toBe('no-store');
    expect(cookie(logout, 'mp_session')).toMatchObject({ value: '', maxAge: 0, path: '/' });

    const rows = await testApp.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([]);
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(401);
    const replayed = await replay(testApp, id);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(UNAUTHORIZED);
  });

  it('answers logout with 200 without a session too', async () => {
    const response = await new ApiClient(testApp.app).post(API_PATHS.authLogout);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('ignores a cookie that is not one of its ids', async () => {
    const response = await replay(testApp, 'not-a-session-id');
    expect(response.statusCode).toBe(401);
  });

  it('ends the sessions of a disabled account at once', async () => {
    const { client, user } = await signedInClient(testApp);
    await setDisabled(testApp.app.db, user.id, true, testApp.app.clock.now());
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(401);
  });
});

describe('app.requireUser', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.post(
      '/api/test/private',
      { preHandler: testApp.app.requireUser },
      async (request) => ({ id: request.user?.id, sessionIdHash: request.sessionIdHash }),
    );
  });
  afterAll(() => testApp.close());

  it('lets a signed-in user through with request.user set', async () => {
    const { client, user } = await signedInClient(testApp);
    const response = await client.post('/api/test/private');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      sessionIdHash: sha256(client.cookies.get('mp_session') ?? ''),
    });
  });

  it('answers 401 Unauthorized otherwise', async () => {
    const response = await new ApiClient(testApp.app).post('/api/test/private');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('sessions behind an HTTPS proxy', () => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    direct = await createTestApp();
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  const https = { 'x-forwarded-proto': 'https' };

  async function signInOverHttps(testApp: TestApp) {
    const user = await createUser(testApp);
    const client = new ApiClient(testApp.app, uniqueRemoteAddress());
    const first = await client.get(API_PATHS.runtimeConfig, https);
    const md5 = await client.post(API_PATHS.md5, { plain: user.password }, { headers: https });
    const login = await client.post(
      API_PATHS.authCredentials,
      { userName: user.email, password: md5.json().md5 },
      { headers: https },
    );
    return { client, first, login };
  }

  it('uses the __Host- prefix and Secure when X-Forwarded-Proto is https and trusted', async () => {
    const { client, first, login } = await signInOverHttps(proxied);
    expect(cookie(first, 'XSRF-TOKEN')).toMatchObject({ secure: true, path: '/' });
    expect(cookie(first, '__Host-mp_presession')).toMatchObject({ secure: true, httpOnly: true });

    expect(login.statusCode).toBe(200);
    const session = cookie(login, '__Host-mp_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.domain).toBeUndefined();
    expect(cookie(login, 'mp_session')).toBeUndefined();
    expect(login.headers['strict-transport-security']).toMatch(/max-age=/);

    expect((await client.post(API_PATHS.auth, {}, { headers: https })).statusCode).toBe(200);
    const logout = await client.post(API_PATHS.authLogout, {}, { headers: https });
    expect(cookie(logout, '__Host-mp_session')).toMatchObject({ maxAge: 0, secure: true });
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY', async () => {
    const { login } = await signInOverHttps(direct);
    expect(login.statusCode).toBe(200);
    expect(cookie(login, 'mp_session')?.secure).toBeFalsy();
    expect(cookie(login, '__Host-mp_session')).toBeUndefined();
  });
});

describe('session lifetimes', () => {
  const clock = new ManualClock();
  const MINUTE = 60_000;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      clock,
      env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '2' },
    });
  });
  afterAll(() => testApp.close());

  async function lastSeen(userId: string): Promise<number | undefined> {
    const [row] = await testApp.app.db.select().from(sessions).where(eq(sessions.userId, userId));
    return row?.lastSeenAt.getTime();
  }

  it('ends a session left idle longer than SESSION_IDLE_MINUTES', async () => {
    const { client, user } = await signedInClient(testApp);
    clock.advance(29 * MINUTE);
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(200);
    // Activity moved the idle end.
    clock.advance(29 * MINUTE);
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(401);
    expect(await lastSeen(user.id)).toBeUndefined();
  });

  it('ends a session SESSION_ABSOLUTE_HOURS after sign-in however active', async () => {
    const { client, user } = await signedInClient(testApp);
    for (let minutes = 25; minutes < 120; minutes += 25) {
      clock.advance(25 * MINUTE);
      expect((await client.post(API_PATHS.auth)).statusCode).toBe(200);
    }
    clock.advance(21 * MINUTE);
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(401);
    expect(await lastSeen(user.id)).toBeUndefined();
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { client, user } = await signedInClient(testApp);
    const signedInAt = await lastSeen(user.id);
    clock.advance(30_000);
    await client.post(API_PATHS.auth);
    expect(await lastSeen(user.id)).toBe(signedInAt);
    clock.advance(31_000);
    await client.post(API_PATHS.auth);
    expect(await lastSeen(user.id)).toBe(clock.now().getTime());
  });
});
