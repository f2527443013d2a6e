import { describe, expect, it } from 'vitest';
import {
  authUserResponseSchema,
  loginRequestSchema,
  logoutResponseSchema,
  signInRefusalMetaSchema,
} from './auth';

const HASH = '5f4dcc3b5aa765d61d8327deb882cf99';

describe('POST /auth/credentials request', () => {
  it('accepts a login and an md5 in either case', () => {
    expect(loginRequestSchema.safeParse({ userName: 'a@b.ru', password: HASH }).success).toBe(true);
    expect(
      loginRequestSchema.safeParse({ userName: 'demo', password: HASH.toUpperCase() }).success,
    ).toBe(true);
  });

  it.each([
    ['a plain password', { userName: 'demo', password: 'password' }],
    ['a 31-character hash', { userName: 'demo', password: HASH.slice(1) }],
    ['a 33-character hash', { userName: 'demo', password: `${HASH}a` }],
    ['an empty login', { userName: '', password: HASH }],
    ['a 255-character login', { userName: 'a'.repeat(255), password: HASH }],
    ['a numeric login', { userName: 42, password: HASH }],
    ['a missing password', { userName: 'demo' }],
    ['an unknown field', { userName: 'demo', password: HASH, rememberMe: true }],
    ['a prototype key', JSON.parse(`{"userName":"demo","password":"${HASH}","__proto__":{}}`)],
  ])('rejects %s', (_, body) => {
    expect(loginRequestSchema.safeParse(body).success).toBe(false);
  });

  it('accepts a login of exactly 254 characters', () => {
    expect(
      loginRequestSchema.safeParse({ userName: 'a'.repeat(254), password: HASH }).success,
    ).toBe(true);
  });
});

describe('POST /auth and /auth/credentials response', () => {
  it('carries UserName and DisplayName, which may be empty', () => {
    expect(authUserResponseSchema.parse({ UserName: 'demo', DisplayName: '' })).toEqual({
      UserName: 'demo',
      DisplayName: '',
    });
  });

  it.each([
    ['camel-case names', { userName: 'demo', displayName: 'Demo' }],
    ['a missing DisplayName', { UserName: 'demo' }],
    ['a session id', { UserName: 'demo', DisplayName: 'Demo', SessionId: 'x' }],
  ])('rejects %s', (_, body) => {
    expect(authUserResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe('POST /auth/logout response', () => {
  it('is an empty object', () => {
    expect(logoutResponseSchema.safeParse({}).success).toBe(true);
    expect(logoutResponseSchema.safeParse({ ok: true }).success).toBe(false);
  });
});

describe('the meta of a refused sign-in', () => {
  it.each([
    [{ hint: 'throttled', retryAfterSeconds: '120' }],
    [{ hint: 'throttled' }],
    [{ hint: 'activation-email-sent' }],
  ])('reads %j', (meta) => {
    expect(signInRefusalMetaSchema.parse(meta)).toEqual(meta);
  });

  it.each([
    ['an unknown hint', { hint: 'account-exists' }],
    ['a wait of zero', { hint: 'throttled', retryAfterSeconds: '0' }],
    ['a wait that is not digits', { hint: 'throttled', retryAfterSeconds: '2 min' }],
    ['no hint', { retryAfterSeconds: '30' }],
  ])('rejects %s', (_, meta) => {
    expect(signInRefusalMetaSchema.safeParse(meta).success).toBe(false);
  });
});
