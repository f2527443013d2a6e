import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { UI_BREAKPOINTS } from '@marketpult/shared/constants/ui-layout';
import { expectNoSevereViolations } from './support/accessibility';
import { E2E_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const here = dirname(fileURLToPath(import.meta.url));
const screenshotDir = join(here, 'screenshots');
const { demo } = E2E_ACCOUNTS;
const DEMO_NAME = 'Демо Продавец';

const PROD_MENU = [
  'Кабинеты',
  'Каталог',
  'Заказы',
  'Отгрузки',
  'Управление каталогом',
  'Отчёты',
  'ABC-анализ',
  'Анализ конкурентов',
  'Финансы',
];

const topMenu = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Главное меню' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Открыть меню' });
const sideMenu = (page: Page) => page.getByRole('dialog', { name: 'Меню' });
const helpButton = (page: Page) => page.getByRole('button', { name: 'База знаний' });
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function signInAt(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height });
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинеты' })).toBeVisible();
}

for (const width of [1920, 1401]) {
  test(`at ${width} px the menu sits in the top bar`, async ({ page }) => {
    await signInAt(page, width);

    await expect(menuButton(page)).toHaveCount(0);
    await expect(topMenu(page).getByRole('link')).toHaveText(PROD_MENU);
    await expect(topMenu(page).getByRole('link', { name: 'Кабинеты' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Everything fits on one row: the last entry is on screen, left of the avatar.
    const last = await topMenu(page).getByRole('link', { name: 'Финансы' }).boundingBox();
    const avatar = await page.getByRole('button', { name: DEMO_NAME }).boundingBox();
    expect((last?.x ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual(avatar?.x ?? 0);

    await topMenu(page).getByRole('link', { name: 'Отгрузки' }).click();
    await expect(page).toHaveURL(/\/shipment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Отгрузки' })).toBeVisible();
    await expect(page).toHaveTitle('Отгрузки — МаркетПульт');
    await expect(topMenu(page).getByRole('link', { name: 'Отгрузки' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
}

for (const [width, height] of [
  [1400, 900],
  [390, 844],
] as const) {
  test(`at ${width} px the menu is a side menu that locks the page scroll`, async ({ page }) => {
    await signInAt(page, width, height);
    await expect(topMenu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

    // Opens and closes with its buttons.
    await menuButton(page).click();
    await expect(sideMenu(page)).toBeVisible();
    await expect(sideMenu(page).getByRole('link')).toHaveText(PROD_MENU);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await sideMenu(page).getByRole('button', { name: 'Закрыть меню' }).click();
    await expect(sideMenu(page)).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

    // A leaf opens its screen and closes the menu.
    await menuButton(page).click();
    await expect(sideMenu(page)).toBeVisible();
    await sideMenu(page).getByRole('link', { name: 'Анализ конкурентов' }).click();
    await expect(page).toHaveURL(/\/rivals$/);
    await expect(sideMenu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Анализ конкурентов' })).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
}

test('the top-bar menu stays in place when the current entry changes', async ({ page }) => {
  await signInAt(page, 1920);
  const links = topMenu(page).getByRole('link');
  await expect(links).toHaveText(PROD_MENU);
  /** Where each entry sits: left edge and width, in CSS pixels. */
  const boxes = () =>
    links.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, width } = element.getBoundingClientRect();
        return { x, width };
      }),
    );
  const onCabinets = await boxes();

  for (const name of ['Отгрузки', 'Финансы', 'Кабинеты']) {
    await topMenu(page).getByRole('link', { name }).click();
    await expect(topMenu(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(await boxes(), `with «${name}» current`).toEqual(onCabinets);
  }
});

test('at 390×844 the top bar shows the avatar and the whole name; the popup repeats it', async ({
  page,
}) => {
  await signInAt(page, 390, 844);
  const avatar = page.getByRole('banner').getByRole('button', { name: DEMO_NAME });
  await expect(avatar).toHaveText(`Д${DEMO_NAME}`);
  // Within the window, and the name is not cut (no ellipsis: it has the room it needs).
  const box = await avatar.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= 390).toBe(true);
  const name = avatar.getByText(DEMO_NAME, { exact: true });
  expect(await name.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
  // The logo keeps its mark and its name for screen readers.
  await expect(page.getByRole('link', { name: 'МаркетПульт, на главную' })).toBeVisible();

  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: join(screenshotDir, 'top-bar-390x844.png'),
    clip: { x: 0, y: 0, width: 390, height: 200 },
    animations: 'disabled',
  });

  await avatar.click();
  await expect(page.getByTestId('user-menu-name')).toHaveText(DEMO_NAME);
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Настройки',
    'Сменить пароль',
    'Выйти',
  ]);
});

test('at 390 px the side menu opens the knowledge base; the focus comes back to the menu button', async ({
  page,
}) => {
  await signInAt(page, 390, 844);
  await expect(helpButton(page)).toBeHidden();
  await menuButton(page).click();
  await sideMenu(page).getByRole('button', { name: 'База знаний' }).click();

  const dialog = page.getByRole('dialog', { name: 'База знаний' });
  await expect(dialog).toBeVisible();
  await expect(sideMenu(page)).toBeHidden();
  await expect(dialog.getByRole('tab', { name: 'Инструкции', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('resizing across 1400 px switches the menus', async ({ page }) => {
  await signInAt(page, 1600);
  await expect(topMenu(page)).toBeVisible();

  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(menuButton(page)).toBeVisible();
  await expect(topMenu(page)).toHaveCount(0);

  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(topMenu(page)).toBeVisible();
  await expect(menuButton(page)).toHaveCount(0);
});

test('the help button shows at 770 px and hides at 769 px', async ({ page }) => {
  const { helpButtonMinWidth } = UI_BREAKPOINTS;
  await signInAt(page, helpButtonMinWidth);
  await expect(helpButton(page)).toBeVisible();

  await page.setViewportSize({ width: helpButtonMinWidth - 1, height: 900 });
  await expect(helpButton(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинеты' })).toBeVisible();
  await expect(helpButton(page)).toBeHidden();

  await page.setViewportSize({ width: helpButtonMinWidth, height: 900 });
  await expect(helpButton(page)).toBeVisible();
});

test('the avatar shows the name and opens Настройки and Сменить пароль', async ({ page }) => {
  await signInAt(page, 1440);
  const avatar = page.getByRole('button', { name: DEMO_NAME });
  await expect(avatar).toHaveText(`Д${DEMO_NAME}`);

  await avatar.click();
  const popup = page.getByRole('menu');
  await expect(popup.getByRole('menuitem')).toHaveText(['Настройки', 'Сменить пароль', 'Выйти']);
  await popup.getByRole('menuitem', { name: 'Настройки' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки профиля' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(demo.email);

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Сменить пароль' }).click();
  await expect(page).toHaveURL(/\/profile\/password\/change$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Смена пароля' })).toBeVisible();
});

test('Выйти ends on /login and the old session is dead', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signInAt(page, 1440);
  const signedInState = await context.storageState();

  await page.getByRole('button', { name: DEMO_NAME }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();

  // The cookies the browser held while signed in, replayed: the server no longer knows them.
  const replay = await playwright.request.newContext({ baseURL, storageState: signedInState });
  const token = signedInState.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const check = await replay.post(API_PATHS.auth, { data: {}, headers: { 'X-XSRF-TOKEN': token } });
  expect(check.status()).toBe(401);
  await replay.dispose();

  // And the app itself sends a guarded URL to /login.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
});

test('no serious or critical accessibility violations in the layout', async ({ page }) => {
  await signInAt(page, 1440);
  await expectNoSevereViolations(page, 'top bar at 1440 px');

  await page.getByRole('button', { name: DEMO_NAME }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSevereViolations(page, 'avatar popup open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await helpButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'База знаний' });
  await expect(dialog).toBeVisible();
  await expectNoSevereViolations(page, 'knowledge base dialog open over the layout');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await menuButton(page).click();
  await expect(sideMenu(page)).toBeVisible();
  await expectNoSevereViolations(page, 'side menu open at 390 px');
});

test('screenshot: the open side menu at 390×844', async ({ page }) => {
  await signInAt(page, 390, 844);
  await menuButton(page).click();
  await expect(sideMenu(page)).toBeVisible();
  // Wait for the slide-in to finish so the picture shows the menu in place.
  await expect.poll(async () => (await sideMenu(page).boundingBox())?.x).toBe(0);
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: join(screenshotDir, 'side-menu-390x844.png'),
    animations: 'disabled',
  });
});
