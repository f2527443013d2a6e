import { expect, test } from '@playwright/test';
import { appRoutes, paths } from '../src/config/paths';
import { E2E_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const { demo } = E2E_ACCOUNTS;

/** A concrete URL for a route pattern, e.g. /cabinet-item/ozon/17 for the marketplace key. */
const sampleUrl = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'marketplace' ? 'ozon' : `${name}-17`,
  );

const GUARDED = appRoutes.filter((route) => route.access === 'guarded');
/** Routes of one thing of the account: a made-up id is not found. */
const OWN_ITEM_ROUTES: readonly (typeof appRoutes)[number][] = [
  paths.cabinetItem,
  paths.catalogItem,
  paths.catalogItemChart,
];

test('spec §2 lists 28 guarded routes', () => {
  expect(GUARDED).toHaveLength(28);
});

test('every guarded route shows its title when signed in', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);

  // A cabinet's or a product's page needs one of this account; any other id is not found
  // (below; the pages of real ones: cabinets.spec.ts, product-card.spec.ts).
  for (const route of GUARDED.filter((entry) => !OWN_ITEM_ROUTES.includes(entry))) {
    const url = sampleUrl(route.path);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(route.title);
    await expect(page, url).toHaveTitle(`${route.title} — МаркетПульт`);
    expect(new URL(page.url()).pathname, url).toBe(url);
    await expect(page.getByRole('banner'), url).toBeVisible();
  }
});

test('a cabinet or product page of none of the account says «Страница не найдена»', async ({
  page,
}) => {
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);
  for (const url of [
    ...OWN_ITEM_ROUTES.map((route) => sampleUrl(route.path)),
    '/cabinet-item/ozon/00000000-0000-4000-8000-000000000000',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText('Страница не найдена');
    expect(new URL(page.url()).pathname, url).toBe(url);
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

test('an unknown path is a 404 that says «Страница не найдена» inside the layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);
  const response = await page.goto('/no-such-section');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page).toHaveTitle('Страница не найдена — МаркетПульт');
  // The top bar with the menu and the avatar, as on every screen of the signed-in area.
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'МаркетПульт, на главную' })).toBeVisible();
  await expect(topBar.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Демо Продавец' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
});

test('an unknown path sends a visitor without a session to /login', async ({ page }) => {
  const response = await page.goto('/no-such-section');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
});
