import { expect, test, type Browser } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const { demo } = E2E_ACCOUNTS;

/*
 * A page load of /cabinet with a live session arrives drawn (the layout's frame, the title, the
 * list's skeleton: apps/web/src/prerender/pages.tsx) and carrying the account's cabinets, so
 * the app's first commit shows the list without asking GET /api/cabinets.
 */

/** The demo's session cookies, from a sign-in in a context of their own. */
async function demoCookies(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

test('/cabinet shows its title and the list’s skeleton before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await demoCookies(browser));
  const page = await context.newPage();
  await page.goto('/cabinet');

  await expect(page).toHaveTitle('Кабинеты — МаркетПульт');
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинеты' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Загружаем кабинеты…' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'МаркетПульт, на главную' })).toBeVisible();
  await context.close();
});

test('the app takes over with the cabinets the page carries: no request for them, no CSP violation, no layout shift', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addCookies(await demoCookies(browser));
  const page = await context.newPage();
  const problems: string[] = [];
  const listRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/cabinets') listRequests.push(request.url());
  });
  await page.addInitScript(() => {
    // Every shift but those of an indeterminate progress bar's own animation (a queued sync's:
    // MUI moves its bars with `left`, which the browser reports as shifts of the bar alone).
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources: { node?: Node }[] };
        const animatedBar = shift.sources.every(
          (source) =>
            source.node instanceof Element &&
            source.node.classList.contains('MuiLinearProgress-bar'),
        );
        if (!animatedBar) shifts.push(shift.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/cabinet');
  const list = page.getByRole('list', { name: 'Ваши кабинеты' });
  await expect(list.getByRole('link', { name: 'Демо Ozon' })).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(listRequests).toEqual([]);

  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});
