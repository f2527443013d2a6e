import { z } from 'zod';

/**
 * Answer of the sign-up calls (/Users_Registration, /Users_ConfirmRegistration,
 * /markets-proxy/accounts/confirm): `retval` 0 is success; above 0 is a refusal whose `errMsg`
 * the screens show as it is (spec §8).
 */
export const signUpResultSchema = z
  .object({
    retval: z.int().min(0),
    errMsg: z.string(),
  })
  .strict();
export type SignUpResult = z.infer<typeof signUpResultSchema>;

/** The `retval` codes of the sign-up domain. Codes are part of the API: never renumber. */
export const SIGN_UP_RETVAL = Object.freeze({
  ok: 0,
  /** A field breaks a rule: e-mail, phone (not a Russian number), password length. */
  invalidData: 1,
  emailTaken: 2,
  passwordTooCommon: 3,
  /** `callback_url` is not an allowed origin with the path /registration/confirm. */
  callbackUrlNotAllowed: 4,
  tooManyAttempts: 5,
  /**
   * Confirmation key unknown, expired unused, or not bound to this e-mail. (A used key of its
   * own confirmed account is alreadyConfirmed.)
   */
  confirmationKeyInvalid: 6,
  /** /markets-proxy/accounts/confirm for a login that is unknown or not yet confirmed. */
  accountNotConfirmed: 7,
  /** `pass_hash` is not the md5 of `pass`. */
  passwordHashMismatch: 8,
  /*
   * 9–11 are the profile calls' own codes (PROFILE_RETVAL): one number, one meaning across
   * both, so a new sign-up code continues after them.
   */
  /**
   * /Users_ConfirmRegistration with a key of this account that confirmed it before (or is still
   * valid) while the account is already confirmed: nothing to do, the seller may sign in.
   */
  alreadyConfirmed: 12,
} as const);

export type SignUpRetval = (typeof SIGN_UP_RETVAL)[keyof typeof SIGN_UP_RETVAL];
export type SignUpFailureRetval = Exclude<SignUpRetval, 0>;

/** The `errMsg` the server sends with each refusal; success carries an empty `errMsg`. */
export const SIGN_UP_MESSAGES = Object.freeze({
  [SIGN_UP_RETVAL.invalidData]:
    'Некорректные данные регистрации. Проверьте e-mail, телефон и пароль.',
  [SIGN_UP_RETVAL.emailTaken]:
    'Этот e-mail уже зарегистрирован. Войдите в систему или укажите другой адрес.',
  [SIGN_UP_RETVAL.passwordTooCommon]:
    'Этот пароль слишком распространён. Пожалуйста, придумайте более надёжный пароль.',
  [SIGN_UP_RETVAL.callbackUrlNotAllowed]:
    'Недопустимый адрес страницы подтверждения. Обновите страницу и попробуйте ещё раз.',
  [SIGN_UP_RETVAL.tooManyAttempts]: 'Слишком много попыток. Пожалуйста, повторите позже.',
  [SIGN_UP_RETVAL.confirmationKeyInvalid]:
    'Код подтверждения неверен, устарел или уже использован.',
  [SIGN_UP_RETVAL.accountNotConfirmed]: 'Учётная запись не найдена или ещё не подтверждена.',
  [SIGN_UP_RETVAL.passwordHashMismatch]:
    'Пароль передан с ошибкой. Обновите страницу и попробуйте ещё раз.',
  [SIGN_UP_RETVAL.alreadyConfirmed]: 'E-mail уже подтверждён. Войдите в систему.',
} as const satisfies Record<SignUpFailureRetval, string>);

/** Builds the answer for a retval code, with its message (empty for success). */
export function signUpResult(retval: SignUpRetval): SignUpResult {
  return { retval, errMsg: retval === SIGN_UP_RETVAL.ok ? '' : SIGN_UP_MESSAGES[retval] };
}
