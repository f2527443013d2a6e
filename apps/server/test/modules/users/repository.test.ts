import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findUserByEmail,
  insertUser,
  listUsers,
  setSubscription,
} from '../../../src/modules/users/repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('users repository', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('keeps the address as typed and finds it in any letter case', async () => {
    const created = await insertUser(testApp.app.db, {
      email: '  Anna.Seller@Пример.РФ ',
      passwordHash: 'not-a-real-hash',
    });
    expect(created).toMatchObject({
      email: 'Anna.Seller@Пример.РФ',
      emailCanonical: 'anna.seller@xn--e1afmkfd.xn--p1ai',
      confirmedAt: null,
      subscriptionUntil: null,
      disabledAt: null,
    });
    const found = await findUserByEmail(testApp.app.db, 'ANNA.SELLER@xn--e1afmkfd.xn--p1ai');
    expect(found?.id).toBe(created?.id);
  });

  it('creates exactly one account from 100 concurrent inserts of one address in any case', async () => {
    const spellings = (i: number) =>
      ['race@example.com', 'RACE@EXAMPLE.COM', 'Race@Example.Com', ' race@example.COM '][i % 4] ??
      '';
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        insertUser(testApp.app.db, { email: spellings(i), passwordHash: `hash-${i}` }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const all = await listUsers(testApp.app.db);
    expect(all.filter((user) => user.emailCanonical === 'race@example.com')).toHaveLength(1);
  });

  it('sets and clears the subscription end', async () => {
    const user = await insertUser(testApp.app.db, {
      email: 'sub@example.com',
      passwordHash: 'h',
    });
    const until = new Date(Date.UTC(2030, 0, 1));
    await setSubscription(testApp.app.db, user!.id, until, new Date());
    expect((await findUserByEmail(testApp.app.db, 'sub@example.com'))?.subscriptionUntil).toEqual(
      until,
    );
    await setSubscription(testApp.app.db, user!.id, null, new Date());
    expect(
      (await findUserByEmail(testApp.app.db, 'sub@example.com'))?.subscriptionUntil,
    ).toBeNull();
  });
});
