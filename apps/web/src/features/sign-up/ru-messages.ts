/** Every user-facing string of the sign-up screens (spec §2, §5, §8; docs/content.md). */
export const signUpMessages = Object.freeze({
  registration: {
    title: 'Регистрация',
    emailLabel: 'E-mail',
    phoneLabel: 'Телефон',
    phonePlaceholder: 'Телефон: +7 (999) 999-9999',
    passwordLabel: 'Пароль',
    passwordPlaceholder: 'Придумайте пароль',
    passwordRepeatLabel: 'Повтор пароля',
    passwordRepeatPlaceholder: 'Повторите пароль',
    acceptPrefix: 'Я принимаю условия',
    and: 'и',
    userAgreement: 'Пользовательского соглашения',
    personalDataPolicy: 'Политики обработки персональных данных',
    liabilityLimitation: 'Ограничения ответственности Исполнителя',
    submit: 'ЗАРЕГИСТРИРОВАТЬСЯ',
    running: 'Отправляем данные…',
    /** Under the form when the failure brought no message of its own. */
    failed: 'Не удалось завершить регистрацию. Проверьте подключение и попробуйте ещё раз.',
    /** Under the form: the way back for someone who has an account. */
    alreadyRegistered: 'Уже зарегистрированы?',
    signIn: 'Войти',
    /** Under the server's «e-mail already registered» refusal. */
    emailTakenSignIn: 'Перейти ко входу',
  },
  thankYou: {
    title: 'Спасибо за регистрацию!',
    sentBefore: 'На адрес ',
    sentAfter:
      ' отправлено письмо для активации учётной записи. Проверьте почту и подтвердите регистрацию, перейдя по ссылке из письма.',
    noLetterBefore: 'Если письмо не пришло, ',
    contactUs: 'напишите нам',
    noLetterAfter: '.',
    signIn: 'ВОЙТИ',
  },
  confirm: {
    title: 'Подтверждение e-mail при регистрации',
    intro:
      'На ваш e-mail отправлено письмо с кодом подтверждения. Проверьте почтовый ящик и введите код или перейдите по ссылке из письма.',
    emailLabel: 'E-mail',
    emailPlaceholder: 'Email',
    keyLabel: 'Код подтверждения',
    keyPlaceholder: 'Код подтверждения',
    submit: 'ПОДТВЕРДИТЬ',
    running: 'Подтверждаем e-mail…',
    success: 'Поздравляем! Вы успешно прошли регистрацию',
    signIn: 'ВОЙТИ',
    /** The link opened again after it confirmed the account (retval 12). */
    alreadyConfirmed: 'E-mail уже подтверждён',
    alreadyConfirmedText:
      'Регистрация завершена. Войдите с e-mail и паролем, которые вы указали при регистрации.',
    /** Spec §8, character for character (its last word included). */
    failed: 'Не удалось подтвердить e-mail. Некорректные данные или срок действия ссылки стек.',
    badLinkTitle: 'Внимание!',
    badLinkText: 'Некорректная ссылка.',
    badLinkOk: 'Ok',
  },
  validation: {
    phoneDigits: 'Телефон должен содержать 11 цифр',
    /** 11 digits, but no Russian number has this code (the shared phone rule). */
    phoneNotRussian: 'Проверьте код города или оператора: в России он начинается с 3, 4, 8 или 9',
    passwordsDiffer: 'Пароли не совпадают',
    mustAccept: 'Необходимо принять условия',
    invalidCharacters: 'Недопустимые символы',
  },
});
