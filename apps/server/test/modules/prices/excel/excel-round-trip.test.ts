import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  PRICE_EXCEL_ERROR_CODES,
  PRICE_EXCEL_PRICE_HEADERS,
  PRICE_EXCEL_SHEETS,
  type PriceExcelUploadResponse,
} from '@marketpult/shared/contracts/price-excel';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../helpers/api-client';
import { signedInClient } from '../../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../../helpers/test-app';
import { TEST_DB_KIND } from '../../../helpers/test-db';
import { addCabinet, expectRefusal } from '../../cabinets/cabinet-fixtures';
import { FakeMarketplace, fakeListing } from '../../cabinets/fake-marketplace';
import {
  downloadTemplate,
  excelTablesState,
  priceRow,
  stockRow,
  toBuffer,
  upload,
} from './excel-fixtures';

describe(`bulk edits through an Excel file on ${TEST_DB_KIND}`, () => {
  const marketplace = new FakeMarketplace();
  let testApp: TestApp;
  let owner: ApiClient;
  beforeAll(async () => {
    testApp = await createTestApp({ connectorFactory: marketplace.factory });
    marketplace.listings = [1, 2, 3, 4, 5, 6].map((index) => fakeListing(index));
    ({ client: owner } = await signedInClient(testApp));
    await addCabinet(testApp.app, owner, { name: 'Мой Озон' });
  });
  afterAll(() => testApp.close());

  it('downloads every listing with its current values, Russian headers and an instruction sheet', async () => {
    const workbook = await downloadTemplate(owner);
    const prices = workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!;
    expect(prices.getRow(1).values).toEqual([undefined, ...PRICE_EXCEL_PRICE_HEADERS]);
    expect(prices.actualRowCount).toBe(7);
    const first = priceRow(workbook, 'ART-1');
    expect(first.getCell(2).value).toBe('Ozon');
    expect(first.getCell(3).value).toBe('Мой Озон');
    expect(first.getCell(5).value).toBe('Товар 1');
    expect(first.getCell(6).value).toBe(101.01);
    expect(first.getCell(7).value).toBe(201);
    expect(stockRow(workbook, 'ART-3', 'W1').getCell(7).value).toBe(3);
    expect(workbook.getWorksheet(PRICE_EXCEL_SHEETS.help)!.getCell(1, 1).value).toMatch(/Excel/);
  });

  it('filters the template like the catalog (search)', async () => {
    const workbook = await downloadTemplate(owner, '?search=art-2');
    const prices = workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!;
    expect(prices.actualRowCount).toBe(2);
    expect(priceRow(workbook, 'ART-2').getCell(6).value).toBe(102.01);
  });

  it('takes the other filters of /catalog-management too (no stock, link)', async () => {
    // Every fake listing has a unit on «Склад 2»: none is out of stock.
    const noStock = await downloadTemplate(owner, '?noStock=true');
    expect(noStock.getWorksheet(PRICE_EXCEL_SHEETS.prices)!.actualRowCount).toBe(1);
    const linked = await downloadTemplate(owner, '?link=linked');
    const unlinked = await downloadTemplate(owner, '?link=unlinked');
    const rows = (workbook: typeof linked) =>
      workbook.getWorksheet(PRICE_EXCEL_SHEETS.prices)!.actualRowCount - 1;
    expect(rows(linked) + rows(unlinked)).toBe(6);
    const refused = await owner.get(`${API_PATHS.priceExcelTemplate}?link=maybe`);
    expect(refused.statusCode).toBe(400);
  });

  it('turns exactly the edited cells into one dry run (before → after) and a cost change', async () => {
    const workbook = await downloadTemplate(owner);
    priceRow(workbook, 'ART-1').getCell(6).value = 110;
    priceRow(workbook, 'ART-2').getCell(7).value = null;
    priceRow(workbook, 'ART-5').getCell(8).value = 90;
    stockRow(workbook, 'ART-3', 'W1').getCell(7).value = 9;
    // Typed as text the Russian way: still a number.
    priceRow(workbook, 'ART-4').getCell(9).value = '55,50';
    const runsBefore = await testApp.app.db.execute(sql`select id from price_runs`);

    const response = await upload(owner, await toBuffer(workbook));
    expect(response.statusCode, response.body).toBe(200);
    const { run, costChanges } = response.json<PriceExcelUploadResponse>();
    expect(run!.run.source).toBe('excel');
    expect(run!.run.status).toBe('draft');
    const seen = run!.changes
      .map((change) => ({
        offerId: change.offerId,
        kind: change.kind,
        warehouseId: change.warehouseId,
        before: change.before,
        wanted: change.wanted,
      }))
      .sort((a, b) => a.offerId.localeCompare(b.offerId));
    expect(seen).toEqual([
      {
        offerId: 'ART-1',
        kind: 'price',
        warehouseId: null,
        before: { price: 101.01, oldPrice: 201, minPrice: null, amount: null },
        // The old price was left as it was: it stays, being above the new price.
        wanted: { price: 110, oldPrice: 201, minPrice: null, amount: null },
      },
      {
        offerId: 'ART-2',
        kind: 'price',
        warehouseId: null,
        before: { price: 102.01, oldPrice: 202, minPrice: null, amount: null },
        wanted: { price: 102.01, oldPrice: null, minPrice: null, amount: null },
      },
      {
        offerId: 'ART-3',
        kind: 'stock',
        warehouseId: 'W1',
        before: { price: null, oldPrice: null, minPrice: null, amount: 3 },
        wanted: { price: null, oldPrice: null, minPrice: null, amount: 9 },
      },
      {
        offerId: 'ART-5',
        kind: 'price',
        warehouseId: null,
        before: { price: 105.01, oldPrice: 205, minPrice: null, amount: null },
        wanted: { price: 105.01, oldPrice: 205, minPrice: 90, amount: null },
      },
    ]);
    expect(costChanges).toEqual([
      expect.objectContaining({ article: 'ART-4', name: 'Товар 4', before: null, after: 55.5 }),
    ]);
    const runsAfter = await testApp.app.db.execute(sql`select id from price_runs`);
    expect(runsAfter.rows.length).toBe(runsBefore.rows.length + 1);

    // The cost is the seller's own data: stored only when confirmed.
    const stored = async () =>
      (
        await testApp.app.db.execute<{ cost_price: string | null }>(
          sql`select cost_price from products where article = 'ART-4'`,
        )
      ).rows[0]!.cost_price;
    expect(await stored()).toBeNull();
    const saved = await owner.post(API_PATHS.priceExcelCosts, {
      changes: costChanges.map((change) => ({
        productId: change.productId,
        costPrice: change.after,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ saved: 1 });
    expect(Number(await stored())).toBe(55.5);
  });

  it('answers only the cost changes (no run) when no marketplace cell changed', async () => {
    const workbook = await downloadTemplate(owner);
    priceRow(workbook, 'ART-6').getCell(9).value = 10;
    const state = await excelTablesState(testApp.app);
    const response = await upload(owner, await toBuffer(workbook));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PriceExcelUploadResponse>();
    expect(body.run).toBeNull();
    expect(body.costChanges).toEqual([
      expect.objectContaining({ article: 'ART-6', before: null, after: 10 }),
    ]);
    expect(await excelTablesState(testApp.app)).toBe(state);
  });

  it('refuses an unchanged file: nothing to do', async () => {
    const workbook = await downloadTemplate(owner);
    const state = await excelTablesState(testApp.app);
    const refusal = expectRefusal(
      await upload(owner, await toBuffer(workbook)),
      422,
      PRICE_EXCEL_ERROR_CODES.noChanges,
    );
    expect(refusal.message).toMatch(/нет изменений/);
    expect(await excelTablesState(testApp.app)).toBe(state);
  });
});
