/** Every user-facing string of the sign-in screen (spec §2, §8; docs/content.md). */
export const authMessages = Object.freeze({
  title: 'Вход',
  emailLabel: 'E-mail',
  passwordLabel: 'Пароль',
  submit: 'ВОЙТИ',
  forgotPassword: 'Забыли пароль?',
  subscriptionEnded: 'Закончился период подписки кабинета',
  wrongCredentials: 'Неверный логин или пароль',
});

/** Spec §8: only `forbidden` means the subscription has ended; any other code reads as bad credentials. */
export function loginErrorMessage(errorCode: string | null): string {
  return errorCode === 'forbidden' ? authMessages.subscriptionEnded : authMessages.wrongCredentials;
}
