import type { PriceChange, PriceRun, PriceRunView } from '@marketpult/shared/contracts/prices';
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
  oneProduct: 'Показаны только карточки одного товара.',
  openProduct: 'Открыть товар',
  showAllListings: 'Показать все карточки',
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
  whatOldPrice: 'Цену до скидки',
  whatMinPrice: 'Минимальную цену',
  whatStock: 'Остаток',
  whatCostPrice: 'Себестоимость',
  /** The rule menu's label, per target. */
  ruleOf: {
    price: 'Как изменить цену',
    oldPrice: 'Как изменить цену до скидки',
    minPrice: 'Как изменить минимальную цену',
    costPrice: 'Как изменить себестоимость',
  },
  /** «Установить …», per target. */
  ruleSetOf: {
    price: 'Установить цену',
    oldPrice: 'Установить цену до скидки',
    minPrice: 'Установить минимальную цену',
    costPrice: 'Установить себестоимость',
  },
  rulePercent: 'Изменить на %',
  ruleRub: 'Изменить на ₽',
  ruleDiscount: 'Задать скидку, %',
  ruleClear: 'Убрать зачёркнутую цену',
  /** The value field's label for «Установить», per target. */
  valueSetOf: {
    price: 'Новая цена, ₽',
    oldPrice: 'Новая цена до скидки, ₽',
    minPrice: 'Новая минимальная цена, ₽',
    costPrice: 'Новая себестоимость, ₽',
  },
  valuePercent: 'Изменение, % (минус — снизить)',
  valueRub: 'Изменение, ₽ (минус — снизить)',
  valueDiscount: 'Скидка, % (целое от 1 до 99)',
  valueStock: 'Остаток на каждом складе объявления, шт.',
  /** What each target means, under the choice. */
  hintOf: {
    price: 'Цена, которую платит покупатель.',
    oldPrice:
      'Зачёркнутая цена рядом с ценой. Цена покупателя не меняется. Скидка: цена до скидки = цена ÷ (1 − скидка/100); на Wildberries — в целых рублях.',
    minPrice:
      'Минимальная цена есть только у Ozon: объявления других маркетплейсов в проверке будут отклонены.',
    stock: 'Одинаковый остаток на каждом известном складе объявления.',
    costPrice:
      'Себестоимость товаров, к которым привязаны выбранные объявления. Это ваши данные: на маркетплейсы она не отправляется, а маржа пересчитается.',
  },
  check: 'Проверить',
  checking: 'Проверяем…',
  nothingSelected: 'Сначала выберите объявления в таблице.',
  enterNumber: 'Введите число',
  priceAboveZero: 'Цена должна быть больше нуля',
  costNotNegative: 'Себестоимость не может быть меньше нуля',
  discountRange: 'Скидка — целое число от 1 до 99 %',
  percentRange: 'Процент — больше −100 и не больше 1000',
  stockRange: 'Остаток — целое число от 0 до 100 000',
  noWarehouses: 'У выбранных объявлений нет известных складов — остаток изменить нельзя.',
  someWithoutWarehouses: (count: number) =>
    `У ${count.toLocaleString('ru-RU')} выбранных объявлений склады неизвестны — их остаток не изменится.`,
  costRuleHint:
    'Проверьте новые значения. Ничего не сохранено: себестоимость изменится только после «Сохранить себестоимость».',
  costRuleNothing: 'Себестоимость ни одного товара не изменится.',
  costUnlinked: (count: number) =>
    `Объявлений без привязанного товара — их себестоимость не изменится: ${count}`,
  costUnknown: (count: number) =>
    `Товаров без себестоимости — изменить на % или ₽ нечего: ${count}`,
  costOutOfRange: (count: number) =>
    `Товаров, у которых себестоимость стала бы меньше нуля или слишком большой, — оставлены как есть: ${count}`,
  costUnchanged: (count: number) => `Товаров, у которых себестоимость уже такая: ${count}`,
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
  /** A run of more than one page: the totals line is not this page's. */
  totalsCoverRun: (hasBlocked: boolean) =>
    `Итоги посчитаны по всем изменениям, а не только по этой странице.${hasBlocked ? ' Изменения, которые ждут подтверждения, собраны в «Требуют подтверждения».' : ''}`,
  runViews: 'Какие изменения показать',
  /** «Все (1 250)»: the count comes formatted. */
  runViewOption: (label: string, count: string) => `${label} (${count})`,
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
  minPriceShort: 'мин.',
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

/** The views of a run's changes, as the chooser above the table names them. */
export const RUN_VIEW_LABELS: Readonly<Record<PriceRunView, string>> = {
  all: 'Все',
  needs_override: 'Требуют подтверждения',
  refused: 'Отклонены проверками',
  problems: 'Не применены',
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
