import { expect, test, type Page } from '@playwright/test';
import { expectNoSevereViolations } from './support/accessibility';
import { E2E_ACCOUNTS } from './support/accounts';
import { registerSeller } from './support/seller';
import { signIn } from './support/sign-in';

async function signedIn(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/cabinet$/);
}

test('profile: display name, password change, and the old password no longer works', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const oldPassword = 'Samovar-17-teal';
  const newPassword = 'Teapot-93-amber';
  const email = await registerSeller(request, {
    baseURL: baseURL ?? '',
    password: oldPassword,
    prefix: 'profile',
  });

  // A second browser, signed in too: the password change must end its session.
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signedIn(otherPage, email, oldPassword);

  await signedIn(page, email, oldPassword);
  // The name registration gave the account, with its first letter in the avatar.
  const avatar = page.getByRole('banner').getByRole('button', { name: /^profile-/ });
  await expect(avatar).toHaveText(/^Pprofile-/);

  // /profile: the account, and a new display name that the top bar takes over at once.
  await avatar.click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки профиля' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Учётная запись' })).toContainText(email);
  const nameField = page.getByLabel(/^Отображаемое имя/);
  await nameField.fill('Самовары Тулы');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Имя сохранено.');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Самовары Тулы' })).toHaveText(
    'ССамовары Тулы',
  );
  // The server kept it: a fresh page carries the name the server has.
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Самовары Тулы' }),
  ).toBeVisible();

  // The margin settings: ОСНО brings its own rate and VAT; saved, they outlive a reload.
  const settings = page.getByRole('region', { name: 'Налоги и расходы для расчёта маржи' });
  await settings.getByRole('combobox', { name: 'Система налогообложения' }).click();
  await page.getByRole('option', { name: 'ОСНО' }).click();
  await expect(settings.getByLabel('Ставка налога, %')).toHaveValue('25');
  await settings.getByLabel('Прочие расходы на единицу, ₽').fill('12,5');
  await settings.getByRole('button', { name: 'Сохранить настройки' }).click();
  await expect(settings.getByRole('status')).toContainText('маржа всех товаров пересчитана');
  await expectNoSevereViolations(page, '/profile (margin settings)');
  await page.reload();
  await expect(settings.getByRole('combobox', { name: 'НДС' })).toHaveText('22 %');
  await expect(settings.getByLabel('Прочие расходы на единицу, ₽')).toHaveValue('12,5');

  // /profile/password/change: a wrong current password is refused with the server's message.
  await page.getByRole('link', { name: 'Сменить пароль' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Смена пароля' })).toBeVisible();
  await page.getByLabel(/^Текущий пароль/).fill('not-the-password');
  await page.getByLabel(/^Новый пароль/).fill(newPassword);
  await page.getByLabel(/^Повтор нового пароля/).fill(newPassword);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByRole('alert')).toHaveText('Текущий пароль указан неверно.');

  // The right one changes it; the refusal goes as soon as the field is edited.
  await page.getByLabel(/^Текущий пароль/).fill(oldPassword);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Пароль изменён. Все другие сеансы входа завершены.',
  );
  await expect(page.getByLabel(/^Текущий пароль/)).toHaveValue('');

  // This browser stays signed in; the other one is out.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  await otherPage.goto('/orders');
  await expect(otherPage).toHaveURL(/\/login$/);
  await elsewhere.close();

  // Signed out, the old password fails and the new one works.
  await page.getByRole('banner').getByRole('button', { name: 'Самовары Тулы' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, oldPassword);
  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль');
  await signedIn(page, email, newPassword);
});

test('the password form checks its fields before asking the server', async ({ page }) => {
  await signIn(page, E2E_ACCOUNTS.demo.email, E2E_ACCOUNTS.demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);
  await page.goto('/profile/password/change');
  const submit = page.getByRole('button', { name: 'Сменить пароль' });

  await page.getByLabel(/^Текущий пароль/).fill('demo1234');
  await page.getByLabel(/^Новый пароль/).fill('abc');
  await page.getByLabel(/^Повтор нового пароля/).fill('abd');
  await expect(page.getByLabel(/^Повтор нового пароля/)).toHaveAccessibleDescription(
    'Пароли не совпадают',
  );
  await page.getByLabel(/^Повтор нового пароля/).blur();
  await expect(page.getByLabel(/^Новый пароль/)).toHaveAccessibleDescription('Минимум 6 символов');
  await expect(submit).toBeDisabled();
});
