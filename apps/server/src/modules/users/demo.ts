import type { Database } from '../../db/client';
import { hashPassword } from '../auth/password';
import { md5Hex } from '../md5/md5';
import { findUserByEmail, insertUser } from './repository';

/** The account anyone may try the product with (README, `npm start`). */
export const DEMO_ACCOUNT = Object.freeze({
  email: 'demo@marketpult.ru',
  password: 'demo1234',
  displayName: 'Демо Продавец',
  phone: '70000000000',
});

const DEMO_SUBSCRIPTION_YEARS = 10;

/** The line `npm start` prints under the URL when the demo account is on. */
export const DEMO_LOGIN_LINE = `Демо-вход: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`;

/**
 * Creates the confirmed demo account with a ten-year subscription unless it exists. An existing
 * account is left as it is (the operator may have changed or disabled it). Returns true when
 * this call created it.
 */
export async function seedDemoAccount(db: Database, pepper: string, now: Date): Promise<boolean> {
  if (await findUserByEmail(db, DEMO_ACCOUNT.email)) return false;
  const md5 = md5Hex(DEMO_ACCOUNT.password);
  const subscriptionUntil = new Date(now);
  subscriptionUntil.setUTCFullYear(subscriptionUntil.getUTCFullYear() + DEMO_SUBSCRIPTION_YEARS);
  const created = await insertUser(db, {
    email: DEMO_ACCOUNT.email,
    phone: DEMO_ACCOUNT.phone,
    displayName: DEMO_ACCOUNT.displayName,
    passwordHash: await hashPassword(md5, pepper),
    confirmedAt: now,
    subscriptionUntil,
    now,
  });
  return created !== undefined;
}
