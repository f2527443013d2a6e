import {
  PRICE_EXCEL_ERROR_CODES,
  PRICE_EXCEL_MAX_ROWS,
  PRICE_EXCEL_MAX_STOCK_ROWS,
  PRICE_EXCEL_PRICE_HEADERS,
  PRICE_EXCEL_SHEETS,
  PRICE_EXCEL_STOCK_HEADERS,
} from '@marketpult/shared/contracts/price-excel';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { ApiError } from '../../../http/errors';
import { EXCEL_MESSAGES, type CellPlace } from './messages';
import { sheetPaths } from './sheet-paths';

/** A number cell as read: a number, or null for an empty cell. */
export type CellNumber = number | null;

export interface PriceFileRow {
  row: number;
  listingId: number;
  price: CellNumber;
  oldPrice: CellNumber;
  minPrice: CellNumber;
  costPrice: CellNumber;
}

export interface StockFileRow {
  row: number;
  listingId: number;
  warehouseId: string;
  amount: CellNumber;
}

export interface PriceFile {
  prices: PriceFileRow[];
  stocks: StockFileRow[];
}

/**
 * Unpacked, the sheets may not exceed this: a full template is a few tens of megabytes, and a
 * "zip bomb" of a few megabytes must not unpack into gigabytes.
 */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** A worksheet's rows (`<row …>`, with or without a namespace prefix). */
const ROW_TAG = /<(?:\w+:)?row[\s>]/g;

const refuse = (status: number, code: string, message: string) =>
  new ApiError(status, code, message);
const notXlsx = () => refuse(415, PRICE_EXCEL_ERROR_CODES.notXlsx, EXCEL_MESSAGES.notXlsx);
const badCell = (message: string) => refuse(422, PRICE_EXCEL_ERROR_CODES.badCell, message);

/** The unpacked size the zip's directory declares for an entry (JSZip keeps it, untyped). */
function declaredSize(file: JSZip.JSZipObject): number {
  const data = (file as unknown as { _data?: { uncompressedSize?: unknown } })._data;
  return typeof data?.uncompressedSize === 'number' ? data.uncompressedSize : 0;
}

/**
 * Checks the file before exceljs builds it in memory: a zip with a workbook in it, not too big
 * unpacked, and no sheet with more rows than its cap («Цены» 10,000, «Остатки» and any other
 * sheet 50,000). Counting tags in the XML costs a few milliseconds even for 100,000 rows, where
 * building the cells would take seconds and hundreds of megabytes.
 */
async function precheck(body: Buffer): Promise<void> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(body);
  } catch {
    throw notXlsx();
  }
  if (!zip.file('xl/workbook.xml')) throw notXlsx();
  const unpacked = Object.values(zip.files).reduce((sum, file) => sum + declaredSize(file), 0);
  if (unpacked > MAX_UNPACKED_BYTES) {
    throw refuse(422, PRICE_EXCEL_ERROR_CODES.tooManyRows, EXCEL_MESSAGES.fileTooManyRows);
  }
  let named: Map<string, string>;
  try {
    named = await sheetPaths(zip);
  } catch {
    throw notXlsx();
  }
  const pricesPath = named.get(PRICE_EXCEL_SHEETS.prices);
  for (const sheet of zip.file(/^xl\/worksheets\/[^/]+\.xml$/)) {
    let xml: string;
    try {
      xml = await sheet.async('string');
    } catch {
      throw notXlsx();
    }
    const rows = xml.match(ROW_TAG)?.length ?? 0;
    // The header row is one more than the cap allows of data rows.
    if (sheet.name === pricesPath && rows > PRICE_EXCEL_MAX_ROWS + 1) {
      throw refuse(
        422,
        PRICE_EXCEL_ERROR_CODES.tooManyRows,
        EXCEL_MESSAGES.tooManyRows(PRICE_EXCEL_SHEETS.prices, PRICE_EXCEL_MAX_ROWS),
      );
    }
    if (rows > PRICE_EXCEL_MAX_STOCK_ROWS + 1) {
      throw refuse(422, PRICE_EXCEL_ERROR_CODES.tooManyRows, EXCEL_MESSAGES.fileTooManyRows);
    }
  }
}

