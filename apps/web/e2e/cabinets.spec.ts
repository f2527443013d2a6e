import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SANDBOX_CREDENTIALS, WB_SELLER_IDS } from '@marketpult/sandbox/published-credentials';
import { isMobileWidth } from '@marketpult/shared/constants/ui-layout';
import { expectNoSevereViolations } from './support/accessibility';
import { registerSeller } from './support/seller';
import { signIn } from './support/sign-in';

/*
 * Issue 15: a seller connects a shop of each marketplace with the sandbox's published demo keys
 * (the server runs the embedded sandbox, SANDBOX=1 in playwright.config.ts), watches the first
 * sync, and finds the shop's listings and orders counted. The tests share one fresh account
 * and run in order: each starts from the cabinets the previous ones left.
 */
test.describe.configure({ mode: 'serial' });

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
const PASSWORD = 'Abacus-58-cedar';
const { ozon, wildberries, yandex } = SANDBOX_CREDENTIALS;
/** Yandex Market: the demo key sees two campaigns; the seller connects this one. */
const YANDEX_CAMPAIGN = String(yandex.demo.campaignIds[0]);
/**
 * A first sync reads ~1,000 listings and 90 days of orders through the sandbox's real rate
 * limits (Wildberries statistics: one call a minute): generous, for a loaded machine.
 */
const SYNC_TIMEOUT = 90_000;

let email = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const request = await playwright.request.newContext({ baseURL });
  email = await registerSeller(request, { baseURL, password: PASSWORD, prefix: 'cabinets' });
  await request.dispose();
});

async function signedIn(page: Page) {
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинеты' })).toBeVisible();
}

/** The value beside a term of a description list («Товары» → «1 000»). */
const fact = (scope: Locator, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** /cabinet-add, then the marketplace's card, as a seller gets there from the list. */
async function openAddForm(page: Page, marketplace: string) {
  await page.goto('/cabinet');
  await page.getByRole('link', { name: 'Новый кабинет' }).click();
  await expect(page).toHaveURL(/\/cabinet-add$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Выберите маркетплейс' })).toBeVisible();
  await page.getByRole('link', { name: marketplace, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Маркетплейс: ${marketplace}` }),
  ).toBeVisible();
}

const checkResult = (page: Page) => page.getByRole('status').filter({ hasText: 'Ключ принят' });
const connectButton = (page: Page) => page.getByRole('button', { name: 'Подключить' });

/** «Проверить»: the server asks the marketplace; what the key sees is shown. */
async function checkKey(page: Page) {
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(checkResult(page)).toBeVisible();
}

/** «Подключить» after a good check; returns the cabinet's name as the form suggested it. */
async function connect(page: Page): Promise<string> {
  const name = await page.getByLabel(/^Название кабинета/).inputValue();
  await connectButton(page).click();
  await expect(page).toHaveURL(/\/cabinet-item\/(ozon|wildberries|yandex)\/[0-9a-f-]{36}$/);
  return name;
}

const syncProgress = (scope: Page | Locator) =>
  scope.getByRole('progressbar', { name: 'Ход синхронизации' });

/** On the new cabinet's page: its name, and the first sync's progress bar, queued or running. */
async function seeFirstSyncStart(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет магазина' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(syncProgress(page)).toBeVisible();
  await expect(syncProgress(page)).toHaveAttribute(
    'aria-valuetext',
    /^(Синхронизация в очереди…|Идёт синхронизация: товары: [\d\s]+( из [\d\s]+)?, заказы: [\d\s]+)$/,
  );
}

/** On the cabinet's page: the first sync over, in the history, and the counts it found. */
async function seeFirstSyncDone(page: Page) {
  await expect(syncProgress(page)).toBeHidden({ timeout: SYNC_TIMEOUT });
  const history = page.getByRole('table', { name: 'История синхронизаций' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('При подключении');
  await expect(history.getByRole('row').nth(1)).toContainText('Готово');

  const facts = page.getByRole('region', { name: 'Подключение' });
  await expect(fact(facts, 'Товары')).toHaveText(/^1\s000$/);
  await expect(fact(facts, 'Заказы')).toHaveText(/^[1-9][\d\s]*$/);
  await expect(fact(facts, 'Песочница')).toHaveText('да');
}

const WIDE = { width: 1600, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Resizes the window and waits for the layout to follow (after its short resize debounce). */
async function atViewport(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible({
    visible: isMobileWidth(viewport.width),
  });
}

/** `<name>-1600x900.png` and `<name>-390x844.png`, the whole page; back at 1600 px after. */
async function screenshots(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  for (const viewport of [WIDE, PHONE]) {
    await atViewport(page, viewport);
    // The page fits the width: no horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({
      path: join(screenshotDir, `${name}-${viewport.width}x${viewport.height}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await atViewport(page, WIDE);
}

test('a new seller has no cabinets yet and is invited to add one', async ({ page }) => {
  await signedIn(page);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Пока нет ни одного кабинета' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Новый кабинет' })).toBeVisible();
});

test('a wrong key is refused with the marketplace’s Russian message and nothing is added', async ({
  page,
}) => {
  await signedIn(page);
  await openAddForm(page, 'Ozon');
  await page.getByLabel(/^Client ID/).fill(ozon.demo.clientId);
  await page.getByLabel(/^API-ключ/).fill('0d6f1c2e-5b7a-4c3d-9e8f-000000000000');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByRole('alert')).toContainText('Маркетплейс не принял ключ.');
  await expect(checkResult(page)).toHaveCount(0);
  await expect(connectButton(page)).toBeDisabled();

  // Yandex Market: a key the marketplace revoked.
  await page.getByRole('link', { name: 'Другой маркетплейс' }).click();
  await page.getByRole('link', { name: 'Яндекс Маркет', exact: true }).click();
  await page.getByLabel(/^API-ключ/).fill(yandex.revoked.apiKey);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByRole('alert')).toContainText('Маркетплейс не принял ключ.');
  await expect(connectButton(page)).toBeDisabled();

  await page.goto('/cabinet');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Пока нет ни одного кабинета' }),
  ).toBeVisible();
});

