import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSevereViolations } from './support/accessibility';
import { E2E_ACCOUNTS } from './support/accounts';
import {
  APPLY_TIMEOUT,
  dataRows,
  openDemoCatalogManagement,
  showLinkedOzonListings,
  SYNC_TIMEOUT,
} from './support/catalog-management';
import { signIn } from './support/sign-in';

/*
 * Issue 16, item 5 (the Excel part): on /catalog-management the demo seller downloads the
 * file of the listings on show, changes one price and one cost price in it (exceljs stands in
 * for Excel), uploads it, saves the cost price, sees a diff of exactly that price, applies it
 * and waits for «Применено». A file that is not an .xlsx is refused in Russian. The demo
 * cabinets fill the catalog as their first syncs finish, so the grid is waited for as
 * catalog-management.spec.ts does.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The «Цены» sheet's columns (1-based), as PRICE_EXCEL_PRICE_HEADERS lists them. */
const COLUMN = { marketplace: 2, article: 4, price: 6, cost: 9 } as const;

const rub = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });
/** Text with no-break spaces as plain ones, so «1 000,00 ₽» compares as typed. */
const plain = (text: string) => text.replace(/\s/g, ' ');

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Загрузить Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка изменений из Excel' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the demo seller edits a price and a cost price in Excel, uploads it and applies the diff', async ({
  page,
}) => {
  test.setTimeout(SYNC_TIMEOUT + APPLY_TIMEOUT + 90_000);
  await openDemoCatalogManagement(page);

  await showLinkedOzonListings(page);
  await expect(dataRows(page).first()).toContainText('Ozon');
  const offerId = (
    (await dataRows(page).first().locator('[data-field="offerId"]').textContent()) ?? ''
  ).trim();
  // The grid asks once the seller stops typing; the count is read after that answer.
  const searched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/catalog/listings' &&
      new URL(response.url()).searchParams.get('search') === offerId,
  );
  await page.getByRole('searchbox', { name: /Поиск/ }).fill(offerId);
  const { total: shown } = (await (await searched).json()) as { total: number };
  expect(shown).toBeGreaterThan(0);
  await expect(
    page.getByRole('button', { name: `Выбрать все по фильтру (${shown})` }),
  ).toBeEnabled();

  // «Скачать Excel» saves the file of exactly the listings on show.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Цены и остатки.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const prices = workbook.getWorksheet('Цены')!;
  const rows: ExcelJS.Row[] = [];
  prices.eachRow((row, number) => {
    if (number > 1) rows.push(row);
  });
  expect(rows).toHaveLength(shown);
  for (const row of rows) expect(row.getCell(COLUMN.marketplace).value).toBe('Ozon');
  const edited = rows.find((row) => row.getCell(COLUMN.article).value === offerId)!;
  expect(edited).toBeDefined();

  // One price 2 % lower in whole roubles, one cost price a few roubles off.
  const oldPrice = Number(edited.getCell(COLUMN.price).value);
  const newPrice = Math.round(oldPrice * 0.98);
  const oldCost = edited.getCell(COLUMN.cost).value as number | null;
  const newCost = oldCost === null ? 100 : oldCost > 10 ? oldCost - 5 : oldCost + 5;
  edited.getCell(COLUMN.price).value = newPrice;
  edited.getCell(COLUMN.cost).value = newCost;
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  const dialog = await openUploadDialog(page);
  await expectNoSevereViolations(page, '/catalog-management (Excel upload dialog)');
  await dialog.getByLabel('Выбрать файл .xlsx').setInputFiles({
    name: 'Цены и остатки.xlsx',
    mimeType: XLSX,
    buffer: file,
  });

  // The cost price first: listed before → after, saved only when asked.
  const costs = dialog.getByRole('table', { name: 'Изменения себестоимости' });
  await expect(costs).toBeVisible();
  await expect(costs.locator('tbody tr')).toHaveCount(1);
  expect(plain((await costs.locator('tbody tr').textContent()) ?? '')).toContain(
    plain(rub.format(newCost)),
  );
  await expectNoSevereViolations(page, '/catalog-management (Excel cost prices)');
  await dialog.getByRole('button', { name: 'Сохранить себестоимость' }).click();

  // Then the same diff a rule opens, with exactly the edited price.
  const changes = page.getByRole('table', { name: 'Изменения', exact: true });
  await expect(changes).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\?run=[0-9a-f-]{36}$/);
  await expect(page.getByText('Себестоимость сохранена у товаров: 1')).toBeVisible();
  await expect(changes.locator('tbody tr')).toHaveCount(1);
  const [before, after] = await changes
    .locator('tbody tr')
    .first()
    .locator('td')
    .evaluateAll((cells) => cells.slice(2, 4).map((cell) => (cell.textContent ?? '').trim()));
  expect(plain(before ?? '')).toContain(plain(rub.format(oldPrice)));
  expect(plain(after ?? '')).toContain(plain(rub.format(newPrice)));
  await expect(changes.locator('tbody tr')).toContainText(offerId);
  // A guardrail may ask for a confirmation (a minimum price, the break-even price): given.
  for (const box of await changes.getByRole('checkbox', { name: /^Подтвердить/ }).all()) {
    await box.check();
  }
  await expect(page.getByText(/^Будет отправлено: 1$/)).toBeVisible();

  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Готово: все изменения завершены.')).toBeVisible({
    timeout: APPLY_TIMEOUT,
  });
  await expect(changes.getByText('Применено', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Последние изменения' })).toContainText(
    'Файл Excel',
  );
});

test('a file that is not an .xlsx is refused in Russian and changes nothing', async ({ page }) => {
  await signIn(page, E2E_ACCOUNTS.demo.email, E2E_ACCOUNTS.demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);
  await page.goto('/catalog-management');
  const dialog = await openUploadDialog(page);
  await dialog.getByLabel('Выбрать файл .xlsx').setInputFiles({
    name: 'цены.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Артикул;Цена\nCUP-1;990\n'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Это не файл Excel (.xlsx). Скачайте шаблон кнопкой «Скачать Excel», измените его и загрузите снова.',
  );
  await expect(page).not.toHaveURL(/\?run=/);
  await expectNoSevereViolations(page, '/catalog-management (Excel refusal)');
});