/** What a cell holds as plain data: formulas give their result, rich text its text. */
function plainValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('result' in value) return plainValue(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return plainValue(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return String(value as unknown);
}

/** «1 490,50 ₽», «1490.5», « 7 » as numbers; anything else is not one. */
function parseNumberText(text: string): number | undefined {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(₽|руб\.?|р\.)$/i, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return undefined;
  return Number(compact);
}

function numberCell(cell: ExcelJS.Cell, place: CellPlace): CellNumber {
  const value = plainValue(cell.value);
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const text = value instanceof Date ? value.toLocaleDateString('ru-RU') : String(value);
  const parsed = typeof value === 'string' ? parseNumberText(value) : undefined;
  if (parsed === undefined) throw badCell(EXCEL_MESSAGES.notANumber(place, text));
  return parsed;
}

function textCell(cell: ExcelJS.Cell): string {
  const value = plainValue(cell.value);
  return value === null ? '' : String(value as string | number).trim();
}

function checkHeaders(sheet: ExcelJS.Worksheet, name: string, headers: readonly string[]): void {
  const row = sheet.getRow(1);
  headers.forEach((wanted, index) => {
    const found = textCell(row.getCell(index + 1));
    if (found.toLowerCase() !== wanted.toLowerCase()) {
      throw refuse(
        422,
        PRICE_EXCEL_ERROR_CODES.wrongShape,
        EXCEL_MESSAGES.wrongHeader(name, index + 1, wanted, found.slice(0, 60)),
      );
    }
  });
}

function listingIdCell(cell: ExcelJS.Cell, place: CellPlace): number {
  const value = numberCell(cell, place);
  if (value === null || !Number.isSafeInteger(value) || value <= 0) {
    throw badCell(EXCEL_MESSAGES.badListingId(place));
  }
  return value;
}

/** Data rows of a sheet: every row after the header with something in its first `width` cells. */
function dataRows(sheet: ExcelJS.Worksheet, width: number, max: number, name: string) {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    for (let column = 1; column <= width; column += 1) {
      if (textCell(row.getCell(column)) !== '') {
        rows.push(row);
        return;
      }
    }
  });
  if (rows.length > max) {
    throw refuse(422, PRICE_EXCEL_ERROR_CODES.tooManyRows, EXCEL_MESSAGES.tooManyRows(name, max));
  }
  return rows;
}

function readPrices(sheet: ExcelJS.Worksheet): PriceFileRow[] {
  const name = PRICE_EXCEL_SHEETS.prices;
  checkHeaders(sheet, name, PRICE_EXCEL_PRICE_HEADERS);
  const place = (row: number, column: number): CellPlace => ({
    sheet: name,
    row,
    column: PRICE_EXCEL_PRICE_HEADERS[column - 1]!,
  });
  return dataRows(sheet, PRICE_EXCEL_PRICE_HEADERS.length, PRICE_EXCEL_MAX_ROWS, name).map(
    (row) => ({
      row: row.number,
      listingId: listingIdCell(row.getCell(1), place(row.number, 1)),
      price: numberCell(row.getCell(6), place(row.number, 6)),
      oldPrice: numberCell(row.getCell(7), place(row.number, 7)),
      minPrice: numberCell(row.getCell(8), place(row.number, 8)),
      costPrice: numberCell(row.getCell(9), place(row.number, 9)),
    }),
  );
}

function readStocks(sheet: ExcelJS.Worksheet): StockFileRow[] {
  const name = PRICE_EXCEL_SHEETS.stocks;
  checkHeaders(sheet, name, PRICE_EXCEL_STOCK_HEADERS);
  const place = (row: number, column: number): CellPlace => ({
    sheet: name,
    row,
    column: PRICE_EXCEL_STOCK_HEADERS[column - 1]!,
  });
  return dataRows(sheet, PRICE_EXCEL_STOCK_HEADERS.length, PRICE_EXCEL_MAX_STOCK_ROWS, name).map(
    (row) => ({
      row: row.number,
      listingId: listingIdCell(row.getCell(1), place(row.number, 1)),
      warehouseId: textCell(row.getCell(5)),
      amount: numberCell(row.getCell(7), place(row.number, 7)),
    }),
  );
}

/**
 * Reads an uploaded template: the «Цены» sheet (required) and the «Остатки» sheet (optional: a
 * seller who only edits prices may delete it). Every refusal is an ApiError with a Russian
 * message naming the sheet, row and column; nothing here touches the database.
 */
export async function readPriceFile(body: Buffer): Promise<PriceFile> {
  await precheck(body);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw notXlsx();
  }
  const prices = workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices);
  if (!prices) {
    throw refuse(
      422,
      PRICE_EXCEL_ERROR_CODES.wrongShape,
      EXCEL_MESSAGES.missingSheet(PRICE_EXCEL_SHEETS.prices),
    );
  }
  const stocks = workbook.getWorksheet(PRICE_EXCEL_SHEETS.stocks);
  return { prices: readPrices(prices), stocks: stocks ? readStocks(stocks) : [] };
}
