import { SIGN_UP_RETVAL } from '@marketpult/shared/contracts/sign-up-result';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationKeys, users } from '../../../src/db/schema';
import { ManualClock } from '../../../src/plugins/clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  freshClient,
  latestActivationLink,
  linkParams,
  registrationBody,
  rowCounts,
} from './sign-up-fixtures';

/** `address` with each letter's case chosen by the bits of `seed`. */
function caseVariant(address: string, seed: number): string {
  return [...address]
    .map((char, index) => ((seed >> (index % 24)) & 1 ? char.toUpperCase() : char.toLowerCase()))
    .join('');
}

describe(`sign-up under concurrency on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  const clock = new ManualClock();

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(() => testApp.close());

  it('100 registrations of one address in any letter case: one account, no 5xx', async () => {
    const address = 'race.seller@example.com';
    const clients = Array.from({ length: 100 }, () => freshClient(testApp.app));
    await Promise.all(clients.map((client) => client.ensureXsrfToken()));
    const before = await rowCounts(testApp.app);

    const responses = await Promise.all(
      clients.map((client, index) =>
        client.post(API_PATHS.registration, registrationBody(caseVariant(address, index * 7919))),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const retvals = responses.map((response) => (response.json() as { retval: number }).retval);
    expect(retvals.filter((retval) => retval === SIGN_UP_RETVAL.ok)).toHaveLength(1);
    expect(retvals.filter((retval) => retval === SIGN_UP_RETVAL.emailTaken)).toHaveLength(99);
    expect(await rowCounts(testApp.app)).toEqual({
      users: before.users + 1,
      keys: before.keys + 1,
      outbox: before.outbox + 1,
    });
  });

  it('50 parallel confirmations of one key: exactly one succeeds, the rest see it done', async () => {
    const email = 'parallel.confirm@example.com';
    const registered = await freshClient(testApp.app).post(
      API_PATHS.registration,
      registrationBody(email),
    );
    expect(registered.json()).toEqual({ retval: 0, errMsg: '' });
    const { u, k } = linkParams(await latestActivationLink(testApp.app, email));

    const clients = Array.from({ length: 50 }, () => freshClient(testApp.app));
    await Promise.all(clients.map((client) => client.ensureXsrfToken()));
    const responses = await Promise.all(
      clients.map((client) =>
        client.post(API_PATHS.confirmRegistration, { username: u, userkey: k }),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const retvals = responses.map((response) => (response.json() as { retval: number }).retval);
    expect(retvals.filter((retval) => retval === SIGN_UP_RETVAL.ok)).toHaveLength(1);
    expect(retvals.filter((retval) => retval === SIGN_UP_RETVAL.alreadyConfirmed)).toHaveLength(49);
    const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
    expect(user?.confirmedAt).toEqual(clock.now());
    const keys = await testApp.app.db
      .select()
      .from(confirmationKeys)
      .where(eq(confirmationKeys.userId, user?.id ?? ''));
    expect(keys.map((key) => key.usedAt)).toEqual([clock.now()]);
  });
});
