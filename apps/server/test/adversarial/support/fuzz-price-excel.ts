import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  PRICE_EXCEL_MAX_BYTES,
  PRICE_EXCEL_SHEETS,
  XLSX_CONTENT_TYPE,
} from '@marketpult/shared/contracts/price-excel';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { priceExcelTemplate } from '../../../src/modules/prices/excel/template';
import { hugeFile } from '../../modules/prices/excel/excel-fixtures';
import type { FuzzTarget, GeneratedBody } from './fuzz-cases';
import { answered200 } from './fuzz-targets';
import type { FuzzWorld } from './fuzz-world';
import { hostileString } from './hostile-values';

/** What the spreadsheet calls aim at: files built from the account's own template. */
export interface ExcelFuzzFixture {
  productId: string;
  foreignProductId: string;
  files: { kind: string; payload: Buffer }[];
}

type Edit = (workbook: ExcelJS.Workbook) => void;

const priceCell =
  (column: number, value: ExcelJS.CellValue): Edit =>
  (workbook) => {
    workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!.getRow(2).getCell(column).value = value;
  };
const stockCell =
  (column: number, value: ExcelJS.CellValue): Edit =>
  (workbook) => {
    workbook.getWorksheet(PRICE_EXCEL_SHEETS.stocks)!.getRow(2).getCell(column).value = value;
  };

/**
 * Links the world's listing to a product (so its cost cell counts), gives the other account a
 * product, and builds the files: valid edits, hostile text in every kind of cell, odd numbers,
 * another account's id, a renamed column, a deleted sheet, a duplicate row, 10,001 rows, 100,000.
 */
export async function plantExcelFixture(world: FuzzWorld): Promise<ExcelFuzzFixture> {
  const db = world.app.db;
  const [own] = (
    await db.execute<{ id: string }>(sql`insert into products (user_id, article, name)
      values (${world.user.id}, 'FX-1', 'Товар для фаззера') returning id`)
  ).rows;
  await db.execute(
    sql`update listings set product_id = ${own!.id} where id = ${world.prices.listingId}`,
  );
  const stranger = (
    await db.execute<{ user_id: string }>(
      sql`select user_id from cabinets where id = ${world.foreignCabinetId}`,
    )
  ).rows[0]!.user_id;
  const [foreign] = (
    await db.execute<{ id: string }>(sql`insert into products (user_id, article, name, cost_price)
      values (${stranger}, 'THEIRS', 'Чужой товар', '10.00') returning id`)
  ).rows;

  const template = await priceExcelTemplate(db, world.user.id, {});
  const build = async (edit: Edit) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    edit(workbook);
    // Fixed dates keep every file the same length run after run, so a seed replays its bytes.
    workbook.created = workbook.modified = new Date(0);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const hostile = fc.sample(hostileString, { numRuns: 12, seed: 7 });
  const edits: [string, Edit][] = [
    ['unchanged', () => undefined],
    ['price', priceCell(6, 1100)],
    ['old price cleared', priceCell(7, null)],
    ['stock', stockCell(7, 7)],
    ['cost', priceCell(9, 50)],
    ['cost as text', priceCell(9, '50,5 ₽')],
    ['foreign id', priceCell(1, world.prices.foreignListingId)],
    ['unknown id', priceCell(1, 2 ** 52)],
    [
      'renamed column',
      (workbook) => {
        workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!.getCell(1, 7).value = 'Цена';
      },
    ],
    [
      'no price sheet',
      (workbook) => {
        workbook.removeWorksheet(workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!.id);
      },
    ],
    [
      'duplicate row',
      (workbook) => {
        const sheet = workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!;
        sheet.addRow((sheet.getRow(2).values as unknown[]).slice(1));
      },
    ],
    ['unknown warehouse', stockCell(5, 'fbo')],
    ...[0, -1, 1e308, 1e9, 0.004, true, new Date(0), '1e5', 'Infinity', '١٢٣'].map(
      (value): [string, Edit] => [
        `price ${String(value)}`,
        priceCell(6, value as ExcelJS.CellValue),
      ],
    ),
    [
      'formula error',
      priceCell(6, { formula: '1/0', result: { error: '#DIV/0!' } } as ExcelJS.CellValue),
    ],
    ['formula', priceCell(6, { formula: '1000*1.05', result: 1050 } as ExcelJS.CellValue)],
    ['stock -1', stockCell(7, -1)],
    ['stock 2.5', stockCell(7, 2.5)],
    ['stock huge', stockCell(7, 1e12)],
    ...hostile.flatMap((text, index): [string, Edit][] => [
      [`hostile price ${index}`, priceCell(6, text)],
      [`hostile id ${index}`, priceCell(1, text)],
      [`hostile warehouse ${index}`, stockCell(5, text)],
      [
        `hostile header ${index}`,
        (workbook) => {
          workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!.getCell(1, 1).value = text;
        },
      ],
    ]),
  ];
  const files: ExcelFuzzFixture['files'] = [];
  for (const [kind, edit] of edits) files.push({ kind, payload: await build(edit) });
  files.push({ kind: '10,001 rows', payload: await hugeFile(10_001) });
  files.push({ kind: '100,000 rows', payload: await hugeFile(100_000) });
  return { productId: own!.id, foreignProductId: foreign!.id, files };
}

