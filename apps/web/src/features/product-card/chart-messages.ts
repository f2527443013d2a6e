/** The chart page's Russian texts. */
export const chartMessages = Object.freeze({
  loading: 'Загружаем историю',
  failed: 'Не удалось загрузить историю',
  retry: 'Повторить',
  back: 'К карточке товара',
  charts: 'Графики',
  period: 'Период',
  days: (count: number) => `${count} дней`,
  view: 'Вид',
  chartView: 'График',
  tableView: 'Таблица',
  day: 'Дата',
  noListings: 'К товару не привязана ни одна карточка маркетплейса — истории нет',
  noData: 'Нет данных за период',
  chartLabel: (title: string, count: number) =>
    `${title} за ${count} дней. Те же данные — в виде таблицы (переключатель «Вид»).`,
  tableCaption: (title: string, count: number) => `${title} за ${count} дней по дням`,
  source:
    'Цена и остатки — по ежедневным снимкам при синхронизации (день по Москве, пропуск — снимка не было), заказы — в штуках, включая отменённые.',
});
