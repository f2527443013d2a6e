import { expect, test, type Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts';
import { expectNoSevereViolations } from './support/accessibility';
import { signIn } from './support/sign-in';

/*
 * Issue 16: the demo seller (seeded with a sandbox cabinet on each marketplace, synced at start)
 * finds a product in /catalog by its article and sees its listings with their prices. Linking
 * runs at the end of each sync pass, so the catalog fills as the first syncs finish.
 */
const DEMO = E2E_ACCOUNTS.demo;
/** The demo cabinets' first syncs go through the sandbox's real rate limits. */
const SYNC_TIMEOUT = 150_000;

const grid = (page: Page) => page.getByRole('grid', { name: 'Каталог' });
const articleLinks = (page: Page) => grid(page).getByRole('link');

test('the demo seller searches the catalog and opens a product with its listings', async ({
  page,
}) => {
  test.setTimeout(SYNC_TIMEOUT + 60_000);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/cabinet$/);

  await expect(async () => {
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    await expect(articleLinks(page).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: SYNC_TIMEOUT });
  await expect(page.getByText(/^1–\d+ из [\d\s]+$/)).toBeVisible();
  await expectNoSevereViolations(page, '/catalog');

  const article = (await articleLinks(page).nth(1).textContent()) ?? '';
  await page.getByRole('searchbox', { name: /Поиск/ }).fill(article);
  await expect(articleLinks(page)).toHaveCount(1);
  await expect(articleLinks(page).first()).toHaveText(article);

  await page.getByRole('searchbox', { name: /Поиск/ }).fill('такого товара нет');
  await expect(grid(page).getByText('Нет результатов')).toBeVisible();
  await page.getByRole('searchbox', { name: /Поиск/ }).fill(article);

  await articleLinks(page).first().click();
  await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${article} — `) }),
  ).toBeVisible();
  const listings = page.getByRole('table', { name: 'Карточки на маркетплейсах' });
  await expect(listings.getByRole('row').nth(1)).toContainText(article);
  await expect(listings.getByRole('row').nth(1)).toContainText(/\d\s₽/);
  await expectNoSevereViolations(page, '/catalog/:id');

  await page.goto('/products-matching');
  await expect(page.getByRole('heading', { level: 1, name: 'Связи товаров' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Непривязанные карточки' })).toBeVisible();
  await expectNoSevereViolations(page, '/products-matching');
});
