import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import type { ApiContract } from './api-contracts';
import { catalogListingFilterSchema } from './catalog-listings';
import { MAX_PRICE_RUN_ITEMS, priceRunResponseSchema } from './prices';

/**
 * Bulk price, stock and cost edits through an Excel file (README, "Price writes"):
 *
 * 1. GET excel-template (the listing filters of /catalog-management) answers an
 *    .xlsx of the account's listings with their current values;
 * 2. the seller edits it and POSTs it back to excel-upload as the raw body
 *    (`Content-Type: XLSX_CONTENT_TYPE`); the server compares every editable cell with the
 *    current value and makes ONE dry run (source 'excel', mode 'explicit') of exactly the
 *    changed cells. Cost prices are the seller's own data, not a marketplace write: they come
 *    back as `costChanges` and are saved by POST excel-costs when the seller confirms them;
 * 3. the dry run is applied like any other (POST /api/prices/runs/:id/apply).
 *
 * A refused file changes nothing and answers a 4xx with a code of PRICE_EXCEL_ERROR_CODES and a
 * Russian message that names the sheet, row and column at fault.
 */

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Listings one file holds (rows of the «Цены» sheet); a bigger view is refused, not cut. */
export const PRICE_EXCEL_MAX_ROWS = 10_000;
/** Rows of the «Остатки» sheet (a listing per warehouse). */
export const PRICE_EXCEL_MAX_STOCK_ROWS = 50_000;
/** The uploaded file: a full template of 10,000 listings with their stocks is well under this. */
export const PRICE_EXCEL_MAX_BYTES = 8 * 1024 * 1024;
/** Changed listings one upload may plan: the dry run's own cap; a bigger edit is refused. */
export const PRICE_EXCEL_MAX_CHANGES = MAX_PRICE_RUN_ITEMS;
/** Products one excel-costs call saves (each listing row can carry its product's cost). */
export const PRICE_EXCEL_MAX_COST_CHANGES = PRICE_EXCEL_MAX_ROWS;
/** The highest cost price, as the product card takes it. */
export const PRICE_EXCEL_MAX_COST = 100_000_000;

/** The sheets and their header rows, as the template writes them and the upload expects them. */
export const PRICE_EXCEL_SHEETS = Object.freeze({
  prices: 'Цены',
  stocks: 'Остатки',
  help: 'Инструкция',
} as const);

export const PRICE_EXCEL_PRICE_HEADERS = Object.freeze([
  'ID карточки (не менять)',
  'Маркетплейс',
  'Кабинет',
  'Артикул',
  'Название',
  'Цена, ₽',
  'Старая цена, ₽',
  'Мин. цена (только Ozon), ₽',
  'Себестоимость товара, ₽',
] as const);

export const PRICE_EXCEL_STOCK_HEADERS = Object.freeze([
  'ID карточки (не менять)',
  'Маркетплейс',
  'Кабинет',
  'Артикул',
  'ID склада (не менять)',
  'Склад',
  'Остаток, шт.',
] as const);

/**
 * GET excel-template?…: the filters of /catalog-management's listings (search, cabinet,
 * marketplace, brand, link, no stock), so the file holds exactly the listings on the screen.
 */
export const priceExcelTemplateQuerySchema = catalogListingFilterSchema;
export type PriceExcelTemplateQueryInput = z.input<typeof priceExcelTemplateQuerySchema>;
export type PriceExcelTemplateQuery = z.output<typeof priceExcelTemplateQuerySchema>;

/** A product's cost price as the file wants it: null clears it. */
const costSchema = z.number().min(0).max(PRICE_EXCEL_MAX_COST).nullable();

/** One product whose cost price the file changes (a product, not a listing: no marketplace). */
export const productCostChangeSchema = z.object({
  productId: z.uuid(),
  article: z.string(),
  name: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
});
export type ProductCostChange = z.infer<typeof productCostChangeSchema>;

/**
 * POST excel-upload's answer: the dry run of the marketplace cells (null when only cost prices
 * changed) and the cost price changes, which are not saved yet.
 */
export const priceExcelUploadResponseSchema = z.object({
  run: priceRunResponseSchema.nullable(),
  costChanges: z.array(productCostChangeSchema),
});
export type PriceExcelUploadResponse = z.infer<typeof priceExcelUploadResponseSchema>;

/** POST excel-costs: the cost changes of an upload the seller confirms. */
export const saveExcelCostsRequestSchema = z
  .object({
    changes: z
      .array(z.object({ productId: z.uuid(), costPrice: costSchema }).strict())
      .min(1)
      .max(PRICE_EXCEL_MAX_COST_CHANGES),
  })
  .strict();
export type SaveExcelCostsRequest = z.infer<typeof saveExcelCostsRequestSchema>;

export const saveExcelCostsResponseSchema = z.object({ saved: z.number().int().min(0) });
export type SaveExcelCostsResponse = z.infer<typeof saveExcelCostsResponseSchema>;

/** The codes of a refused template or file (`responseStatus.errorCode`). */
export const PRICE_EXCEL_ERROR_CODES = Object.freeze({
  /** 413: the body is over PRICE_EXCEL_MAX_BYTES. */
  fileTooLarge: 'ExcelFileTooLarge',
  /** 415: the body is not an .xlsx workbook (or not sent as one). */
  notXlsx: 'ExcelNotXlsx',
  /** 422: a sheet or a column of the template is missing or renamed. */
  wrongShape: 'ExcelWrongShape',
  /** 422: more rows than PRICE_EXCEL_MAX_ROWS / PRICE_EXCEL_MAX_STOCK_ROWS (file or view). */
  tooManyRows: 'ExcelTooManyRows',
  /** 422: a cell holds what its column cannot take (text for a number, a price of 0…). */
  badCell: 'ExcelBadCell',
  /** 422: one listing (or listing and warehouse) on two rows, or one product with two costs. */
  duplicateRow: 'ExcelDuplicateRow',
  /** 404: a listing id, warehouse or product the account does not have. */
  unknownListing: 'ExcelUnknownListing',
  /** 422: more changed listings than PRICE_EXCEL_MAX_CHANGES. */
  tooManyChanges: 'ExcelTooManyChanges',
  /** 422: nothing in the file differs from the current values. */
  noChanges: 'ExcelNoChanges',
} as const);
export type PriceExcelErrorCode =
  (typeof PRICE_EXCEL_ERROR_CODES)[keyof typeof PRICE_EXCEL_ERROR_CODES];

/**
 * The spreadsheet calls. Refusals (ServiceStack body): 400 ValidationError, 401, 403
 * CsrfTokenInvalid, 404 ExcelUnknownListing / NotFound, 413 ExcelFileTooLarge, 415 ExcelNotXlsx,
 * 422 the other PRICE_EXCEL_ERROR_CODES. The template answers the file itself (not JSON).
 */
export const PRICE_EXCEL_CONTRACTS = Object.freeze({
  priceExcelUpload: {
    method: 'POST',
    path: API_PATHS.priceExcelUpload,
    // No JSON request: the body is the raw .xlsx (XLSX_CONTENT_TYPE).
    response: priceExcelUploadResponseSchema,
  },
  priceExcelCosts: {
    method: 'POST',
    path: API_PATHS.priceExcelCosts,
    request: saveExcelCostsRequestSchema,
    response: saveExcelCostsResponseSchema,
  },
} as const satisfies Record<string, ApiContract>);
