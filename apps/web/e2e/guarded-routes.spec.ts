import { expect, test } from '@playwright/test';
import { appRoutes } from '../src/config/paths';
import { E2E_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const { demo } = E2E_ACCOUNTS;

/** A concrete URL for a route pattern, e.g. /cabinet-item/ozon/17 for the marketplace key. */
const sampleUrl = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'marketplace' ? 'ozon' : `${name}-17`,
  );

const GUARDED = appRoutes.filter((route) => route.access === 'guarded');

test('spec §2 lists 28 guarded routes', () => {
  expect(GUARDED).toHaveLength(28);
});

test('every guarded route shows its title when signed in', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);

  for (const route of GUARDED) {
    const url = sampleUrl(route.path);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(route.title);
    await expect(page, url).toHaveTitle(`${route.title} — МаркетПульт`);
    expect(new URL(page.url()).pathname, url).toBe(url);
    await expect(page.getByRole('banner'), url).toBeVisible();
  }
});

test('a business section shows a plain note that it is being prepared', async ({ page }) => {
  await signIn(page, demo.email, demo.password);
  // Leaving before the sign-in answered would abort it and land on /login.
  await expect(page).toHaveURL(/\/cabinet$/);
  await page.goto('/orders');
  const main = page.getByRole('main');
  await expect(main).toContainText('Этот раздел сейчас готовится');
  await expect(main.getByRole('button')).toHaveCount(0);
});

test('every guarded route sends a visitor without a session to /login', async ({ page }) => {
  test.setTimeout(90_000);
  for (const route of GUARDED) {
    const url = sampleUrl(route.path);
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' }), url).toBeVisible();
  }
});

test('an unknown path says «Страница не найдена» with a way back', async ({ page }) => {
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);
  await page.goto('/no-such-section');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
});
