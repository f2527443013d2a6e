import { expect, type Page } from '@playwright/test';

/** Fills the sign-in form and submits it with Enter, as a user would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Пароль/).fill(password);
  await expect(page.getByRole('button', { name: 'ВОЙТИ' })).toBeEnabled();
  await page.getByLabel(/^Пароль/).press('Enter');
}