test('Ozon: Client ID and API-ключ connect the shop; its first sync counts listings and orders', async ({
  page,
}) => {
  test.setTimeout(SYNC_TIMEOUT + 30_000);
  await signedIn(page);
  await openAddForm(page, 'Ozon');
  await page.getByLabel(/^Client ID/).fill(ozon.demo.clientId);
  await page.getByLabel(/^API-ключ/).fill(ozon.demo.apiKey);
  await checkKey(page);
  await expect(checkResult(page)).toContainText(`(ID ${ozon.demo.clientId})`);
  const name = await connect(page);
  await seeFirstSyncStart(page, name);
  await seeFirstSyncDone(page);
});

test('Яндекс Маркет: the API-ключ, then the campaign; its first sync counts listings and orders', async ({
  page,
}) => {
  test.setTimeout(SYNC_TIMEOUT + 30_000);
  await signedIn(page);
  await openAddForm(page, 'Яндекс Маркет');
  await page.getByLabel(/^API-ключ/).fill(yandex.demo.apiKey);
  await checkKey(page);
  // Two campaigns: nothing is chosen for the seller, and nothing can be connected yet.
  const campaigns = page.getByRole('radiogroup', { name: 'Выберите магазин' });
  await expect(campaigns.getByRole('radio')).toHaveCount(yandex.demo.campaignIds.length);
  await expect(connectButton(page)).toBeDisabled();
  await campaigns.getByRole('radio', { name: new RegExp(`\\(ID ${YANDEX_CAMPAIGN}\\)`) }).check();
  await expect(connectButton(page)).toBeEnabled();
  const name = await connect(page);
  await seeFirstSyncStart(page, name);
  await seeFirstSyncDone(page);
});

test('Wildberries: the Токен connects the shop; its first sync counts listings and orders', async ({
  page,
}) => {
  // Its orders come from WB statistics, one call a minute per seller, and the demo account's
  // sandbox cabinet of the same seller synchronises too: this sync may wait out that minute.
  test.setTimeout(SYNC_TIMEOUT + 30_000);
  await signedIn(page);
  await openAddForm(page, 'Wildberries');
  await page.getByLabel(/^Токен/).fill(wildberries.demo.token);
  await checkKey(page);
  await expect(checkResult(page)).toContainText(`(ID ${WB_SELLER_IDS.demo})`);
  const name = await connect(page);
  await seeFirstSyncStart(page, name);
  await seeFirstSyncDone(page);
});

