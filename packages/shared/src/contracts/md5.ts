import { z } from 'zod';
import { CREDENTIAL_LIMITS } from '../constants/validation-limits';
import { singleLineText } from './common';

/**
 * An md5 digest as 32 hexadecimal characters. Both letter cases are accepted on the wire; the
 * server lowercases before it hashes or compares (`normalizeMd5Hex`), so `ABC…` and `abc…` are
 * the same password.
 */
export const md5HexSchema = z
  .string()
  .length(CREDENTIAL_LIMITS.md5HexLength)
  .regex(/^[0-9a-f]+$/i, 'Expected hexadecimal characters');

export function isMd5Hex(value: unknown): value is string {
  return md5HexSchema.safeParse(value).success;
}

export function normalizeMd5Hex(hex: string): string {
  return hex.toLowerCase();
}

/** POST /v2/md5: hashes a plain password before login and registration. */
export const md5RequestSchema = z
  .object({
    plain: singleLineText({
      min: CREDENTIAL_LIMITS.md5PlainMinLength,
      max: CREDENTIAL_LIMITS.md5PlainMaxLength,
    }),
  })
  .strict();
export type Md5Request = z.infer<typeof md5RequestSchema>;

/**
 * Kept a plain string so that the client can tell an empty value apart and report spec §7's
 * 'md5 response is empty'; the server always answers 32 lowercase hex characters.
 */
export const md5ResponseSchema = z.object({ md5: z.string() }).strict();
export type Md5Response = z.infer<typeof md5ResponseSchema>;

/** The error the client raises when `/v2/md5` answers without a value (spec §7). */
export const MD5_EMPTY_RESPONSE_MESSAGE = 'md5 response is empty';
