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

/** Ozon listings that sell one of the seller's products (the card shows them, with a cost price). */
export async function showLinkedOzonListings(page: Page) {
  await choose(page, 'Маркетплейс', 'Ozon');
  await choose(page, 'Связь с товаром', 'Привязанные к товару');
}