test('the list shows the three cabinets with their counts', async ({ page }) => {
  await signedIn(page);
  const cards = page.getByRole('list', { name: 'Ваши кабинеты' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const marketplace of ['Ozon', 'Wildberries', 'Яндекс Маркет']) {
    const card = cards.filter({ has: page.getByRole('img', { name: marketplace, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Работает');
    await expect(card).toContainText('Песочница');
    await expect(fact(card, 'Товары')).toHaveText(/^1\s000$/);
    await expect(fact(card, 'Заказы')).toHaveText(/^[1-9][\d\s]*$/);
    await expect(syncProgress(card)).toHaveCount(0);
  }
});

test('the same shop cannot be added twice', async ({ page }) => {
  await signedIn(page);
  await openAddForm(page, 'Ozon');
  await page.getByLabel(/^Client ID/).fill(ozon.demo.clientId);
  await page.getByLabel(/^API-ключ/).fill(ozon.demo.apiKey);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(checkResult(page)).toContainText(`(ID ${ozon.demo.clientId}) — уже подключён`);
  await expect(checkResult(page)).toContainText(
    'Все магазины, которые видит этот ключ, уже подключены.',
  );
  await expect(connectButton(page)).toBeDisabled();

  // Yandex Market: the connected campaign is listed but cannot be chosen.
  await page.getByRole('link', { name: 'Другой маркетплейс' }).click();
  await page.getByRole('link', { name: 'Яндекс Маркет', exact: true }).click();
  await page.getByLabel(/^API-ключ/).fill(yandex.demo.apiKey);
  await page.getByRole('button', { name: 'Проверить' }).click();
  const connected = page.getByRole('radio', {
    name: new RegExp(`\\(ID ${YANDEX_CAMPAIGN}\\) — уже подключён$`),
  });
  await expect(connected).toBeDisabled();
  // The one left is chosen for the seller.
  await expect(
    page.getByRole('radio', { name: new RegExp(`\\(ID ${yandex.demo.campaignIds[1]}\\)$`) }),
  ).toBeChecked();

  await page.goto('/cabinet');
  await expect(page.getByRole('list', { name: 'Ваши кабинеты' }).getByRole('listitem')).toHaveCount(
    3,
  );
});

test('delete asks first; confirmed, the cabinet is gone from the list', async ({ page }) => {
  await signedIn(page);
  const cards = page.getByRole('list', { name: 'Ваши кабинеты' }).getByRole('listitem');
  await page.getByRole('link', { name: /^Ozon/ }).click();
  const name = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const dialog = page.getByRole('dialog', { name: 'Удалить кабинет?' });

  const remove = page
    .getByRole('group', { name: 'Действия с кабинетом' })
    .getByRole('button', { name: 'Удалить' });

  // Cancelled, nothing happens.
  await remove.click();
  await expect(dialog).toContainText(`Кабинет «${name}» будет удалён`);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cabinet-item\/ozon\//);

  await remove.click();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Ozon', exact: true })).toHaveCount(0);
});

test('the cabinet screens: screenshots at 1600 and 390 px; no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedIn(page);
  await expect(page.getByRole('list', { name: 'Ваши кабинеты' })).toBeVisible();
  await screenshots(page, 'cabinet');
  await expectNoSevereViolations(page, '/cabinet with two cabinets');

  await page.getByRole('link', { name: 'Новый кабинет' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Выберите маркетплейс' })).toBeVisible();
  await expectNoSevereViolations(page, '/cabinet-add: the marketplaces');
  await page.getByRole('link', { name: 'Wildberries', exact: true }).click();
  await page.getByLabel(/^Токен/).fill(wildberries.demo.token);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(checkResult(page)).toContainText('уже подключён');
  await screenshots(page, 'cabinet-add');
  await expectNoSevereViolations(page, '/cabinet-add: the Wildberries form, key checked');

  await page.goto('/cabinet');
  await page.getByRole('link', { name: /^Wildberries/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет магазина' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'История синхронизаций' })).toBeVisible();
  await screenshots(page, 'cabinet-item');
  await expectNoSevereViolations(page, '/cabinet-item of the Wildberries cabinet');
});
