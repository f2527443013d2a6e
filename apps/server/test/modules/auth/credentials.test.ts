import { API_PATHS } from '@marketpult/shared/api-paths';
import { hash, parseOptions } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../../src/db/schema';
import { ARGON2_PARAMS } from '../../../src/modules/auth/password';
import { findUserById } from '../../../src/modules/users/repository';
import { ApiClient } from '../../helpers/api-client';
import { createUser, signIn, uniqueRemoteAddress } from '../../helpers/sign-in';
import { TEST_SECRETS, createTestApp, type TestApp } from '../../helpers/test-app';

const WRONG_CREDENTIALS = {
  responseStatus: { errorCode: 'Unauthorized', message: 'Неверный логин или пароль' },
};
const ACTIVATION_EMAIL_SENT = {
  responseStatus: {
    ...WRONG_CREDENTIALS.responseStatus,
    meta: { hint: 'activation-email-sent' },
  },
};
const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /auth/credentials', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const browser = () => new ApiClient(testApp.app, uniqueRemoteAddress());
  const login = (client: ApiClient, userName: string, password: string) =>
    client.post(API_PATHS.authCredentials, { userName, password });

  /** Rows that a rejected request must leave exactly as they were. */
  async function snapshot() {
    const tables = ['users', 'sessions', 'rate_limits', 'outbox', 'confirmation_keys'];
    const result: Record<string, unknown> = {};
    for (const table of tables) {
      const rows = await testApp.app.db.execute(sql.raw(`select * from ${table} order by 1, 2`));
      result[table] = rows.rows;
    }
    return JSON.stringify(result);
  }

  it('signs in with the md5 and answers UserName and DisplayName', async () => {
    const user = await createUser(testApp, { displayName: 'Иван Петров' });
    const response = await login(browser(), user.email, user.md5);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ UserName: user.email, DisplayName: 'Иван Петров' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the address in any letter case and the md5 in upper case', async () => {
    const user = await createUser(testApp, { email: 'Mixed.Case@Example.COM' });
    const response = await login(browser(), '  mixed.case@EXAMPLE.com ', user.md5.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().UserName).toBe('Mixed.Case@Example.COM');
  });

  it('finds an address with an internationalised domain in either spelling', async () => {
    const user = await createUser(testApp, { email: 'продавец@пример.рф' });
    const response = await login(browser(), 'продавец@xn--e1afmkfd.xn--p1ai', user.md5);
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown user and a wrong password with the same 401 and body', async () => {
    const user = await createUser(testApp);
    const unknown = await login(browser(), 'nobody@example.com', user.md5);
    const wrong = await login(browser(), user.email, 'f'.repeat(32));
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.cookies.map((c: { name: string }) => c.name)).not.toContain('mp_session');
    }
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers a disabled account with the same 401, even with the right password', async () => {
    const user = await createUser(testApp, { disabled: true });
    const response = await login(browser(), user.email, user.md5);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(WRONG_CREDENTIALS);
  });

  it('answers 403 Forbidden for an ended subscription only after the password checked out', async () => {
    const ended = await createUser(testApp, {
      subscriptionUntil: new Date(testApp.app.clock.now().getTime() - DAY_MS),
    });
    const none = await createUser(testApp, { subscriptionUntil: null });
    for (const user of [ended, none]) {
      const right = await login(browser(), user.email, user.md5);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        responseStatus: { errorCode: 'Forbidden', message: 'Закончился период подписки кабинета' },
      });
      expect(right.cookies.map((c: { name: string }) => c.name)).not.toContain('mp_session');
      const wrong = await login(browser(), user.email, '0'.repeat(32));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(WRONG_CREDENTIALS);
    }
  });

  it('refuses an unconfirmed account with 401 and sends its activation e-mail again', async () => {
    const user = await createUser(testApp, { confirmed: false });
    const activations = async () =>
      (
        await testApp.app.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(eq(outbox.toAddress, user.email))
      ).length;
    expect(await activations()).toBe(0);
    const right = await login(browser(), user.email, user.md5);
    expect(right.statusCode).toBe(401);
    // spec §8's code and message, and the hint that only the right password earns.
    expect(right.json()).toEqual(ACTIVATION_EMAIL_SENT);
    expect(await activations()).toBe(1);
    const [row] = await testApp.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, user.email));
    expect(row?.kind).toBe('activation');

    // A wrong password sends nothing and says nothing more than for any other address.
    const wrong = await login(browser(), user.email, '1'.repeat(32));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(WRONG_CREDENTIALS);
    const unknown = await login(browser(), 'nobody-else@example.com', '1'.repeat(32));
    expect(unknown.body).toBe(wrong.body);
    expect(await activations()).toBe(1);

    // Within the minute the e-mail just sent is the one on its way: still said, not sent again.
    const again = await login(browser(), user.email, user.md5);
    expect(again.json()).toEqual(ACTIVATION_EMAIL_SENT);
    expect(await activations()).toBe(1);
  });

  it('gives a disabled unconfirmed account no hint, even with the right password', async () => {
    const user = await createUser(testApp, { confirmed: false, disabled: true });
    const response = await login(browser(), user.email, user.md5);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(WRONG_CREDENTIALS);
  });

  it.each([
    ['a 31-character hash', { userName: 'a@b.ru', password: 'a'.repeat(31) }],
    ['a 33-character hash', { userName: 'a@b.ru', password: 'a'.repeat(33) }],
    ['a non-hex hash', { userName: 'a@b.ru', password: 'g'.repeat(32) }],
    ['a plain password', { userName: 'a@b.ru', password: 'demo1234' }],
    ['a numeric password', { userName: 'a@b.ru', password: 12345678 }],
    ['a userName array', { userName: ['a@b.ru'], password: 'a'.repeat(32) }],
    ['an empty userName', { userName: '', password: 'a'.repeat(32) }],
    ['a 255-character userName', { userName: `${'a'.repeat(250)}@b.ru`, password: 'a'.repeat(32) }],
    ['a NUL byte', { userName: 'a\u0000@b.ru', password: 'a'.repeat(32) }],
    ['an unknown field', { userName: 'a@b.ru', password: 'a'.repeat(32), remember: true }],
    ['a missing password', { userName: 'a@b.ru' }],
  ])('rejects %s with 400 ValidationError and changes nothing', async (_case, body) => {
    const client = browser();
    await client.ensureXsrfToken();
    const before = await snapshot();
    const response = await client.post(API_PATHS.authCredentials, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().responseStatus.errorCode).toBe('ValidationError');
    expect(await snapshot()).toBe(before);
  });

  it.each([
    [
      'a __proto__ key',
      '{"userName":"a@b.ru","password":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","__proto__":{"x":1}}',
      400,
    ],
    [
      'a constructor.prototype key',
      '{"userName":"a@b.ru","password":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","constructor":{"prototype":{"x":1}}}',
      400,
    ],
    ['malformed JSON', '{"userName":', 400],
    [
      'an oversize body',
      JSON.stringify({ userName: 'a'.repeat(5000), password: 'a'.repeat(32) }),
      413,
    ],
  ])('rejects %s with a 4xx and changes nothing', async (_case, rawPayload, status) => {
    const client = browser();
    await client.ensureXsrfToken();
    const before = await snapshot();
    const response = await client.post(API_PATHS.authCredentials, undefined, { rawPayload });
    expect(response.statusCode).toBe(status);
    expect(response.json().responseStatus.errorCode).toMatch(/^[A-Za-z]+$/);
    expect(await snapshot()).toBe(before);
  });

  it('re-hashes a password stored with older argon2 parameters at sign-in', async () => {
    const user = await createUser(testApp);
    const old = await hash(user.md5, {
      algorithm: ARGON2_PARAMS.algorithm,
      memoryCost: 8192,
      timeCost: 3,
      parallelism: 1,
      secret: Buffer.from(TEST_SECRETS.pepper),
    });
    await testApp.app.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));
    expect((await signIn(browser(), user)).statusCode).toBe(200);
    const stored = (await findUserById(testApp.app.db, user.id))?.passwordHash ?? '';
    expect(stored).not.toBe(old);
    expect(parseOptions(stored)).toMatchObject({
      algorithm: ARGON2_PARAMS.algorithm,
      memoryCost: ARGON2_PARAMS.memoryCost,
      timeCost: ARGON2_PARAMS.timeCost,
      parallelism: ARGON2_PARAMS.parallelism,
    });
    expect((await signIn(browser(), user)).statusCode).toBe(200);
  });
});
