import { expect, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts';
import { callsTo, recordApiCalls } from './support/api-traffic';
import { signIn } from './support/sign-in';

const { demo, expired } = E2E_ACCOUNTS;
const MD5_HEX = /^[0-9a-f]{32}$/;

test('the demo account signs in and lands on the cabinets, with the payloads of spec §7', async ({
  page,
  context,
}) => {
  const calls = await recordApiCalls(page);

  await signIn(page, demo.email, demo.password);

  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинеты' })).toBeVisible();

  const [md5] = callsTo(calls, '/v2/md5');
  const [credentials] = callsTo(calls, '/auth/credentials');
  expect(md5?.method).toBe('POST');
  expect(md5?.body).toEqual({ plain: demo.password });
  expect(credentials?.method).toBe('POST');
  expect(credentials?.body).toEqual({
    userName: demo.email,
    password: expect.stringMatching(MD5_HEX),
  });
  // The XSRF token travels from its cookie into the header of every non-GET call.
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  expect(xsrf?.httpOnly).toBe(false);
  for (const call of [md5, credentials]) {
    expect(call?.headers['x-xsrf-token']).toBeTruthy();
    expect(call?.headers.cookie).toContain(`XSRF-TOKEN=${call?.headers['x-xsrf-token']}`);
  }
  // The page carries the runtime config: the app starts without asking the server for it.
  expect(callsTo(calls, '/api/runtime-config')).toEqual([]);
});

test('a wrong password says «Неверный логин или пароль» and stays on /login', async ({ page }) => {
  await signIn(page, demo.email, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(demo.email);
});

test('an expired subscription says «Закончился период подписки кабинета»', async ({ page }) => {
  await signIn(page, expired.email, expired.password);

  await expect(page.getByRole('alert')).toHaveText('Закончился период подписки кабинета');
  await expect(page).toHaveURL(/\/login$/);
});

test('a guarded URL without a session ends on /login', async ({ page }) => {
  const calls = await recordApiCalls(page);

  await page.goto('/catalog-management');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  expect(callsTo(calls, '/auth')).toEqual([expect.objectContaining({ method: 'POST', body: {} })]);
});

test('a session deleted on the server sends the next call to /login', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);

  // Somewhere else (another tab, the operator) the session ends on the server; this browser
  // still holds its cookie.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    storageState: await context.storageState(),
  });
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const logout = await elsewhere.post('/auth/logout', {
    data: {},
    headers: { 'X-XSRF-TOKEN': token ?? '' },
  });
  expect(logout.status()).toBe(200);
  await elsewhere.dispose();

  // The next call the app makes (the session check of a fresh page) gets 401: off to /login.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
});

test('signed in, /login and /registration go to the cabinets without drawing their form', async ({
  page,
}) => {
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);

  for (const path of ['/login', '/registration']) {
    const response = await page.goto(path);
    // The server redirected the page load itself: no sign-in or sign-up form was ever sent.
    expect(new URL(response?.request().redirectedFrom()?.url() ?? '').pathname).toBe(path);
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Кабинеты' })).toBeVisible();
  }
});

test('/login leads to /registration with «Зарегистрироваться»', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Нет учётной записи?')).toBeVisible();
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();

  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
});
