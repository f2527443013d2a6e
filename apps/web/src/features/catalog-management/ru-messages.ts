import type { PriceChange, PriceRun } from '@marketpult/shared/contracts/prices';
import { NO_RESULTS } from '../../lib/common-messages';
import { serverErrorOf } from '../../lib/http';

/** The strings of /catalog-management. */
export const managementMessages = Object.freeze({
  /** The name of the drawn page's placeholder while the app and the grid load. */
  loading: 'Загружаем карточки…',
  noResults: NO_RESULTS,
  pickStep: '1. Выберите объявления',
  changeStep: '2. Что изменить',
  runsTitle: 'Последние изменения',
  search: 'Поиск по артикулу, названию или штрихкоду',
  any: 'Все',
  link: 'Связь с товаром',
  linked: 'Привязанные к товару',
  unlinked: 'Без товара',
  noStock: 'Нет в наличии',
  listingsGrid: 'Объявления',
  selected: (count: number) => `Выбрано: ${count.toLocaleString('ru-RU')}`,
  selectAll: (total: number) => `Выбрать все по фильтру (${total.toLocaleString('ru-RU')})`,
  clearSelection: 'Снять выбор',
  loadFailed: 'Не удалось загрузить данные. Попробуйте обновить страницу.',
  columns: {
    offerId: 'Артикул',
    name: 'Название',
    marketplace: 'Маркетплейс',
    cabinet: 'Кабинет',
    price: 'Цена',
    oldPrice: 'Старая цена',
    minPrice: 'Мин. цена',
    stockTotal: 'Остаток',
    costPrice: 'Себестоимость',
    marginPercent: 'Маржа',
  },
  what: 'Что изменить',
  whatPrice: 'Цену',
  whatStock: 'Остаток',
  rule: 'Как изменить цену',
  ruleSet: 'Установить цену',
  rulePercent: 'Изменить на %',
  ruleRub: 'Изменить на ₽',
  valueSet: 'Новая цена, ₽',
  valuePercent: 'Изменение, % (минус — снизить)',
  valueRub: 'Изменение, ₽ (минус — снизить)',
  valueStock: 'Остаток на каждом складе объявления, шт.',
  check: 'Проверить',
  checking: 'Проверяем…',
  nothingSelected: 'Сначала выберите объявления в таблице.',
  enterNumber: 'Введите число',
  priceAboveZero: 'Цена должна быть больше нуля',
  percentRange: 'Процент — больше −100 и не больше 1000',
  stockRange: 'Остаток — целое число от 0 до 100 000',
  noWarehouses: 'У выбранных объявлений нет известных складов — остаток изменить нельзя.',
  someWithoutWarehouses: (count: number) =>
    `У ${count.toLocaleString('ru-RU')} выбранных объявлений склады неизвестны — их остаток не изменится.`,
  backToPicking: 'К выбору объявлений',
  runTitle: (date: string) => `Изменение от ${date}`,
  willSend: 'Будет отправлено',
  needsConfirmation: 'Требует подтверждения',
  refused: 'Отклонено',
  apply: 'Применить',
  applying: 'Применяем…',
  progress: 'Ход применения',
  progressText: (done: number, total: number) =>
    `Завершено ${done.toLocaleString('ru-RU')} из ${total.toLocaleString('ru-RU')}`,
  runDone: 'Готово: все изменения завершены.',
  nothingToSend: 'Отправлять нечего: все изменения отклонены или ждут подтверждения.',
  changesTable: 'Изменения',
  changeColumns: {
    listing: 'Объявление',
    kind: 'Что',
    before: 'Было',
    after: 'Станет',
    marginAfter: 'Маржа после',
    checks: 'Проверки',
    override: 'Подтвердить',
    result: 'Результат',
  },
  kindPrice: 'Цена',
  kindStock: (warehouse: string) => `Остаток, склад ${warehouse}`,
  oldPriceShort: 'старая',
  overrideLabel: (offerId: string) => `Подтвердить изменение ${offerId}`,
  overridden: 'Подтверждено',
  checksPassed: 'Проверки пройдены',
  runsEmpty: 'Изменений ещё не было.',
  open: 'Открыть',
  runColumns: {
    date: 'Дата',
    source: 'Откуда',
    status: 'Состояние',
    counts: 'Итог',
    open: 'Изменения',
  },
});

export const VERDICT_LABELS: Readonly<Record<PriceChange['verdict'], string>> = {
  ok: 'Можно отправить',
  needs_override: 'Требует подтверждения',
  refused: 'Отклонено',
};

export const RUN_STATUS_LABELS: Readonly<Record<PriceRun['status'], string>> = {
  draft: 'Проверено, не применено',
  applying: 'Применяется',
  done: 'Завершено',
};

/** A failed call as the seller reads it: the server's Russian message, else a general one. */
export function failureText(error: unknown, fallback: string): string {
  const status = serverErrorOf(error);
  // 400s carry the framework's English validation text: the seller gets the general one.
  if (status && status.errorCode !== 'ValidationError' && /[а-яё]/i.test(status.message)) {
    return status.message;
  }
  return fallback;
}
