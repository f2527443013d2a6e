import { expect, type Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './accounts';
import { signIn } from './sign-in';

/** The demo cabinets fill the catalog as their first syncs finish: the grid waits this long. */
export const SYNC_TIMEOUT = 150_000;
/** The pipeline reads Ozon back after its first wait (5 s); the rest is the machine's load. */
export const APPLY_TIMEOUT = 90_000;

export const listingsGrid = (page: Page) => page.getByRole('grid', { name: 'Объявления' });
export const dataRows = (page: Page) => listingsGrid(page).locator('[role="row"][data-id]');

/** Picks an option of a labelled select. */
export async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Signs the demo seller in and opens /catalog-management once its listings have arrived. */
export async function openDemoCatalogManagement(page: Page) {
  await signIn(page, E2E_ACCOUNTS.demo.email, E2E_ACCOUNTS.demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);

  await page.goto('/catalog-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Управление каталогом' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(dataRows(page).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: SYNC_TIMEOUT });
}

/**
 * Ozon listings that sell one of the seller's products (the card shows them, with a cost price).
 * Returns once the grid shows that answer: the Ozon-only page before it looks alike (Ozon rows
 * first), and a row read from it may be gone from the linked page (the demo's linking may still
 * run), so the answer is waited for, then «Выбрать все по фильтру», disabled until it is shown.
 */
export async function showLinkedOzonListings(page: Page) {
  await choose(page, 'Маркетплейс', 'Ozon');
  const linked = page.waitForResponse(
    (response) =>
      response.url().includes('/api/catalog/listings?') &&
      response.url().includes('marketplace=ozon') &&
      response.url().includes('link=linked'),
  );
  await choose(page, 'Связь с товаром', 'Привязанные к товару');
  await linked;
  await expect(page.getByRole('button', { name: /^Выбрать все по фильтру/ })).toBeEnabled();
}
