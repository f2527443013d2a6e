import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../api-paths';
import { SIGN_UP_MESSAGES, SIGN_UP_RETVAL } from './sign-up-result';
import {
  DISPLAY_NAME_LIMITS,
  PROFILE_CONTRACTS,
  PROFILE_MESSAGES,
  PROFILE_RETVAL,
  changePasswordRequestSchema,
  isValidDisplayName,
  normalizeDisplayName,
  profileResult,
  profileResultSchema,
  updateProfileRequestSchema,
} from './profile';

const MD5 = '0123456789abcdef0123456789abcdef';

describe('changePasswordRequestSchema', () => {
  const valid = { old_pass_hash: MD5, pass: 'Новый-пароль-1', pass_hash: MD5.toUpperCase() };

  it('accepts the two md5 values in either letter case and the plain new password', () => {
    expect(changePasswordRequestSchema.parse(valid)).toEqual(valid);
    // Length and common-password rules are the server's retvals, not a 400.
    expect(changePasswordRequestSchema.safeParse({ ...valid, pass: '' }).success).toBe(true);
    expect(changePasswordRequestSchema.safeParse({ ...valid, pass: 'x'.repeat(128) }).success).toBe(
      true,
    );
  });

  it.each([
    ['an unknown field', { ...valid, extra: 1 }],
    ['a missing field', { old_pass_hash: MD5, pass: 'secret' }],
    ['a short md5', { ...valid, old_pass_hash: MD5.slice(1) }],
    ['a non-hex md5', { ...valid, pass_hash: 'z'.repeat(32) }],
    ['a number for the password', { ...valid, pass: 123456 }],
    ['a NUL byte', { ...valid, pass: 'secret\u0000' }],
    ['a new line', { ...valid, pass: 'sec\nret' }],
    ['a password over 128 characters', { ...valid, pass: 'x'.repeat(129) }],
  ])('rejects %s', (_name, body) => {
    expect(changePasswordRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('updateProfileRequestSchema', () => {
  it('accepts any single-line text up to the wire bound, padding included', () => {
    for (const display_name of ['Иван', '', '   ', `  ${'я'.repeat(100)}  `]) {
      expect(updateProfileRequestSchema.parse({ display_name })).toEqual({ display_name });
    }
  });

  it.each([
    { display_name: 'Иван', extra: true },
    { display_name: 42 },
    { display_name: null },
    {},
    { display_name: 'Ив\u0000ан' },
    { display_name: 'Ив\tан' },
    { display_name: 'x'.repeat(DISPLAY_NAME_LIMITS.wireMaxLength + 1) },
  ])('rejects %j', (body) => {
    expect(updateProfileRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('display name rule', () => {
  it('trims and allows 1..100 characters', () => {
    expect(normalizeDisplayName('  Иван Петров \u00a0')).toBe('Иван Петров');
    expect(isValidDisplayName('И')).toBe(true);
    expect(isValidDisplayName(` ${'я'.repeat(100)} `)).toBe(true);
    expect(isValidDisplayName('я'.repeat(101))).toBe(false);
    expect(isValidDisplayName('   ')).toBe(false);
    expect(isValidDisplayName('')).toBe(false);
    expect(isValidDisplayName('Ив\u0007ан')).toBe(false);
  });
});

describe('PROFILE_RETVAL', () => {
  it('keeps the sign-up numbers where the meaning is the same and adds codes after them', () => {
    expect(PROFILE_RETVAL).toEqual({
      ok: 0,
      invalidData: 1,
      passwordTooCommon: 3,
      tooManyAttempts: 5,
      passwordHashMismatch: 8,
      wrongCurrentPassword: 9,
      newPasswordSameAsCurrent: 10,
      invalidDisplayName: 11,
    });
    expect(PROFILE_RETVAL.invalidData).toBe(SIGN_UP_RETVAL.invalidData);
    expect(PROFILE_RETVAL.passwordTooCommon).toBe(SIGN_UP_RETVAL.passwordTooCommon);
    expect(PROFILE_RETVAL.tooManyAttempts).toBe(SIGN_UP_RETVAL.tooManyAttempts);
    expect(PROFILE_RETVAL.passwordHashMismatch).toBe(SIGN_UP_RETVAL.passwordHashMismatch);
    // The profile's own codes mean nothing else in the sign-up calls.
    const signUpCodes: readonly number[] = Object.values(SIGN_UP_RETVAL);
    for (const code of [9, 10, 11]) expect(signUpCodes).not.toContain(code);
    expect(Object.isFrozen(PROFILE_RETVAL)).toBe(true);
    expect(Object.isFrozen(PROFILE_MESSAGES)).toBe(true);
  });

  it.each([
    [1, 'Новый пароль должен содержать от 6 до 128 символов.'],
    [3, SIGN_UP_MESSAGES[SIGN_UP_RETVAL.passwordTooCommon]],
    [5, SIGN_UP_MESSAGES[SIGN_UP_RETVAL.tooManyAttempts]],
    [8, SIGN_UP_MESSAGES[SIGN_UP_RETVAL.passwordHashMismatch]],
    [9, 'Текущий пароль указан неверно.'],
    [10, 'Новый пароль совпадает с текущим.'],
    [11, 'Укажите имя длиной от 1 до 100 символов.'],
  ] as const)('answers retval %i with its Russian message', (retval, errMsg) => {
    expect(profileResult(retval)).toEqual({ retval, errMsg });
    expect(profileResultSchema.parse(profileResult(retval))).toEqual({ retval, errMsg });
  });

  it('answers success with an empty message', () => {
    expect(profileResult(PROFILE_RETVAL.ok)).toEqual({ retval: 0, errMsg: '' });
  });
});

describe('PROFILE_CONTRACTS', () => {
  it('posts to the paths of API_PATHS and rejects unknown fields', () => {
    expect(PROFILE_CONTRACTS.changePassword.path).toBe(API_PATHS.changePassword);
    expect(PROFILE_CONTRACTS.updateProfile.path).toBe(API_PATHS.updateProfile);
    for (const contract of Object.values(PROFILE_CONTRACTS)) {
      expect(contract.method).toBe('POST');
      expect(contract.request.safeParse({ unexpected: 1 }).success).toBe(false);
    }
    expect(Object.isFrozen(PROFILE_CONTRACTS)).toBe(true);
  });
});
