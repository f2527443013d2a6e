import { z } from 'zod';
import { CREDENTIAL_LIMITS } from '../constants/validation-limits';
import { singleLineText } from './common';
import { md5HexSchema } from './md5';

/** POST /auth/credentials. `password` is the md5 of the password, never the plain text. */
export const loginRequestSchema = z
  .object({
    userName: singleLineText({ min: 1, max: CREDENTIAL_LIMITS.emailMaxLength }),
    password: md5HexSchema,
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Answer of POST /auth/credentials and POST /auth (session check). `DisplayName` may be empty;
 * the client then shows `UserName` (spec §3).
 */
export const authUserResponseSchema = z
  .object({
    UserName: z.string(),
    DisplayName: z.string(),
  })
  .strict();
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** Answer of POST /auth/logout: an empty object. */
export const logoutResponseSchema = z.object({}).strict();
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/**
 * What a refused sign-in may add to spec §8's two messages, in `responseStatus.meta` (the error
 * code stays `Unauthorized` or `TooManyRequests`, so the screen's message is still spec §8's).
 * Each hint tells only what the request itself proved, or what any address would be told:
 * - `throttled` (429): sign-in is held back for `retryAfterSeconds` (absent where the wait is
 *   not known: too many password checks were queued). The per-account waits are kept per
 *   canonical e-mail whether or not an account has it, so an unknown address is told the same
 *   waits as a real one after the same attempts.
 * - `activation-email-sent` (401): the password was right, but the e-mail is not confirmed; an
 *   activation e-mail went to the address now or within the last minute. Only whoever knows
 *   the password learns that the account exists.
 * ServiceStack's `meta` holds strings only, so the seconds travel as decimal digits. (One
 * object rather than a union per hint: zod's union code would weigh on /login's budget.)
 */
export const SIGN_IN_HINTS = Object.freeze({
  throttled: 'throttled',
  activationEmailSent: 'activation-email-sent',
} as const);

export const signInRefusalMetaSchema = z.object({
  hint: z.enum(SIGN_IN_HINTS),
  /** Whole seconds, with `throttled` only. */
  retryAfterSeconds: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .optional(),
});
export type SignInRefusalMeta = z.infer<typeof signInRefusalMetaSchema>;
