import { API_PATHS } from '@marketpult/shared/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_LOGIN_LINE, seedDemoAccount } from '../../../src/modules/users/demo';
import { findUserByEmail, listUsers } from '../../../src/modules/users/repository';
import { signIn, uniqueRemoteAddress } from '../../helpers/sign-in';
import { ApiClient } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('the demo account', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const seed = () =>
    seedDemoAccount(testApp.app.db, testApp.app.secrets.pepper, testApp.app.clock.now());

  it('is created once: seeding again changes nothing', async () => {
    expect(await seed()).toBe(true);
    const first = await findUserByEmail(testApp.app.db, DEMO_ACCOUNT.email);
    expect(await seed()).toBe(false);
    expect(await seed()).toBe(false);
    expect(await listUsers(testApp.app.db)).toHaveLength(1);
    expect(await findUserByEmail(testApp.app.db, DEMO_ACCOUNT.email)).toEqual(first);
  });

  it('is confirmed, with «Демо Продавец» and a subscription for years ahead', async () => {
    const user = await findUserByEmail(testApp.app.db, 'demo@marketpult.ru');
    const now = testApp.app.clock.now().getTime();
    expect(user).toMatchObject({ displayName: 'Демо Продавец', disabledAt: null });
    expect(user?.confirmedAt).not.toBeNull();
    expect(user?.subscriptionUntil?.getTime()).toBeGreaterThan(now + 9 * 365 * 24 * 3600_000);
    // Only the argon2id of md5('demo1234') is stored.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain('demo1234');
  });

  it('signs in with demo@marketpult.ru / demo1234', async () => {
    const client = new ApiClient(testApp.app, uniqueRemoteAddress());
    const response = await signIn(client, { email: 'demo@marketpult.ru', password: 'demo1234' });
    expect(response.json()).toEqual({
      UserName: 'demo@marketpult.ru',
      DisplayName: 'Демо Продавец',
    });
    expect((await client.post(API_PATHS.auth)).json().DisplayName).toBe('Демо Продавец');
  });

  it('is announced with the exact login line', () => {
    expect(DEMO_LOGIN_LINE).toBe('Демо-вход: demo@marketpult.ru / demo1234');
  });
});
