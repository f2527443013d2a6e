import { z } from 'zod';
import { CREDENTIAL_LIMITS } from '../constants/validation-limits';
import { singleLineText } from './common';
import { md5HexSchema } from './md5';

/** Generous bounds that only reject malformed input; the domain rules answer with a retval. */
export const REGISTRATION_FIELD_LIMITS = Object.freeze({
  phoneMaxLength: 32,
  callbackUrlMaxLength: 2048,
  portalMaxLength: 64,
  confirmationKeyMaxLength: 256,
  accountNameMaxLength: 254,
} as const);

const email = singleLineText({ max: CREDENTIAL_LIMITS.emailMaxLength });

/**
 * POST /Users_Registration. `username` and `usermail` both carry the e-mail; the client sends
 * the plain password and its md5 (spec §7) and `simple: false`. Only the shape is checked here:
 * e-mail validity, phone digits and password rules are the service's (see domain/).
 */
export const registrationRequestSchema = z
  .object({
    username: email,
    pass_hash: md5HexSchema,
    usermail: email,
    pass: singleLineText({ max: CREDENTIAL_LIMITS.passwordMaxLength }),
    userphone: singleLineText({ max: REGISTRATION_FIELD_LIMITS.phoneMaxLength }),
    simple: z.boolean(),
    callback_url: singleLineText({ max: REGISTRATION_FIELD_LIMITS.callbackUrlMaxLength }),
    portal: singleLineText({ max: REGISTRATION_FIELD_LIMITS.portalMaxLength }),
  })
  .strict();
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** POST /Users_ConfirmRegistration: the e-mail and the key of the link `?u=…&k=…`. */
export const confirmRegistrationRequestSchema = z
  .object({
    username: email,
    userkey: singleLineText({ max: REGISTRATION_FIELD_LIMITS.confirmationKeyMaxLength }),
  })
  .strict();
export type ConfirmRegistrationRequest = z.infer<typeof confirmRegistrationRequestSchema>;

/** POST /markets-proxy/accounts/confirm, made after a successful confirmation (spec §7). */
export const marketsAccountConfirmRequestSchema = z
  .object({
    login: email,
    name: singleLineText({ max: REGISTRATION_FIELD_LIMITS.accountNameMaxLength }),
  })
  .strict();
export type MarketsAccountConfirmRequest = z.infer<typeof marketsAccountConfirmRequestSchema>;
