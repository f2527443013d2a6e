import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SIGN_UP_MESSAGES, SIGN_UP_RETVAL } from '@marketpult/shared/contracts/sign-up-result';
import { callsTo, recordApiCalls } from './support/api-traffic';
import { e2eMailEnv } from './support/mail-sink';
import { mailTo, type ReceivedMail } from './support/mailbox';
import { signIn } from './support/sign-in';

const { mailDir } = e2eMailEnv();
const KEY_REFUSED = SIGN_UP_MESSAGES[SIGN_UP_RETVAL.confirmationKeyInvalid];
const md5 = (plain: string) => createHash('md5').update(plain, 'utf8').digest('hex');

/** The first link of the activation e-mail's plain-text part. */
function activationLink(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/registration\/confirm\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No confirmation link in:\n${mail.text}`);
  return link;
}

test('registration → activation e-mail → automatic confirmation → sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `seller-${Date.now()}@marketpult.test`;
  const password = 'Kettle-42-orange';
  const calls = await recordApiCalls(page);

  await page.goto('/registration');
  await page.getByLabel(/^E-mail/).fill(email);
  // Typed the Russian way, key by key: the first 8 is the trunk prefix, not the code.
  await page.getByLabel(/^Телефон/).pressSequentially('89161234567');
  await expect(page.getByLabel(/^Телефон/)).toHaveValue('+7 (916) 123-4567');
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByLabel(/^Повтор пароля/).fill(password);
  await page.getByRole('checkbox', { name: /Пользовательского соглашения/ }).check();
  await page.getByRole('checkbox', { name: /Ограничения ответственности/ }).check();
  await page.getByRole('button', { name: 'ЗАРЕГИСТРИРОВАТЬСЯ' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Спасибо за регистрацию!' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`На адрес ${email} отправлено письмо`);

  expect(callsTo(calls, '/Users_Registration')[0]?.body).toEqual({
    username: email,
    pass_hash: md5(password),
    usermail: email,
    pass: password,
    userphone: '+79161234567',
    simple: false,
    callback_url: `${baseURL}/registration/confirm`,
    portal: 'prod',
  });

  // The e-mail arrives at the test SMTP server.
  await expect.poll(() => mailTo(mailDir, email).length, { timeout: 20_000 }).toBe(1);
  const [mail] = mailTo(mailDir, email);
  if (!mail) throw new Error('no e-mail');
  expect(mail.subject).toBe('Подтверждение регистрации в МаркетПульт');
  const link = activationLink(mail);
  expect(new URL(link).searchParams.get('u')).toBe(email);

  // Opening the link confirms without a click.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Поздравляем! Вы успешно прошли регистрацию' }),
  ).toBeVisible();

  const key = new URL(link).searchParams.get('k');
  expect(callsTo(calls, '/Users_ConfirmRegistration')[0]?.body).toEqual({
    username: email,
    userkey: key,
  });
  const [proxy] = callsTo(calls, '/markets-proxy/accounts/confirm');
  expect(proxy?.body).toEqual({ login: email, name: email });
  const runtimeConfig = (await (await request.get('/api/runtime-config')).json()) as {
    marketsProxyToken: string;
  };
  expect(proxy?.headers.authorization).toBe(runtimeConfig.marketsProxyToken);

  // The same link again: the e-mail is already confirmed, said calmly, with the way to sign in.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-mail уже подтверждён' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(callsTo(calls, '/markets-proxy/accounts/confirm')).toHaveLength(1);

  await page.getByRole('link', { name: 'ВОЙТИ' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/cabinet$/);
});

test('a bad confirmation key shows the server’s message', async ({ page }) => {
  const calls = await recordApiCalls(page);
  await page.goto('/registration/confirm?u=nobody%40marketpult.test&k=not-a-key');

  await expect(page.getByRole('alert')).toHaveText(KEY_REFUSED);
  const [confirmation] = callsTo(calls, '/Users_ConfirmRegistration');
  expect(confirmation?.body).toEqual({ username: 'nobody@marketpult.test', userkey: 'not-a-key' });
  await expect(page.getByPlaceholder('Email')).toHaveValue('nobody@marketpult.test');
  await expect(page.getByPlaceholder('Код подтверждения')).toHaveValue('not-a-key');
  expect(callsTo(calls, '/markets-proxy/accounts/confirm')).toEqual([]);
});

test('the documents of the sign-up checkboxes are real PDFs', async ({ page, request }) => {
  await page.goto('/registration');
  for (const name of [
    'Пользовательского соглашения',
    'Политики обработки персональных данных',
    'Ограничения ответственности Исполнителя',
  ]) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});
