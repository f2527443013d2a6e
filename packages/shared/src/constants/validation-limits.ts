/** Minimum lengths of the form fields of spec §5 and §9 (characters; phone: digits). */
export const VALIDATION_MINIMUMS = Object.freeze({
  loginEmail: 3,
  loginPassword: 4,
  registrationEmail: 3,
  registrationPassword: 6,
  confirmationEmail: 3,
  confirmationKey: 3,
  /** Exact count, not only a minimum: a +7 number has 11 digits. */
  phoneDigits: 11,
} as const);

/**
 * Upper bounds the server enforces on credentials. Lengths are JavaScript string lengths
 * (UTF-16 code units), the same unit as an HTML `maxlength`, so a form and the server agree.
 */
export const CREDENTIAL_LIMITS = Object.freeze({
  /** RFC 5321 path limit for an address. */
  emailMaxLength: 254,
  passwordMaxLength: 128,
  md5PlainMinLength: 1,
  md5PlainMaxLength: 128,
  /** An md5 digest written as hexadecimal. */
  md5HexLength: 32,
} as const);
