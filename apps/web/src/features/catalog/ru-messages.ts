import { NO_RESULTS } from '../../lib/common-messages';

/** The strings of the catalog and product-links screens. */
export const catalogMessages = Object.freeze({
  /** Spec §8: an empty list. */
  noResults: NO_RESULTS,
  search: 'Поиск по артикулу, названию или штрихкоду',
  noCostPrice: 'Без себестоимости',
  noStock: 'Нет в наличии',
  lossMaking: 'Убыточные',
  unlinked: 'Без карточек',
  exportExcel: 'Выгрузить в Excel',
  /** The name of the drawn page's placeholder while the app and the grid load. */
  loading: 'Загружаем каталог…',
  loadFailed: 'Не удалось загрузить данные. Попробуйте обновить страницу.',
  buyerPriceHint:
    'Сколько платит покупатель на витрине Ozon с учётом скидок, которые оплачивает Ozon; ' +
    'после изменения цены — пусто до следующей синхронизации',
  columns: {
    article: 'Артикул',
    name: 'Название',
    brand: 'Бренд',
    marketplaces: 'Маркетплейсы',
    listingsCount: 'Карточек',
    priceOzon: 'Цена Ozon',
    buyerPriceOzon: 'Цена для покупателя Ozon',
    priceWildberries: 'Цена Wildberries',
    priceYandex: 'Цена Яндекс Маркет',
    stockTotal: 'Остаток',
    costPrice: 'Себестоимость',
    marginPercent: 'Маржа',
  },
  product: {
    barcodes: 'Штрихкоды',
    rrp: 'РРЦ',
    minPrice: 'Минимальная цена',
    listings: 'Карточки на маркетплейсах',
    cabinet: 'Кабинет',
    offerId: 'Артикул в кабинете',
    price: 'Цена',
    stock: 'Остаток',
    link: 'Связь',
    unlink: 'Отвязать',
    unlinkFailed: 'Не удалось отвязать карточку. Попробуйте ещё раз',
    back: 'К каталогу',
    notFound: 'Товар не найден',
  },
  linkSources: { article: 'по артикулу', barcode: 'по штрихкоду', manual: 'вручную' },
  matching: {
    unlinkedTab: 'Непривязанные карточки',
    conflictsTab: 'Конфликты',
    link: 'Привязать',
    pickerTitle: 'Привязать карточку к товару',
    pickerSearch: 'Найти товар по артикулу или названию',
    cancel: 'Отмена',
    reasons: { barcode: 'тот же штрихкод', article: 'похожий артикул', search: 'по поиску' },
    linked: 'Карточка привязана',
    unlinked: 'Карточка отвязана',
    barcodeConflicts: 'Один штрихкод у нескольких товаров',
    articleConflicts: 'У одного артикула разные штрихкоды',
    noConflicts: 'Конфликтов нет',
    listingsOf: (count: number) => `Карточек: ${count}`,
  },
});
