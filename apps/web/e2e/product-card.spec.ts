import { expect, test, type Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts';
import { expectNoSevereViolations } from './support/accessibility';
import { signIn } from './support/sign-in';

/*
 * Issue 16, items 3 and 4: the demo seller opens a product from /catalog, reads its margin by
 * the unit-economics engine and a listing's history of changes, sets the cost price and sees the margin recalculated, then opens
 * the price chart and its table view, and goes from the card to its listings on
 * /catalog-management. The demo cabinets fill the catalog as their first syncs
 * finish, so the catalog is waited for as catalog.spec.ts does.
 */
const DEMO = E2E_ACCOUNTS.demo;
const SYNC_TIMEOUT = 150_000;

const articleLinks = (page: Page) => page.getByRole('grid', { name: 'Каталог' }).getByRole('link');
const firstMargin = (page: Page) => page.getByTestId('margin').first();

test('the demo seller opens a product card, sets its cost price and opens the price chart', async ({
  page,
}) => {
  test.setTimeout(SYNC_TIMEOUT + 90_000);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/cabinet$/);

  await page.goto('/catalog');
  await expect(async () => {
    await page.reload();
    await expect(articleLinks(page).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: SYNC_TIMEOUT });
  // As catalog.spec.ts does: the grid settled, then the one product the search finds.
  await expect(page.getByText(/^1–\d+ из [\d\s]+$/)).toBeVisible();
  const article = (await articleLinks(page).first().textContent()) ?? '';
  await page.getByRole('searchbox', { name: /Поиск/ }).fill(article);
  await expect(articleLinks(page)).toHaveCount(1);
  await articleLinks(page).first().click();
  await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}$/);
  const cardUrl = page.url();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${article} — `) }),
  ).toBeVisible();

  // Where the fees come from is said (the marketplace's own for Ozon and Маркет, an estimate on
  // typical tariffs for WB), and each fee line is there to read.
  await expect(
    page
      .getByText(
        /^(Оценка по типовым тарифам|Комиссия, логистика, возвраты и эквайринг — по данным)/,
      )
      .first(),
  ).toBeVisible();
  const breakdown = page.getByRole('table', { name: /^Юнит-экономика при текущей цене/ }).first();
  await expect(breakdown.getByRole('rowheader', { name: /^Комиссия/ })).toBeVisible();
  await expect(breakdown.getByRole('rowheader', { name: 'Точка безубыточности' })).toBeVisible();
  await expectNoSevereViolations(page, '/catalog/:id');

  // Each listing's history of price and stock changes opens in place: a table of the changes,
  // or, before any, the empty-state text (other specs may have changed the demo's prices).
  await page.getByRole('button', { name: 'История изменений цены и остатков' }).first().click();
  await expect(
    page
      .getByRole('table', { name: /^История изменений: / })
      .or(page.getByText(/через МаркетПульт ещё не меняли/))
      .first(),
  ).toBeVisible();
  await expectNoSevereViolations(page, '/catalog/:id (history)');

  const costField = page.getByLabel('Себестоимость, ₽');
  const cost = (await costField.inputValue()) === '123,45' ? '234,56' : '123,45';
  const before = await firstMargin(page).textContent();
  await costField.fill(cost);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'маржа пересчитана' })).toBeVisible();
  await expect(firstMargin(page)).toHaveText(/^−?[\d\s,]+ %$/);
  await expect(firstMargin(page)).not.toHaveText(before ?? '');
  await expect(breakdown.getByRole('row', { name: /Себестоимость/ })).toContainText(cost);

  // The brand saved as it is (other specs filter the demo's brands): the call goes through.
  const brand = await page.getByLabel('Бренд', { exact: true }).inputValue();
  await page.getByRole('button', { name: 'Сохранить бренд' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Бренд сохранён' })).toBeVisible();
  await expect(page.getByLabel('Бренд', { exact: true })).toHaveValue(brand);

  await page.getByRole('link', { name: 'Графики: цена' }).click();
  await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}\/price$/);
  await expect(page.getByRole('heading', { level: 1, name: 'График цен товара' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Цена за 30 дней/ })).toBeVisible();
  await expectNoSevereViolations(page, '/catalog/:id/price');

  await page.getByRole('button', { name: '7 дней' }).click();
  await expect(page.getByRole('img', { name: /^Цена за 7 дней/ })).toBeVisible();
  await page.getByRole('button', { name: 'Таблица' }).click();
  const table = page.getByRole('table', { name: 'Цена за 7 дней по дням' });
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(table).toContainText('₽');
  await expectNoSevereViolations(page, '/catalog/:id/price (table)');

  // From the card to changing its listings' prices: /catalog-management with them only.
  await page.goto(cardUrl);
  await page.getByRole('link', { name: 'Изменить цены и остатки' }).click();
  await expect(page).toHaveURL(/\/catalog-management\?product=[0-9a-f-]{36}$/);
  await expect(page.getByText('Показаны только карточки одного товара.')).toBeVisible();
  const selectAll = page.getByRole('button', { name: /^Выбрать все по фильтру/ });
  await expect(selectAll).toHaveText(/\((1?\d|20)\)$/);
  await expect(page.getByRole('grid', { name: 'Объявления' })).toContainText(article);
  await expectNoSevereViolations(page, '/catalog-management?product');
  await page.getByRole('link', { name: 'Показать все карточки' }).click();
  await expect(selectAll).toHaveText(/\(\d[\d\s]{2,}\)$/);
});
