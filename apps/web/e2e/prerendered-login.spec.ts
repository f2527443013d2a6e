import { copyrightLine } from '@marketpult/shared/constants/product';
import { expect, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts';

const { demo } = E2E_ACCOUNTS;

/*
 * The server sends /login with the sign-in screen already drawn (apps/web/build/prerender.ts).
 * It takes input at once; the app's scripts replace it with the same screen, live, carrying
 * over what was typed, and a submit asked for meanwhile waits for the app.
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

test('a submit before the app has loaded waits for it: no native send, the password in no URL', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  // The app never arrives: only the drawn page and its inline scripts run.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');

  const drawn = page.locator('[data-prerendered]');
  await drawn.locator('input[name="userName"]').fill(demo.email);
  await drawn.locator('input[name="password"]').fill(demo.password);
  await drawn.locator('input[name="password"]').press('Enter');

  await expect(drawn.locator('form')).toHaveAttribute('data-submit-requested', '');
  await expect(drawn.locator('form')).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/login$/);
  await expect(drawn.locator('input[name="password"]')).toHaveValue(demo.password);
  // Nothing was sent: the page itself was asked for once, and nothing but GETs went out.
  expect(requests.filter((request) => request.endsWith('/login'))).toHaveLength(1);
  expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
  expect(requests.filter((request) => request.includes(demo.password))).toEqual([]);
});

test('on a slow phone, what is typed before the app has loaded signs in', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // About a mid-range phone on a poor mobile link: the CPU 6× slower, 1.6 Mbit/s, 150 ms.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1_000_000) / 8,
    uploadThroughput: (0.75 * 1_000_000) / 8,
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  /*
   * The app's scripts wait until the user has pressed Enter. Left to the throttled link, they
   * raced the typing: on a busy machine the test can type slower than the page loads, and
   * then the app takes over first (the other tests' case), not what this one is about.
   */
  let enterPressed = () => {};
  const afterEnter = new Promise<void>((resolve) => (enterPressed = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await afterEnter;
    await route.continue();
  });

  // As soon as the drawn form is there, before the app's scripts have run.
  await page.goto('/login', { waitUntil: 'commit' });
  const drawn = page.locator('[data-prerendered]');
  await drawn.locator('input[name="userName"]').click();
  await page.keyboard.type(demo.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  // The drawn page's guard holds the submit for the app.
  await expect(drawn.locator('form')).toHaveAttribute('data-submit-requested', '');
  expect(await drawn.count(), 'the app took over before Enter').toBe(1);
  enterPressed();

  await expect(page).toHaveURL(/\/cabinet$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинеты' })).toBeVisible({
    timeout: 30_000,
  });
  expect(requests.filter((url) => url.includes(demo.password))).toEqual([]);
});
