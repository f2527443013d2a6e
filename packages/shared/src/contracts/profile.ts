import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { CREDENTIAL_LIMITS, VALIDATION_MINIMUMS } from '../constants/validation-limits';
import type { ApiContract } from './api-contracts';
import { isSingleLineText, singleLineText } from './common';
import { md5HexSchema } from './md5';
import { SIGN_UP_MESSAGES, SIGN_UP_RETVAL, signUpResultSchema } from './sign-up-result';

/**
 * The profile screens' calls (/profile, /profile/password/change). Not in spec §7: they follow
 * the /Users_* style — HTTP 200 with `{retval, errMsg}` for every domain outcome, a 400 only
 * for a malformed body, a 401 without a session, a 403 without the CSRF token.
 */

export const DISPLAY_NAME_LIMITS = Object.freeze({
  /** Bounds of the name once trimmed: what the rule (and a form's `maxlength`) allow. */
  minLength: 1,
  maxLength: 100,
  /**
   * Generous wire bound that only rejects malformed input: a name padded with spaces that is
   * valid once trimmed still reaches the rule, which answers with a retval.
   */
  wireMaxLength: 256,
} as const);

/**
 * POST /Users_ChangePassword. `old_pass_hash` is the md5 of the current password; `pass` is the
 * new password in plain text (so the server can apply the registration rules) and `pass_hash`
 * its md5, exactly as /Users_Registration sends them. md5 hex of either letter case is accepted.
 */
export const changePasswordRequestSchema = z
  .object({
    old_pass_hash: md5HexSchema,
    pass: singleLineText({ max: CREDENTIAL_LIMITS.passwordMaxLength }),
    pass_hash: md5HexSchema,
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /Users_UpdateProfile: the new display name, trimmed by the server before it is stored. */
export const updateProfileRequestSchema = z
  .object({
    display_name: singleLineText({ max: DISPLAY_NAME_LIMITS.wireMaxLength }),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** Both calls answer `{retval, errMsg}`: 0 is success, above 0 a refusal to show as it is. */
export const profileResultSchema = signUpResultSchema;
export type ProfileResult = z.infer<typeof profileResultSchema>;

/**
 * The `retval` codes of the profile calls. Codes whose meaning is the sign-up one keep its
 * number; the profile's own codes (9–11) are numbers no sign-up code uses, and later sign-up
 * codes skip them. Part of the API: never renumber.
 */
export const PROFILE_RETVAL = Object.freeze({
  ok: 0,
  /** The new password breaks the length rule (6..128 characters). */
  invalidData: SIGN_UP_RETVAL.invalidData,
  passwordTooCommon: SIGN_UP_RETVAL.passwordTooCommon,
  /** Too many wrong current passwords for this user lately; try again later. */
  tooManyAttempts: SIGN_UP_RETVAL.tooManyAttempts,
  /** `pass_hash` is not the md5 of `pass`. */
  passwordHashMismatch: SIGN_UP_RETVAL.passwordHashMismatch,
  wrongCurrentPassword: 9,
  newPasswordSameAsCurrent: 10,
  /** The display name is empty once trimmed or longer than 100 characters. */
  invalidDisplayName: 11,
} as const);

export type ProfileRetval = (typeof PROFILE_RETVAL)[keyof typeof PROFILE_RETVAL];
export type ProfileFailureRetval = Exclude<ProfileRetval, 0>;

/** The `errMsg` the server sends with each refusal; success carries an empty `errMsg`. */
export const PROFILE_MESSAGES = Object.freeze({
  [PROFILE_RETVAL.invalidData]: `Новый пароль должен содержать от ${VALIDATION_MINIMUMS.registrationPassword} до ${CREDENTIAL_LIMITS.passwordMaxLength} символов.`,
  [PROFILE_RETVAL.passwordTooCommon]: SIGN_UP_MESSAGES[SIGN_UP_RETVAL.passwordTooCommon],
  [PROFILE_RETVAL.tooManyAttempts]: SIGN_UP_MESSAGES[SIGN_UP_RETVAL.tooManyAttempts],
  [PROFILE_RETVAL.passwordHashMismatch]: SIGN_UP_MESSAGES[SIGN_UP_RETVAL.passwordHashMismatch],
  [PROFILE_RETVAL.wrongCurrentPassword]: 'Текущий пароль указан неверно.',
  [PROFILE_RETVAL.newPasswordSameAsCurrent]: 'Новый пароль совпадает с текущим.',
  [PROFILE_RETVAL.invalidDisplayName]: `Укажите имя длиной от ${DISPLAY_NAME_LIMITS.minLength} до ${DISPLAY_NAME_LIMITS.maxLength} символов.`,
} as const satisfies Record<ProfileFailureRetval, string>);

/** Builds the answer for a retval code, with its message (empty for success). */
export function profileResult(retval: ProfileRetval): ProfileResult {
  return { retval, errMsg: retval === PROFILE_RETVAL.ok ? '' : PROFILE_MESSAGES[retval] };
}

/** The display name as it is stored and shown: surrounding white space dropped. */
export function normalizeDisplayName(value: string): string {
  return value.trim();
}

/** The rule of /Users_UpdateProfile (and of the form): 1..100 characters once trimmed. */
export function isValidDisplayName(value: string): boolean {
  const name = normalizeDisplayName(value);
  return (
    name.length >= DISPLAY_NAME_LIMITS.minLength &&
    name.length <= DISPLAY_NAME_LIMITS.maxLength &&
    isSingleLineText(name)
  );
}

/** Method, path and schemas of the profile calls, in the shape of API_CONTRACTS' entries. */
export const PROFILE_CONTRACTS = Object.freeze({
  changePassword: {
    method: 'POST',
    path: API_PATHS.changePassword,
    request: changePasswordRequestSchema,
    response: profileResultSchema,
  },
  updateProfile: {
    method: 'POST',
    path: API_PATHS.updateProfile,
    request: updateProfileRequestSchema,
    response: profileResultSchema,
  },
} as const satisfies Record<string, ApiContract>);
