import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataRows, SYNC_TIMEOUT } from './support/catalog-management';
import { demoSessionCookies } from './support/demo-session';

/*
 * A page load of /catalog-management with a live session arrives drawn (the layout's frame,
 * the title, the picking step's search, filters, Excel buttons and selection row, the grid as a
 * skeleton: apps/web/src/prerender/pages.tsx). The app's first commit must leave everything in
 * its place: on Lighthouse's phone a lone placeholder was repainted and pushed the grid down.
 */

const PHONE = { width: 412, height: 823 };

/** Where an element is, from the top of the page's title, and its height. */
async function boxBelowTitle(page: Page, element: Locator) {
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  const box = await element.boundingBox();
  if (!title || !box) throw new Error('the title or the element is not on the page');
  return { top: box.y - title.y, height: box.height };
}
const SKELETON = 'Загружаем карточки…';

test('/catalog-management shows its picking step before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await context.addCookies(await demoSessionCookies(browser));
  const page = await context.newPage();
  await page.goto('/catalog-management');

  await expect(page).toHaveTitle('Управление каталогом — МаркетПульт');
  await expect(page.getByRole('heading', { level: 1, name: 'Управление каталогом' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Выберите объявления/ })).toBeVisible();
  await expect(page.getByText('Поиск по артикулу, названию или штрихкоду').first()).toBeVisible();
  await expect(page.getByText('Выбрано: 0')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: SKELETON })).toBeVisible();
  await context.close();
});

test('the app takes over the drawn picker with its grid where the skeleton was', async ({
  browser,
}) => {
  test.setTimeout(SYNC_TIMEOUT + 60_000);
  const cookies = await demoSessionCookies(browser);

  const drawn = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await drawn.addCookies(cookies);
  const drawnPage = await drawn.newPage();
  await drawnPage.goto('/catalog-management');
  // Below the title: without scripts the page starts with a line asking for JavaScript.
  const skeleton = await boxBelowTitle(
    drawnPage,
    drawnPage.getByRole('progressbar', { name: SKELETON }),
  );
  await drawn.close();

  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await expect(async () => {
    await page.goto('/catalog-management');
    await expect(dataRows(page).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: SYNC_TIMEOUT });
  // The select-all label carries the count of listings (thousands) by now.
  await expect(page.getByRole('button', { name: /^Выбрать все по фильтру \(\d/ })).toBeEnabled();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // The grid's own box, its pager included: the grid role is on the rows' part inside it.
  const grid = await boxBelowTitle(page, page.locator('.MuiDataGrid-root'));
  expect(Math.abs(grid.top - skeleton.top)).toBeLessThanOrEqual(2);
  expect(Math.abs(grid.height - skeleton.height)).toBeLessThanOrEqual(2);
  await context.close();
});
