/** Every user-facing string of the guarded layout (spec §2 "Layout"; docs/content.md). */
export const layoutMessages = Object.freeze({
  skipToContent: 'Перейти к содержимому',
  homeLink: 'МаркетПульт, на главную',
  mainMenu: 'Главное меню',
  sideMenu: 'Меню',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  breadcrumbs: 'Навигационная цепочка',
  userMenu: 'Меню пользователя',
  profileSettings: 'Настройки',
  changePassword: 'Сменить пароль',
  logout: 'Выйти',
  knowledgeBase: 'База знаний',
});
