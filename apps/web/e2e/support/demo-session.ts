import { expect, type Browser, type Cookie } from '@playwright/test';
import { E2E_ACCOUNTS } from './accounts';
import { signIn } from './sign-in';

/** The demo seller's session cookies, signed in in a context of their own. */
export async function demoSessionCookies(browser: Browser): Promise<Cookie[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, E2E_ACCOUNTS.demo.email, E2E_ACCOUNTS.demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}
