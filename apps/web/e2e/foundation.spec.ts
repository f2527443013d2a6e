import { expect, test } from '@playwright/test';

test('the app loads in Chromium in Russian', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle(/МаркетПульт/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/healthz reports the service and its database as ok', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
});

test('a path no client route matches is a 404 with the single-page app in it', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  // The app runs: without a session it goes to the sign-in screen (guarded-routes.spec.ts shows
  // «Страница не найдена» to a signed-in user).
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
});

test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-call');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});
