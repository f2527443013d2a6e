import type { SignInRefusalMeta } from '@marketpult/shared/contracts/auth';

/** Every user-facing string of the sign-in screen (spec §2, §8; docs/content.md). */
export const authMessages = Object.freeze({
  title: 'Вход',
  emailLabel: 'E-mail',
  passwordLabel: 'Пароль',
  submit: 'ВОЙТИ',
  forgotPassword: 'Забыли пароль?',
  /** Before the link to /registration, whose text is `signUp`. */
  noAccount: 'Нет учётной записи?',
  signUp: 'Зарегистрироваться',
  subscriptionEnded: 'Закончился период подписки кабинета',
  wrongCredentials: 'Неверный логин или пароль',
  tooManyAttempts: 'Слишком много попыток входа. Попробуйте позже.',
  tooManyAttemptsWait: (wait: string) =>
    `Слишком много попыток входа. Попробуйте снова через ${wait}.`,
  activationEmailSent:
    'Учётная запись ещё не активирована: письмо для активации отправлено на ваш e-mail. ' +
    'Проверьте почту и перейдите по ссылке из письма.',
});

/** Spec §8: only `forbidden` means the subscription has ended; any other code reads as bad credentials. */
export function loginErrorMessage(errorCode: string | null): string {
  return errorCode === 'forbidden' ? authMessages.subscriptionEnded : authMessages.wrongCredentials;
}

/** A wait for the hint line: seconds under a minute, whole minutes (rounded up) above; the
 * sentence's full stop also ends «мин.» */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`;
}

/**
 * The line under spec §8's message for what the server added to a refused sign-in
 * (`responseStatus.meta`), or null. The wait is as of the answer; the line does not count down.
 */
export function loginHintMessage(hint: SignInRefusalMeta | null): string | null {
  if (!hint) return null;
  if (hint.hint === 'activation-email-sent') return authMessages.activationEmailSent;
  if (!hint.retryAfterSeconds) return authMessages.tooManyAttempts;
  return authMessages.tooManyAttemptsWait(waitText(Number(hint.retryAfterSeconds)));
}
