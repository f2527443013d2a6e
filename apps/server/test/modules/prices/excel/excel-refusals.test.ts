import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  PRICE_EXCEL_ERROR_CODES,
  PRICE_EXCEL_SHEETS,
} from '@marketpult/shared/contracts/price-excel';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../helpers/api-client';
import { signedInClient } from '../../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../../helpers/test-app';
import { TEST_DB_KIND } from '../../../helpers/test-db';
import { OZON_KEY, addCabinet, expectRefusal } from '../../cabinets/cabinet-fixtures';
import { FakeMarketplace, OTHER_GOOD_KEY, fakeListing } from '../../cabinets/fake-marketplace';
import {
  downloadTemplate,
  excelTablesState,
  hugeFile,
  priceRow,
  stockRow,
  toBuffer,
  upload,
} from './excel-fixtures';

describe(`a refused Excel file changes nothing on ${TEST_DB_KIND}`, () => {
  const marketplace = new FakeMarketplace();
  let testApp: TestApp;
  let owner: ApiClient;
  let intruder: ApiClient;
  let template: Buffer;
  let foreignListingId: number;
  let state: string;

  beforeAll(async () => {
    testApp = await createTestApp({ connectorFactory: marketplace.factory });
    marketplace.listings = [1, 2, 3].map((index) => fakeListing(index));
    ({ client: owner } = await signedInClient(testApp));
    ({ client: intruder } = await signedInClient(testApp));
    await addCabinet(testApp.app, owner);
    // The other account's shop: another Client-Id and key, listings of its own.
    await addCabinet(testApp.app, intruder, {
      name: 'Чужой магазин',
      credentials: { ...OZON_KEY, clientId: '2002', apiKey: OTHER_GOOD_KEY },
    });
    template = await toBuffer(await downloadTemplate(owner));
    const rows = await testApp.app.db.execute<{ id: string }>(
      sql`select l.id from listings l join cabinets c on c.id = l.cabinet_id
        where c.shop_external_id = '2002' order by l.id limit 1`,
    );
    foreignListingId = Number(rows.rows[0]!.id);
  }, 60_000);
  afterAll(() => testApp.close());
  beforeEach(async () => {
    state = await excelTablesState(testApp.app);
  });

  /** The upload's refusal: its status, code and Russian message, and not one row changed. */
  async function refused(
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    code: string,
  ): Promise<string> {
    const { message } = expectRefusal(response, status, code);
    expect(await excelTablesState(testApp.app)).toBe(state);
    return message;
  }

  async function edited(edit: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    edit(workbook);
    return toBuffer(workbook);
  }

  it('refuses what is not an .xlsx at all', async () => {
    const message = await refused(
      await upload(owner, Buffer.from('Артикул;Цена\nART-1;100\n')),
      415,
      PRICE_EXCEL_ERROR_CODES.notXlsx,
    );
    expect(message).toMatch(/не файл Excel/);
    await refused(
      await upload(owner, Buffer.from('PK\u0003\u0004 broken zip')),
      415,
      PRICE_EXCEL_ERROR_CODES.notXlsx,
    );
    // JSON to the file's address: the app's JSON parser takes it, the route refuses it.
    await refused(
      await owner.post(API_PATHS.priceExcelUpload, { changes: [] }),
      415,
      PRICE_EXCEL_ERROR_CODES.notXlsx,
    );
  });

  it('refuses a file of another shape: a renamed column, a missing sheet', async () => {
    const renamed = await edited((workbook) => {
      workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!.getCell(1, 6).value = 'Цена';
    });
    const message = await refused(
      await upload(owner, renamed),
      422,
      PRICE_EXCEL_ERROR_CODES.wrongShape,
    );
    expect(message).toBe(
      'Лист «Цены»: столбец 6 должен называться «Цена, ₽», а в файле «Цена». Не переставляйте и не переименовывайте столбцы шаблона.',
    );
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Лист1').addRow(['Артикул', 'Цена']);
    const missing = await refused(
      await upload(owner, await toBuffer(other)),
      422,
      PRICE_EXCEL_ERROR_CODES.wrongShape,
    );
    expect(missing).toMatch(/нет листа «Цены»/);
  });

  it('names the row and column of text in a number cell', async () => {
    const file = await edited((workbook) => {
      priceRow(workbook, 'ART-2').getCell(6).value = 'дорого';
    });
    const message = await refused(await upload(owner, file), 422, PRICE_EXCEL_ERROR_CODES.badCell);
    expect(message).toMatch(/^Лист «Цены», строка 3, столбец «Цена, ₽»: «дорого» — не число/);

    const stock = await edited((workbook) => {
      stockRow(workbook, 'ART-1', 'W2').getCell(7).value = 2.5;
    });
    expect(await refused(await upload(owner, stock), 422, PRICE_EXCEL_ERROR_CODES.badCell)).toMatch(
      /Лист «Остатки», строка \d+, столбец «Остаток, шт\.»: нужно целое число/,
    );
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
  ])('refuses a %s price', async (_kind, value) => {
    const file = await edited((workbook) => {
      priceRow(workbook, 'ART-1').getCell(6).value = value;
    });
    expect(await refused(await upload(owner, file), 422, PRICE_EXCEL_ERROR_CODES.badCell)).toBe(
      'Лист «Цены», строка 2, столбец «Цена, ₽»: цена должна быть больше нуля.',
    );
  });

  it('answers another account’s listing id exactly like an unknown one', async () => {
    const withId = (id: number) =>
      edited((workbook) => {
        const row = priceRow(workbook, 'ART-1');
        row.getCell(1).value = id;
        row.getCell(6).value = 150;
      });
    const foreign = await refused(
      await upload(owner, await withId(foreignListingId)),
      404,
      PRICE_EXCEL_ERROR_CODES.unknownListing,
    );
    const unknown = await refused(
      await upload(owner, await withId(foreignListingId + 1_000_000)),
      404,
      PRICE_EXCEL_ERROR_CODES.unknownListing,
    );
    const shape = (message: string) => message.replace(/\d+/g, 'N');
    expect(shape(foreign)).toBe(shape(unknown));
    expect(foreign).toMatch(/карточка с ID \d+ не найдена/);
  });

  it('never lets another account use or see the owner’s file, listings or products', async () => {
    const file = await edited((workbook) => {
      priceRow(workbook, 'ART-1').getCell(6).value = 150;
    });
    await refused(await upload(intruder, file), 404, PRICE_EXCEL_ERROR_CODES.unknownListing);
    const theirs = await downloadTemplate(intruder);
    const cabinetsSeen = new Set<unknown>();
    theirs.getWorksheet(PRICE_EXCEL_SHEETS.prices)!.eachRow((row, number) => {
      if (number > 1) cabinetsSeen.add(row.getCell(3).value);
    });
    expect([...cabinetsSeen]).toEqual(['Чужой магазин']);
    const owners = await testApp.app.db.execute<{ id: string }>(
      sql`select p.id from products p join listings l on l.product_id = p.id
        join cabinets c on c.id = l.cabinet_id where c.shop_external_id = '1001' limit 1`,
    );
    await refused(
      await intruder.post(API_PATHS.priceExcelCosts, {
        changes: [{ productId: owners.rows[0]!.id, costPrice: 1 }],
      }),
      404,
      PRICE_EXCEL_ERROR_CODES.unknownListing,
    );
  });

  it('refuses one row over the cap of the «Цены» sheet', async () => {
    const message = await refused(
      await upload(owner, await hugeFile(10_001)),
      422,
      PRICE_EXCEL_ERROR_CODES.tooManyRows,
    );
    expect(message).toMatch(/^На листе «Цены» больше 10\s000 строк/);
  }, 60_000);

  it('refuses a file of 100,000 rows before reading its cells', async () => {
    const message = await refused(
      await upload(owner, await hugeFile(100_000)),
      422,
      PRICE_EXCEL_ERROR_CODES.tooManyRows,
    );
    expect(message.replace(/\s/g, ' ')).toBe(
      'На листе «Цены» больше 10 000 строк. Разделите файл на части или скачайте шаблон для части карточек.',
    );
  }, 60_000);

  it('refuses one listing on two rows', async () => {
    const file = await edited((workbook) => {
      const sheet = workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!;
      const first = sheet.getRow(2).values as unknown[];
      sheet.addRow(first.slice(1));
    });
    expect(
      await refused(await upload(owner, file), 422, PRICE_EXCEL_ERROR_CODES.duplicateRow),
    ).toMatch(/строка 5: эта карточка уже есть в строке 2/);
  });

  it('refuses a body over the size limit in Russian', async () => {
    await refused(
      await upload(owner, Buffer.alloc(9 * 1024 * 1024, 1)),
      413,
      PRICE_EXCEL_ERROR_CODES.fileTooLarge,
    );
  });
});
