/** The user-facing strings of the screens app/ provides itself. */
export const appMessages = Object.freeze({
  notFound: {
    title: 'Страница не найдена',
    text: 'Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.',
    back: 'На главную',
  },
  sectionInPreparation: 'Этот раздел сейчас готовится и появится в одном из ближайших обновлений.',
});