/** A built file as it is, cut short, or with bytes overwritten (a damaged download). */
function fileBodies(fixture: ExcelFuzzFixture): fc.Arbitrary<GeneratedBody> {
  const file = fc.constantFrom(...fixture.files);
  return fc.oneof(
    { weight: 6, arbitrary: file.map(({ kind, payload }) => ({ kind: `xlsx ${kind}`, payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(file, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([{ payload }, at]) => ({
          kind: 'xlsx cut short',
          payload: payload.subarray(0, Math.floor(payload.length * at)),
        })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          file,
          fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 8 }),
        )
        .map(([{ payload }, flips]) => {
          const damaged = Buffer.from(payload);
          for (const [at, byte] of flips) damaged[at % damaged.length] = byte;
          return { kind: 'xlsx damaged', payload: damaged };
        }),
    },
  );
}

const uuidOrNot = (own: string, foreign: string) =>
  fc.oneof(fc.constantFrom<unknown>(own, foreign, own.toUpperCase(), ''), fc.uuid(), hostileString);
const costs = fc.oneof(
  fc.double(),
  fc.constantFrom<unknown>(null, 0, -1, 100_000_000, 100_000_000.01, '10', 1e308),
);

/** The three spreadsheet calls on the fuzz world's listing and products. */
export function excelTargets(world: FuzzWorld, fixture: ExcelFuzzFixture): FuzzTarget[] {
  const queries = fc.oneof(
    fc.constantFrom('', '?search=FUZZ', '?marketplace=ozon', `?cabinetId=${world.cabinetId}`),
    fc.constantFrom(`?cabinetId=${world.foreignCabinetId}`, '?marketplace=avito', '?page=1'),
    hostileString.map(
      (text) => `?search=${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`,
    ),
  );
  return [
    {
      name: `GET ${API_PATHS.priceExcelTemplate}`,
      method: 'GET',
      path: API_PATHS.priceExcelTemplate,
      template: {},
      bodyLimit: 32 * 1024,
      mostlySignedIn: true,
      urls: queries.map((query) => ({
        url: `${API_PATHS.priceExcelTemplate}${query}`,
        kind: 'query',
        routeMatches: true,
      })),
    },
    {
      name: `POST ${API_PATHS.priceExcelUpload}`,
      method: 'POST',
      path: API_PATHS.priceExcelUpload,
      template: {},
      bodyLimit: PRICE_EXCEL_MAX_BYTES,
      mostlySignedIn: true,
      files: { bodies: fileBodies(fixture), contentType: XLSX_CONTENT_TYPE },
      mayWrite: answered200,
    },
    {
      name: `POST ${API_PATHS.priceExcelCosts}`,
      method: 'POST',
      path: API_PATHS.priceExcelCosts,
      template: { changes: [{ productId: fixture.productId, costPrice: 12.5 }] },
      fields: {
        changes: fc.oneof(
          fc.array(
            fc.record(
              {
                productId: uuidOrNot(fixture.productId, fixture.foreignProductId),
                costPrice: costs,
              },
              { requiredKeys: [] },
            ),
            { maxLength: 4 },
          ),
          fc.constantFrom<unknown>(null, [], {}, [
            { productId: fixture.productId, costPrice: 1 },
            { productId: fixture.productId, costPrice: 2 },
          ]),
        ),
      },
      bodyLimit: 1024 * 1024,
      mostlySignedIn: true,
      mayWrite: answered200,
    },
  ];
}
