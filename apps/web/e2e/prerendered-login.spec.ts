import { copyrightLine } from '@marketpult/shared/constants/product';
import { expect, test } from '@playwright/test';

/*
 * The server sends /login with the sign-in screen already drawn (apps/web/build/prerender.ts),
 * inert until the app's scripts replace it with the same screen, live.
 */

test('/login shows the sign-in form before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');

  await expect(page).toHaveTitle('Вход — МаркетПульт');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await expect(page.locator('input[name="userName"]')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await expect(page.getByText(copyrightLine(new Date().getFullYear()))).toBeVisible();
  await context.close();
});

test('the app takes over the drawn form without a CSP violation or a layout shift', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/login');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByLabel(/^E-mail/).fill('demo@marketpult.ru');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('demo@marketpult.ru');

  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  expect(problems).toEqual([]);
});
