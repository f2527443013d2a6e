/** What the Excel controls say (the server's own refusals are shown as it words them). */
export const excelMessages = {
  download: 'Скачать Excel',
  downloading: 'Готовим файл…',
  downloadFailed: 'Не удалось скачать файл. Попробуйте ещё раз.',
  fileName: 'Цены и остатки.xlsx',
  upload: 'Загрузить Excel',
  dialogTitle: 'Загрузка изменений из Excel',
  dialogHint:
    'Выберите файл, скачанный кнопкой «Скачать Excel», с изменёнными ценами, остатками или себестоимостью. Ничего не отправится сразу: сначала вы проверите список изменений.',
  chooseFile: 'Выбрать файл .xlsx',
  uploading: 'Загружаем и проверяем файл…',
  uploadFailed: 'Не удалось загрузить файл. Попробуйте ещё раз.',
  close: 'Закрыть',
  costsTitle: (count: number) => `Себестоимость изменится у товаров: ${count}`,
  costsHint:
    'Себестоимость — ваши данные, на маркетплейсы она не отправляется. Сохраните её, чтобы маржа считалась по новым значениям.',
  costsTable: 'Изменения себестоимости',
  article: 'Артикул',
  name: 'Название',
  before: 'Было',
  after: 'Станет',
  empty: '—',
  saveCosts: 'Сохранить себестоимость',
  skipCosts: 'Не сохранять',
  savingCosts: 'Сохраняем себестоимость…',
  costsSaved: (count: number) => `Себестоимость сохранена у товаров: ${count}`,
  costsNotSaved: 'Себестоимость не сохранена: она осталась прежней.',
  costsFailed: 'Не удалось сохранить себестоимость. Попробуйте ещё раз.',
  /** A file with cost prices only: no dry run was made, so nothing else changed. */
  costsOnly: 'Цены и остатки в файле не изменены — на маркетплейсах ничего не изменится.',
  /** Cost prices and a dry run: the costs come first, then the screen's diff. */
  costsThenRun: 'После этого шага откроется проверка изменений цен и остатков из файла.',
  runReady: 'Изменения цен и остатков из файла готовы к проверке.',
} as const;
