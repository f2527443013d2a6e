import {
  PRICE_EXCEL_MAX_CHANGES,
  PRICE_EXCEL_MAX_ROWS,
  PRICE_EXCEL_MAX_STOCK_ROWS,
  PRICE_EXCEL_SHEETS,
} from '@marketpult/shared/contracts/price-excel';

const count = (n: number) => n.toLocaleString('ru-RU');

/** Where a cell is, as the seller finds it in Excel: the sheet, the row and the column's name. */
export interface CellPlace {
  sheet: string;
  row: number;
  column: string;
}

const at = (place: CellPlace) =>
  `Лист «${place.sheet}», строка ${place.row}, столбец «${place.column}»`;

/** What the spreadsheet calls tell the seller; every refusal says what to do next. */
export const EXCEL_MESSAGES = {
  fileTooLarge: (maxMb: number) =>
    `Файл больше ${maxMb} МБ. Скачайте шаблон для части карточек (выберите кабинет или уточните поиск).`,
  notXlsx:
    'Это не файл Excel (.xlsx). Скачайте шаблон кнопкой «Скачать Excel», измените его и загрузите снова.',
  missingSheet: (sheet: string) =>
    `В файле нет листа «${sheet}». Загрузите файл, скачанный кнопкой «Скачать Excel», не переименовывая листы.`,
  wrongHeader: (sheet: string, column: number, wanted: string, found: string) =>
    `Лист «${sheet}»: столбец ${column} должен называться «${wanted}», а в файле ${
      found ? `«${found}»` : 'он пустой'
    }. Не переставляйте и не переименовывайте столбцы шаблона.`,
  tooManyRows: (sheet: string, max: number) =>
    `На листе «${sheet}» больше ${count(max)} строк. Разделите файл на части или скачайте шаблон для части карточек.`,
  fileTooManyRows: `В файле слишком много строк: на листе «${PRICE_EXCEL_SHEETS.prices}» — не больше ${count(
    PRICE_EXCEL_MAX_ROWS,
  )}, на листе «${PRICE_EXCEL_SHEETS.stocks}» — не больше ${count(
    PRICE_EXCEL_MAX_STOCK_ROWS,
  )}. Разделите файл на части или скачайте шаблон для части карточек.`,
  viewTooLarge: (found: number) =>
    `Выбрано карточек: ${count(found)}, а в один файл помещается не больше ${count(
      PRICE_EXCEL_MAX_ROWS,
    )}. Выберите кабинет или маркетплейс либо уточните поиск.`,
  notANumber: (place: CellPlace, text: string) =>
    `${at(place)}: «${text.slice(0, 40)}» — не число. Укажите число, например 1490 или 1490,50.`,
  notWhole: (place: CellPlace) => `${at(place)}: нужно целое число штук от 0 и больше.`,
  notPositive: (place: CellPlace) => `${at(place)}: цена должна быть больше нуля.`,
  tooBig: (place: CellPlace) => `${at(place)}: слишком большое значение.`,
  negative: (place: CellPlace) => `${at(place)}: значение не может быть отрицательным.`,
  priceCleared: (place: CellPlace) =>
    `${at(place)}: ячейка пустая, а у карточки есть цена. Укажите цену или верните прежнюю.`,
  minPriceCleared: (place: CellPlace) =>
    `${at(place)}: минимальную цену Ozon нельзя стереть из файла. Укажите значение или верните прежнее.`,
  minPriceNotOzon: (place: CellPlace) =>
    `${at(place)}: минимальная цена задаётся только для карточек Ozon. Очистите ячейку.`,
  stockCleared: (place: CellPlace) =>
    `${at(place)}: ячейка пустая. Укажите остаток числом (0 — нет в наличии).`,
  priceMissing: (place: CellPlace) =>
    `${at(place)}: у карточки ещё нет цены — укажите её в столбце «Цена, ₽».`,
  noProduct: (place: CellPlace) =>
    `${at(place)}: карточка не связана с товаром, себестоимость задать нельзя. Свяжите её на странице «Сопоставление товаров» или очистите ячейку.`,
  badListingId: (place: CellPlace) =>
    `${at(place)}: ID карточки испорчен. Не меняйте этот столбец: он связывает строку с карточкой.`,
  unknownListing: (sheet: string, row: number, id: number) =>
    `Лист «${sheet}», строка ${row}: карточка с ID ${id} не найдена. Не меняйте столбец ID и скачайте свежий шаблон.`,
  unknownWarehouse: (row: number, warehouse: string) =>
    `Лист «${PRICE_EXCEL_SHEETS.stocks}», строка ${row}: у карточки нет склада «${warehouse.slice(0, 64)}». Не меняйте столбец ID склада.`,
  duplicateRow: (sheet: string, row: number, first: number) =>
    `Лист «${sheet}», строка ${row}: эта карточка уже есть в строке ${first}. Оставьте одну строку.`,
  duplicateCost: (row: number, first: number) =>
    `Лист «${PRICE_EXCEL_SHEETS.prices}», строка ${row}: у этого товара в строке ${first} другая себестоимость. Себестоимость одна на товар — укажите одинаковую.`,
  tooManyChanges: (found: number) =>
    `Изменено карточек: ${count(found)}, а за один раз можно не больше ${count(
      PRICE_EXCEL_MAX_CHANGES,
    )}. Разделите изменения на несколько файлов.`,
  noChanges:
    'В файле нет изменений: все значения совпадают с текущими. Измените цены, остатки или себестоимость и загрузите файл снова.',
  productNotFound: 'Товар не найден. Скачайте свежий шаблон и загрузите его снова.',
  duplicateProduct: 'Один и тот же товар указан дважды',
} as const;
