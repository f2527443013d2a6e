import { describe, expect, it } from 'vitest';
import {
  isValidConfirmationKey,
  isValidEmail,
  isValidPhone,
  isRussianPhone,
  isValidRegistrationPassword,
  normalizeRussianPhone,
  phoneDigits,
  phoneForRequest,
  registrationRules,
  russianNationalNumber,
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

describe('normalizeRussianPhone', () => {
  it.each([
    '+7 (916) 123-4567',
    '+7 916 123-45-67',
    '+79161234567',
    '79161234567',
    '7 916 123 45 67',
    '89161234567',
    '8 916 123-45-67',
    '8 (916) 123-45-67',
    '9161234567',
    '916 123-45-67',
    ' (916) 123 45 67 ',
  ])('reads %j as +79161234567', (phone) => {
    expect(normalizeRussianPhone(phone)).toBe('+79161234567');
    expect(isRussianPhone(phone)).toBe(true);
  });

  it.each([
    ['Moscow (495)', '8 495 123-45-67', '+74951234567'],
    ['Novosibirsk (383)', '+7 383 123-45-67', '+73831234567'],
    ['Saint Petersburg (812) with the trunk prefix', '8 812 123-45-67', '+78121234567'],
    ['Saint Petersburg (812) without a prefix', '812 123-45-67', '+78121234567'],
    ['free phone (800)', '8 800 555-35-35', '+78005553535'],
  ])('keeps the code of %s', (_, phone, normalized) => {
    expect(normalizeRussianPhone(phone)).toBe(normalized);
  });

  it.each([
    ['a code starting with 7 (Kazakhstan)', '+7 (701) 123-4567'],
    ['a code starting with 6 (Kazakhstan)', '+7 (600) 123-4567'],
    ['a code starting with 5 (not in use)', '8 (500) 123-45-67'],
    ['a code starting with 0', '+7 (012) 345-6789'],
    ['a code starting with 1', '+7 (123) 456-7890'],
    ['a code starting with 2', '2123456789'],
    ['11 digits with another country code', '+1 916 123-4567'],
    ['9 digits', '916 123-45-6'],
    ['12 digits', '+7 8 916 123-45-67'],
    ['the mask only partly filled', '+7 (916) 123-456'],
    ['an empty value', ''],
    ['full-width digits', '+７ (９１６) １２３-４５６７'],
  ])('refuses %s', (_, phone) => {
    expect(normalizeRussianPhone(phone)).toBeUndefined();
    expect(isRussianPhone(phone)).toBe(false);
  });

  it('finds the ten digits after the prefix even where the code is impossible', () => {
    expect(russianNationalNumber('8 712 345-67-89')).toBe('7123456789');
    expect(russianNationalNumber('7123456789')).toBe('7123456789');
    expect(russianNationalNumber('19161234567')).toBeUndefined();
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
    expect(registrationRules.normalizeRussianPhone).toBe(normalizeRussianPhone);
    expect(Object.isFrozen(registrationRules)).toBe(true);
  });
});
