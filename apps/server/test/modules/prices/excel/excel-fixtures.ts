import { PassThrough } from 'node:stream';
import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  PRICE_EXCEL_PRICE_HEADERS,
  PRICE_EXCEL_SHEETS,
  XLSX_CONTENT_TYPE,
} from '@marketpult/shared/contracts/price-excel';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { XSRF_HEADER, type ApiClient } from '../../../helpers/api-client';

/** Downloads the template of a view and opens it as exceljs sees it. */
export async function downloadTemplate(client: ApiClient, query = ''): Promise<ExcelJS.Workbook> {
  const response = await client.get(`${API_PATHS.priceExcelTemplate}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

export async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Posts a file as the web app does: the raw bytes, the .xlsx type, the XSRF header. */
export async function upload(
  client: ApiClient,
  payload: Buffer | string,
  contentType = XLSX_CONTENT_TYPE,
): Promise<LightMyRequestResponse> {
  const token = await client.ensureXsrfToken();
  return client.request({
    method: 'POST',
    url: API_PATHS.priceExcelUpload,
    headers: { 'content-type': contentType, ...(token ? { [XSRF_HEADER]: token } : {}) },
    payload,
  });
}

/** The row of the «Цены» sheet whose article is `offerId`. */
export function priceRow(workbook: ExcelJS.Workbook, offerId: string): ExcelJS.Row {
  const sheet = workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!;
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    if (row.getCell(4).value === offerId) return row;
  }
  throw new Error(`no row for ${offerId}`);
}

export function stockRow(
  workbook: ExcelJS.Workbook,
  offerId: string,
  warehouseId: string,
): ExcelJS.Row {
  const sheet = workbook.getWorksheet(PRICE_EXCEL_SHEETS.stocks)!;
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    if (row.getCell(4).value === offerId && row.getCell(5).value === warehouseId) return row;
  }
  throw new Error(`no stock row for ${offerId}@${warehouseId}`);
}

/** A «Цены» sheet of `rows` listing rows (ids from 1), streamed so 100,000 rows stay cheap. */
export async function hugeFile(rows: number): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  // Fixed dates: the same bytes every time (the fuzzer damages them at fixed places).
  workbook.created = workbook.modified = new Date(0);
  const sheet = workbook.addWorksheet(PRICE_EXCEL_SHEETS.prices);
  sheet.addRow([...PRICE_EXCEL_PRICE_HEADERS]).commit();
  for (let id = 1; id <= rows; id += 1) {
    sheet.addRow([id, 'Ozon', 'Кабинет', `ART-${id}`, 'Товар', 100, null, null, null]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** Every row of the tables an upload or a cost save could touch, as text. */
export async function excelTablesState(app: FastifyInstance): Promise<string> {
  const state: Record<string, unknown> = {};
  for (const table of ['price_runs', 'price_changes', 'listings', 'listing_stocks', 'products']) {
    state[table] = (
      await app.db.execute(sql.raw(`select t::text as row from ${table} t order by 1`))
    ).rows;
  }
  return JSON.stringify(state);
}
