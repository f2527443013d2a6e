/** Every user-facing string of the profile screens (docs/content.md titles). */
export const profileMessages = Object.freeze({
  profile: {
    title: 'Настройки профиля',
    accountHeading: 'Учётная запись',
    loginLabel: 'Логин (e-mail)',
    displayNameLabel: 'Имя',
    editHeading: 'Имя в МаркетПульт',
    editIntro: 'Это имя показывается в верхней панели рядом с аватаром.',
    nameFieldLabel: 'Отображаемое имя',
    save: 'Сохранить',
    saving: 'Сохраняем имя…',
    saved: 'Имя сохранено.',
    failed: 'Не удалось сохранить имя. Проверьте подключение и попробуйте ещё раз.',
    passwordHeading: 'Пароль',
    passwordIntro:
      'Пароль можно сменить в любой момент: остальные сеансы входа при этом завершатся.',
    changePasswordLink: 'Сменить пароль',
  },
  password: {
    title: 'Смена пароля',
    intro:
      'Введите текущий пароль и придумайте новый. После смены пароля все другие сеансы входа завершатся; на этом устройстве вы останетесь в системе.',
    currentLabel: 'Текущий пароль',
    newLabel: 'Новый пароль',
    newPlaceholder: 'Придумайте пароль',
    repeatLabel: 'Повтор нового пароля',
    repeatPlaceholder: 'Повторите пароль',
    submit: 'Сменить пароль',
    running: 'Меняем пароль…',
    changed: 'Пароль изменён. Все другие сеансы входа завершены.',
    failed: 'Не удалось сменить пароль. Проверьте подключение и попробуйте ещё раз.',
    backToProfile: 'Вернуться к настройкам профиля',
  },
  validation: {
    passwordsDiffer: 'Пароли не совпадают',
    sameAsCurrent: 'Новый пароль совпадает с текущим',
    invalidCharacters: 'Недопустимые символы',
  },
});
