import { describe, expect, it } from 'vitest';
import {
  isValidConfirmationKey,
  isValidEmail,
  isValidPhone,
  isValidRegistrationPassword,
  phoneDigits,
  phoneForRequest,
  registrationRules,
} from './registration-rules';

describe('isValidEmail', () => {
  it.each([
    'a@b.ru',
    'seller@example.com',
    'first.last+tag@sub.example.co.uk',
    'почта@пример.рф',
    'user@xn--e1afmkfd.xn--p1ai',
    `${'a'.repeat(64)}@example.ru`,
    `a@${'b'.repeat(63)}.ru`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'seller.example.ru'],
    ['two @', 'a@b@example.ru'],
    ['no local part', '@example.ru'],
    ['no domain', 'seller@'],
    ['a single-label domain', 'seller@localhost'],
    ['a one-letter top-level domain', 'a@b.c'],
    ['a numeric top-level domain', 'a@127.0.0.1'],
    ['a leading dot', '.a@example.ru'],
    ['two dots in a row', 'a..b@example.ru'],
    ['a trailing dot in the domain', 'a@example.ru.'],
    ['a hyphen at a label edge', 'a@-example.ru'],
    ['a space inside', 'a b@example.ru'],
    ['surrounding spaces', ' a@example.ru '],
    ['a 65-character local part', `${'a'.repeat(65)}@example.ru`],
    ['a 64-character label', `a@${'b'.repeat(64)}.ru`],
    ['255 characters in all', `${'a'.repeat(64)}@${'b.'.repeat(94)}ru`],
    ['a NUL byte', 'a\u0000@example.ru'],
    ['a quoted local part', '"a b"@example.ru'],
    ['angle brackets', '<a@example.ru>'],
  ])('rejects %s', (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('phone rules', () => {
  it('keeps the ASCII digits only', () => {
    expect(phoneDigits('+7 (999) 123-4567')).toBe('79991234567');
    expect(phoneDigits('')).toBe('');
    // Arabic-Indic and full-width digits are not phone digits here.
    expect(phoneDigits('+7 ٩٩٩ １２３')).toBe('7');
  });

  it.each([
    ['+7 (999) 123-4567', true],
    ['79991234567', true],
    ['8 999 123 45 67', true],
    ['+7 (999) 123-456', false],
    ['+7 (999) 123-45678', false],
    ['+7 (999) 123-456_', false],
    ['', false],
    ['+7 ٩٩٩ ١٢٣ ٤٥ ٦٧', false],
  ])('%j has 11 digits: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('sends digits and the plus sign only (spec §3)', () => {
    expect(phoneForRequest('+7 (999) 123-4567')).toBe('+79991234567');
  });
});

describe('isValidRegistrationPassword', () => {
  it.each([
    ['5 characters', '12345', false],
    ['6 characters', '123456', true],
    ['128 characters', 'x'.repeat(128), true],
    ['129 characters', 'x'.repeat(129), false],
    ['Cyrillic', 'пароль', true],
    ['a control character', 'pass\u0000word', false],
  ])('%s → %s', (_, password, valid) => {
    expect(isValidRegistrationPassword(password)).toBe(valid);
  });
});

describe('isValidConfirmationKey', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['ab\n', false],
  ])('%j → %s', (key, valid) => {
    expect(isValidConfirmationKey(key)).toBe(valid);
  });
});

describe('registrationRules', () => {
  it('groups the same functions and is frozen', () => {
    expect(registrationRules.isValidEmail).toBe(isValidEmail);
    expect(registrationRules.phoneDigits).toBe(phoneDigits);
    expect(Object.isFrozen(registrationRules)).toBe(true);
  });
});
