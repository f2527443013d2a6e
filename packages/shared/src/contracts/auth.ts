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
