import { PRICE_RUN_SOURCE_TITLES } from '@marketpult/shared/domain/price-change-labels';

/** What the price calls and the write job tell the seller. */
export const PRICE_MESSAGES = {
  runNotFound: 'Запуск изменения цен не найден',
  listingNotFound: 'Товар не найден',
  runNotDraft: 'Этот запуск уже применён',
  unknownChange: 'В запуске нет такого изменения',
  duplicateListing: 'Один и тот же товар указан в запуске дважды',
  needsOverride: 'Не отправлено: нужно подтверждение продавца',
  refused: 'Не отправлено: нарушены ограничения',
  noChange: 'Значение уже такое: отправлять нечего',
  notApplied: 'Маркетплейс так и не показал новое значение',
  listingGone: 'Товара больше нет на маркетплейсе',
  cabinetGone: 'Кабинет удалён',
  cabinetDisabled: 'Кабинет выключен: изменение не отправлено',
  rejected: (reason: string) => `Маркетплейс отклонил изменение: ${reason}`,
  quarantine: (reason: string) => reason,
  sendFailed: (reason: string) => `Не удалось отправить: ${reason}`,
  yielded: (source: string) => `Уступает изменению с более высоким приоритетом («${source}»)`,
  superseded: (source: string) =>
    `Заменено изменением с более высоким приоритетом («${source}»), не отправлено`,
  unknownWarehouse: 'У товара нет такого склада',
  priceUnknown: 'Текущая цена неизвестна: правило не к чему применить',
  oldPriceUnknown: 'У объявления нет цены до скидки: изменять на % или ₽ нечего',
  minPriceUnknown: 'У объявления нет минимальной цены: изменять на % или ₽ нечего',
  minPriceUnsupported: 'Минимальную цену на этом маркетплейсе задать нельзя: есть только у Ozon',
  credentials: 'Ключ кабинета не подходит: изменение не отправлено',
} as const;

/** The sources' Russian names, shared with the web app's history of changes. */
export const SOURCE_TITLES = PRICE_RUN_SOURCE_TITLES;
