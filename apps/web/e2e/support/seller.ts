import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { e2eMailEnv } from './mail-sink';
import { mailTo } from './mailbox';

const md5 = (plain: string) => createHash('md5').update(plain, 'utf8').digest('hex');

/** The XSRF token the server gave this API context, echoed in the header of its POSTs. */
async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  return { 'X-XSRF-TOKEN': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

/**
 * A confirmed account of its own, made the way a visitor makes one (registration, the e-mail,
 * the link's key), so what a spec does with it touches no other spec's account. Resolves to
 * the account's e-mail, `<prefix>-<time>@marketpult.test`.
 */
export async function registerSeller(
  request: APIRequestContext,
  { baseURL, password, prefix }: { baseURL: string; password: string; prefix: string },
): Promise<string> {
  const { mailDir } = e2eMailEnv();
  const email = `${prefix}-${Date.now()}@marketpult.test`;
  await request.get(API_PATHS.runtimeConfig);
  const registration = await request.post(API_PATHS.registration, {
    headers: await xsrfHeader(request),
    data: {
      username: email,
      pass_hash: md5(password),
      usermail: email,
      pass: password,
      userphone: '+79123456780',
      simple: false,
      callback_url: `${baseURL}/registration/confirm`,
      portal: 'prod',
    },
  });
  expect(await registration.json()).toEqual({ retval: 0, errMsg: '' });

  await expect.poll(() => mailTo(mailDir, email).length, { timeout: 20_000 }).toBe(1);
  const link = /https?:\/\/\S+\/registration\/confirm\?\S+/.exec(
    mailTo(mailDir, email)[0]?.text ?? '',
  );
  const key = new URL(link?.[0] ?? 'http://x/').searchParams.get('k') ?? '';
  const confirmation = await request.post(API_PATHS.confirmRegistration, {
    headers: await xsrfHeader(request),
    data: { username: email, userkey: key },
  });
  expect(await confirmation.json()).toEqual({ retval: 0, errMsg: '' });
  return email;
}
