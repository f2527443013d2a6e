import {
  PRICE_EXCEL_ERROR_CODES,
  PRICE_EXCEL_MAX_CHANGES,
  PRICE_EXCEL_MAX_ROWS,
  PRICE_EXCEL_MAX_STOCK_ROWS,
  PRICE_EXCEL_PRICE_HEADERS,
  PRICE_EXCEL_SHEETS,
  PRICE_EXCEL_STOCK_HEADERS,
  type PriceExcelTemplateQuery,
} from '@marketpult/shared/contracts/price-excel';
import ExcelJS from 'exceljs';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import { countOfView, listingsOfView, stocksOfListings } from './listings';
import { EXCEL_MESSAGES } from './messages';

export const MARKETPLACE_TITLES: Readonly<Record<string, string>> = {
  ozon: 'Ozon',
  wildberries: 'Wildberries',
  yandex: 'Яндекс Маркет',
};

const PRICE_WIDTHS = [14, 14, 20, 18, 40, 12, 14, 16, 16];
const STOCK_WIDTHS = [14, 14, 20, 18, 16, 28, 12];
/** Columns (1-based) the seller edits; the rest say which listing a row is. */
const PRICE_EDITABLE = new Set([6, 7, 8, 9]);
const STOCK_EDITABLE = new Set([7]);

const FILL_EDITABLE: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE2F0D9' },
};
const FILL_FIXED: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFEDEDED' },
};
const MONEY_FORMAT = '#,##0.00';

const INSTRUCTIONS = [
  'Как изменить цены, остатки и себестоимость через Excel',
  '',
  `1. Меняйте только зелёные столбцы: на листе «${PRICE_EXCEL_SHEETS.prices}» — цену, старую цену, минимальную цену (только Ozon) и себестоимость товара; на листе «${PRICE_EXCEL_SHEETS.stocks}» — остаток на складе.`,
  '2. Серые столбцы (ID карточки, маркетплейс, кабинет, артикул, склад) не меняйте: по ним строка находит свою карточку. Не переименовывайте листы и столбцы.',
  '3. Числа пишите без букв: 1490 или 1490,50. Остаток — целое число штук. Пустая старая цена убирает зачёркнутую цену.',
  '4. Строки без изменений можно оставить или удалить: загрузятся только изменённые ячейки.',
  `5. Загрузите файл кнопкой «Загрузить Excel». Ничего не отправится сразу: сначала вы увидите список изменений «было → станет» с проверками и подтвердите его. За один раз — не больше ${PRICE_EXCEL_MAX_CHANGES.toLocaleString('ru-RU')} изменённых карточек.`,
  '6. Себестоимость одна на товар: если товар продаётся в нескольких карточках, укажите у них одинаковую. Она сохраняется отдельно от отправки на маркетплейсы — после вашего подтверждения.',
  `7. В одном файле — не больше ${PRICE_EXCEL_MAX_ROWS.toLocaleString('ru-RU')} карточек. Если их больше, скачайте файл по кабинету или маркетплейсу.`,
];

function header(
  sheet: ExcelJS.Worksheet,
  titles: readonly string[],
  widths: number[],
  editable: Set<number>,
) {
  sheet.columns = titles.map((title, index) => ({ header: title, width: widths[index] ?? 14 }));
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.alignment = { wrapText: true, vertical: 'middle' };
  titles.forEach((_, index) => {
    row.getCell(index + 1).fill = editable.has(index + 1) ? FILL_EDITABLE : FILL_FIXED;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/**
 * The template of the view: one row per listing with its current values, one row per listing
 * and warehouse for the stocks, and an instruction sheet. A view of more than
 * PRICE_EXCEL_MAX_ROWS listings is refused rather than cut, so no listing silently goes missing.
 */
export async function priceExcelTemplate(
  db: Database,
  userId: string,
  query: PriceExcelTemplateQuery,
): Promise<Buffer> {
  const listings = await listingsOfView(db, userId, query, PRICE_EXCEL_MAX_ROWS + 1);
  if (listings.length > PRICE_EXCEL_MAX_ROWS) {
    const total = await countOfView(db, userId, query);
    throw new ApiError(
      422,
      PRICE_EXCEL_ERROR_CODES.tooManyRows,
      EXCEL_MESSAGES.viewTooLarge(total),
    );
  }
  const stocks = await stocksOfListings(
    db,
    listings.map((listing) => listing.id),
  );
  if (stocks.length > PRICE_EXCEL_MAX_STOCK_ROWS) {
    throw new ApiError(
      422,
      PRICE_EXCEL_ERROR_CODES.tooManyRows,
      EXCEL_MESSAGES.tooManyRows(PRICE_EXCEL_SHEETS.stocks, PRICE_EXCEL_MAX_STOCK_ROWS),
    );
  }
  const byId = new Map(listings.map((listing) => [listing.id, listing]));

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'МаркетПульт';
  const prices = workbook.addWorksheet(PRICE_EXCEL_SHEETS.prices);
  header(prices, PRICE_EXCEL_PRICE_HEADERS, PRICE_WIDTHS, PRICE_EDITABLE);
  for (const listing of listings) {
    prices.addRow([
      listing.id,
      MARKETPLACE_TITLES[listing.marketplace] ?? listing.marketplace,
      listing.cabinetName,
      listing.offerId,
      listing.name,
      listing.price,
      listing.oldPrice,
      listing.marketplace === 'ozon' ? listing.minPrice : null,
      listing.productId ? listing.costPrice : null,
    ]);
  }
  for (const column of [6, 7, 8, 9]) prices.getColumn(column).numFmt = MONEY_FORMAT;

  const stockSheet = workbook.addWorksheet(PRICE_EXCEL_SHEETS.stocks);
  header(stockSheet, PRICE_EXCEL_STOCK_HEADERS, STOCK_WIDTHS, STOCK_EDITABLE);
  for (const stock of stocks) {
    const listing = byId.get(stock.listingId)!;
    stockSheet.addRow([
      stock.listingId,
      MARKETPLACE_TITLES[listing.marketplace] ?? listing.marketplace,
      listing.cabinetName,
      listing.offerId,
      stock.warehouseId,
      stock.warehouseName,
      stock.amount,
    ]);
  }

  const help = workbook.addWorksheet(PRICE_EXCEL_SHEETS.help);
  help.getColumn(1).width = 120;
  INSTRUCTIONS.forEach((line, index) => {
    const cell = help.getCell(index + 1, 1);
    cell.value = line;
    cell.alignment = { wrapText: true };
    if (index === 0) cell.font = { bold: true, size: 14 };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
