import { describe, expect, it } from 'vitest';
import {
  confirmRegistrationRequestSchema,
  marketsAccountConfirmRequestSchema,
  registrationRequestSchema,
} from './registration';

const VALID = {
  username: 'seller@example.ru',
  pass_hash: 'e10adc3949ba59abbe56e057f20f883e',
  usermail: 'seller@example.ru',
  pass: '123456',
  userphone: '+79991234567',
  simple: false,
  callback_url: 'http://localhost:3000/registration/confirm',
  portal: 'marketpult',
};

describe('POST /Users_Registration request', () => {
  it('accepts what the registration form sends', () => {
    expect(registrationRequestSchema.parse(VALID)).toEqual(VALID);
  });

  it('leaves the domain rules to the service: a short password and a bad e-mail pass', () => {
    const body = { ...VALID, username: 'nope', usermail: 'nope', pass: '1', userphone: '' };
    expect(registrationRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['an unknown field', { ...VALID, role: 'admin' }],
    ['a missing field', Object.fromEntries(Object.entries(VALID).filter(([k]) => k !== 'portal'))],
    ['a string for simple', { ...VALID, simple: 'false' }],
    ['a number for the phone', { ...VALID, userphone: 79991234567 }],
    ['a non-hex hash', { ...VALID, pass_hash: 'z'.repeat(32) }],
    ['a 31-character hash', { ...VALID, pass_hash: VALID.pass_hash.slice(1) }],
    ['a 255-character e-mail', { ...VALID, usermail: `${'a'.repeat(245)}@example.ru` }],
    ['a 129-character password', { ...VALID, pass: 'x'.repeat(129) }],
    ['a 33-character phone', { ...VALID, userphone: '1'.repeat(33) }],
    ['a 2049-character callback', { ...VALID, callback_url: `http://a/${'x'.repeat(2040)}` }],
    ['a 65-character portal', { ...VALID, portal: 'p'.repeat(65) }],
    ['a NUL byte in the e-mail', { ...VALID, username: 'a\u0000@example.ru' }],
    ['a prototype key', JSON.parse(JSON.stringify(VALID).replace('{', '{"__proto__":{"x":1},'))],
    ['null', null],
    ['an array', [VALID]],
  ])('rejects %s', (_, body) => {
    expect(registrationRequestSchema.safeParse(body).success).toBe(false);
  });

  it('accepts both cases of the hash', () => {
    const body = { ...VALID, pass_hash: VALID.pass_hash.toUpperCase() };
    expect(registrationRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('POST /Users_ConfirmRegistration request', () => {
  it('accepts the e-mail and key of the link', () => {
    const body = { username: 'seller@example.ru', userkey: 'k'.repeat(43) };
    expect(confirmRegistrationRequestSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['an unknown field', { username: 'a@b.ru', userkey: 'abc', u: 'a@b.ru' }],
    ['a missing key', { username: 'a@b.ru' }],
    ['a numeric key', { username: 'a@b.ru', userkey: 123 }],
    ['a 257-character key', { username: 'a@b.ru', userkey: 'k'.repeat(257) }],
  ])('rejects %s', (_, body) => {
    expect(confirmRegistrationRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('POST /markets-proxy/accounts/confirm request', () => {
  it('accepts {login, name}', () => {
    const body = { login: 'seller@example.ru', name: 'seller@example.ru' };
    expect(marketsAccountConfirmRequestSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['an unknown field', { login: 'a@b.ru', name: 'a', token: 'x' }],
    ['a missing name', { login: 'a@b.ru' }],
    ['a boolean login', { login: true, name: 'a' }],
  ])('rejects %s', (_, body) => {
    expect(marketsAccountConfirmRequestSchema.safeParse(body).success).toBe(false);
  });
});
