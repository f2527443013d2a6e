import { expect, test } from '@playwright/test';
import { demoSessionCookies } from './support/demo-session';

/*
 * A page load of /catalog with a live session arrives drawn (the layout's frame, the title, the
 * search row and the filter bar, the grid as a skeleton: apps/web/src/prerender/pages.tsx), so
 * its largest text is painted with the document while the grid's scripts load.
 */

test('/catalog shows its title, search and filters before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await demoSessionCookies(browser));
  const page = await context.newPage();
  await page.goto('/catalog');

  await expect(page).toHaveTitle('Каталог — МаркетПульт');
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
  await expect(page.getByText('Поиск по артикулу, названию или штрихкоду').first()).toBeVisible();
  await expect(page.getByText('Без себестоимости')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Загружаем каталог…' })).toBeVisible();
  await context.close();
});

test('the app takes over the drawn catalog: the grid with products, the search usable', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addCookies(await demoSessionCookies(browser));
  const page = await context.newPage();
  await page.goto('/catalog');

  const grid = page.getByRole('grid', { name: 'Каталог' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Загружаем каталог…' })).toHaveCount(0);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: /Поиск/ })).toBeEditable();
  await context.close();
});
