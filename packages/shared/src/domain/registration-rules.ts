import { CREDENTIAL_LIMITS, VALIDATION_MINIMUMS } from '../constants/validation-limits';
import { isSingleLineText } from '../contracts/common';

const LOCAL_PART_ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
const ALL_DIGITS = /^[0-9]+$/;

/**
 * A practical e-mail check shared by the forms and the server: one `@`, a dot-atom local part
 * of at most 64 characters, a domain of at least two labels whose last one is not numeric.
 * Cyrillic and other Unicode letters are allowed (`почта@пример.рф`). The value is checked as
 * given: callers trim it first if they want to.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > CREDENTIAL_LIMITS.emailMaxLength || !isSingleLineText(value)) return false;
  const at = value.lastIndexOf('@');
  if (at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (at < 1 || local.length > 64 || domain.length > 253) return false;
  if (!local.split('.').every((atom) => LOCAL_PART_ATOM.test(atom))) return false;
  const labels = domain.split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    topLevel.length >= 2 &&
    !ALL_DIGITS.test(topLevel)
  );
}

/** The ASCII digits of a phone number in order; everything else (including `+`) is dropped. */
export function phoneDigits(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/** Spec §5: exactly 11 digits once non-digits are stripped (the +7 format). */
export function isValidPhone(value: string): boolean {
  return phoneDigits(value).length === VALIDATION_MINIMUMS.phoneDigits;
}

/** The phone as the registration request carries it (spec §3): digits and `+` only. */
export function phoneForRequest(value: string): string {
  return value.replace(/[^0-9+]/g, '');
}

/**
 * The first digit of a Russian area or operator code, the digit after +7. The Russian numbering
 * plan (Российская система и план нумерации, приказ Мининформсвязи России от 17.11.2006 № 142)
 * gives geographic ABC codes 3xx, 4xx and 8xx, non-geographic 8xx (800 free phone) and mobile
 * DEF codes 9xx. +7 6xx and +7 7xx are Kazakhstan's; 0xx, 1xx, 2xx and 5xx are not in use.
 */
export const RUSSIAN_CODE_FIRST_DIGITS = Object.freeze(['3', '4', '8', '9'] as const);

const NATIONAL_NUMBER_DIGITS = VALIDATION_MINIMUMS.phoneDigits - 1;

/**
 * The ten digits after +7 of a phone written any usual Russian way, or undefined when there
 * are not exactly ten of them: `+7 916 123-45-67`, `7 916…` and `8 916…` (8 is the trunk
 * prefix dialled within Russia, standing for +7) carry a prefix, `916 123-45-67` does not.
 * Only ASCII digits count; everything else is dropped. Ten digits are never read as a prefix
 * and nine, so `812 123-45-67` is Saint Petersburg.
 */
export function russianNationalNumber(value: string): string | undefined {
  const digits = phoneDigits(value);
  if (digits.length === NATIONAL_NUMBER_DIGITS) return digits;
  if (digits.length === NATIONAL_NUMBER_DIGITS + 1 && /^[78]/.test(digits)) return digits.slice(1);
  return undefined;
}

/**
 * The one phone rule of the forms and the server: the number as `+7XXXXXXXXXX`, or undefined
 * when it cannot be a Russian number (not ten digits after the prefix, or a code that does not
 * start with one of RUSSIAN_CODE_FIRST_DIGITS).
 */
export function normalizeRussianPhone(value: string): string | undefined {
  const national = russianNationalNumber(value);
  if (!national || !RUSSIAN_CODE_FIRST_DIGITS.some((digit) => national.startsWith(digit))) {
    return undefined;
  }
  return `+7${national}`;
}

export function isRussianPhone(value: string): boolean {
  return normalizeRussianPhone(value) !== undefined;
}

/** Spec §5 minimum, the server's maximum, and nothing a keyboard cannot type. */
export function isValidRegistrationPassword(value: string): boolean {
  return (
    value.length >= VALIDATION_MINIMUMS.registrationPassword &&
    value.length <= CREDENTIAL_LIMITS.passwordMaxLength &&
    isSingleLineText(value)
  );
}

export function isValidConfirmationKey(value: string): boolean {
  return value.length >= VALIDATION_MINIMUMS.confirmationKey && isSingleLineText(value);
}

/** The sign-up domain rules in one place, for the web forms and the registration service. */
export const registrationRules = Object.freeze({
  isValidEmail,
  phoneDigits,
  isValidPhone,
  phoneForRequest,
  normalizeRussianPhone,
  isRussianPhone,
  isValidRegistrationPassword,
  isValidConfirmationKey,
});
