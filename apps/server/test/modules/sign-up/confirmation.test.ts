import { API_PATHS } from '@marketpult/shared/api-paths';
import { SIGN_UP_MESSAGES, SIGN_UP_RETVAL } from '@marketpult/shared/contracts/sign-up-result';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationKeys, users } from '../../../src/db/schema';
import { resendActivationEmail } from '../../../src/modules/sign-up/activation';
import { ManualClock } from '../../../src/plugins/clock';
import { uniqueEmail } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  confirmWith,
  freshClient,
  latestActivationLink,
  linkParams,
  registerWith,
  registrationBody,
} from './sign-up-fixtures';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const INVALID = {
  retval: SIGN_UP_RETVAL.confirmationKeyInvalid,
  errMsg: SIGN_UP_MESSAGES[SIGN_UP_RETVAL.confirmationKeyInvalid],
};
const OK = { retval: 0, errMsg: '' };
const ALREADY_CONFIRMED = {
  retval: SIGN_UP_RETVAL.alreadyConfirmed,
  errMsg: 'E-mail уже подтверждён. Войдите в систему.',
};

describe(`POST /Users_ConfirmRegistration on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  const clock = new ManualClock();

  beforeAll(async () => {
    testApp = await createTestApp({ clock, env: { TRIAL_DAYS: '30' } });
  });
  afterAll(() => testApp.close());

  /** Registers a fresh address and returns it with the u/k of its e-mail. */
  async function registered(prefix = 'confirm') {
    const email = uniqueEmail(prefix);
    const result = await registerWith(freshClient(testApp.app), registrationBody(email));
    expect(result).toEqual(OK);
    return { email, ...linkParams(await latestActivationLink(testApp.app, email)) };
  }

  function keyRows(userId: string) {
    return testApp.app.db
      .select()
      .from(confirmationKeys)
      .where(eq(confirmationKeys.userId, userId))
      .orderBy(confirmationKeys.createdAt);
  }

  async function userRow(email: string) {
    const [row] = await testApp.app.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }

  it('confirms the account, starts the trial (TRIAL_DAYS) and burns the key', async () => {
    const { email, u, k } = await registered();
    clock.advance(5 * MINUTE_MS);
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(OK);

    const user = await userRow(email);
    expect(user.confirmedAt).toEqual(clock.now());
    expect(user.subscriptionUntil).toEqual(new Date(clock.now().getTime() + 30 * DAY_MS));
    const [key] = await testApp.app.db
      .select()
      .from(confirmationKeys)
      .where(eq(confirmationKeys.userId, user.id));
    expect(key?.usedAt).toEqual(clock.now());
  });

  it('says «already confirmed» to the same link a second time, and changes nothing', async () => {
    const { email, u, k } = await registered();
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(OK);
    const before = await userRow(email);
    const keysBefore = await keyRows(before.id);
    clock.advance(MINUTE_MS);
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(ALREADY_CONFIRMED);
    expect(await confirmWith(freshClient(testApp.app), u.toUpperCase(), k)).toEqual(
      ALREADY_CONFIRMED,
    );
    expect(await userRow(email)).toEqual(before);
    expect(await keyRows(before.id)).toEqual(keysBefore);
  });

  it('still says so once the used key is past its expiry', async () => {
    const { u, k } = await registered('reopened');
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(OK);
    clock.advance(30 * DAY_MS);
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(ALREADY_CONFIRMED);
  });

  it('gives a confirmed account the normal refusal for a wrong key or an unknown e-mail', async () => {
    const { u, k } = await registered('confirmed-wrong');
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(OK);
    const tampered = `${k.slice(0, -1)}${k.endsWith('A') ? 'B' : 'A'}`;
    expect(await confirmWith(freshClient(testApp.app), u, tampered)).toEqual(INVALID);
    expect(await confirmWith(freshClient(testApp.app), u, 'abc')).toEqual(INVALID);
    expect(await confirmWith(freshClient(testApp.app), uniqueEmail('nobody'), k)).toEqual(INVALID);
  });

  it("gives the normal refusal to a confirmed account's key sent with another account", async () => {
    const confirmed = await registered('confirmed-first');
    const other = await registered('confirmed-other');
    expect(await confirmWith(freshClient(testApp.app), confirmed.u, confirmed.k)).toEqual(OK);
    expect(await confirmWith(freshClient(testApp.app), other.u, confirmed.k)).toEqual(INVALID);
    expect((await userRow(other.email)).confirmedAt).toBeNull();
  });

  it('finds the account in any letter case of the e-mail', async () => {
    const { u, k } = await registered('Case');
    expect(await confirmWith(freshClient(testApp.app), `  ${u.toUpperCase()} `, k)).toEqual(OK);
  });

  it('refuses a wrong key and an unknown account', async () => {
    const { email, u, k } = await registered();
    // Another last character, whatever the key ends with (a fixed 'A' would match 1 time in 64).
    const tampered = `${k.slice(0, -1)}${k.endsWith('A') ? 'B' : 'A'}`;
    expect(await confirmWith(freshClient(testApp.app), u, tampered)).toEqual(INVALID);
    expect(await confirmWith(freshClient(testApp.app), u, 'abc')).toEqual(INVALID);
    expect(await confirmWith(freshClient(testApp.app), uniqueEmail('nobody'), k)).toEqual(INVALID);
    expect(await confirmWith(freshClient(testApp.app), 'not-an-email', k)).toEqual(INVALID);
    expect((await userRow(email)).confirmedAt).toBeNull();
    // None of that burnt the key.
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(OK);
  });

  it("refuses another account's key, which stays valid for its owner", async () => {
    const first = await registered('first');
    const second = await registered('second');
    expect(await confirmWith(freshClient(testApp.app), first.u, second.k)).toEqual(INVALID);
    expect((await userRow(first.email)).confirmedAt).toBeNull();
    expect((await userRow(second.email)).confirmedAt).toBeNull();
    expect(await confirmWith(freshClient(testApp.app), second.u, second.k)).toEqual(OK);
  });

  it('accepts a key until CONFIRMATION_KEY_HOURS have passed, not after', async () => {
    const early = await registered('early');
    const late = await registered('late');
    clock.advance(24 * HOUR_MS - 1000);
    expect(await confirmWith(freshClient(testApp.app), early.u, early.k)).toEqual(OK);
    clock.advance(1000);
    expect(await confirmWith(freshClient(testApp.app), late.u, late.k)).toEqual(INVALID);
    expect((await userRow(late.email)).confirmedAt).toBeNull();
  });

  it('refuses a key that expired unused, even when the account was confirmed by another', async () => {
    const { email, u, k } = await registered('expired-unused');
    clock.advance(MINUTE_MS);
    await resendActivationEmail(testApp.app, (await userRow(email)).id);
    const second = linkParams(await latestActivationLink(testApp.app, email));
    expect(await confirmWith(freshClient(testApp.app), second.u, second.k)).toEqual(OK);
    clock.advance(24 * HOUR_MS);
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(INVALID);
  });

  it('a confirmed account following another valid link: already confirmed, trial not extended', async () => {
    const { email, u, k } = await registered('twice');
    // Signing in unconfirmed sends a second e-mail (after the one-a-minute limit).
    clock.advance(MINUTE_MS);
    const user = await userRow(email);
    await resendActivationEmail(testApp.app, user.id);
    const second = linkParams(await latestActivationLink(testApp.app, email));
    expect(second.k).not.toBe(k);

    expect(await confirmWith(freshClient(testApp.app), second.u, second.k)).toEqual(OK);
    const confirmed = await userRow(email);
    clock.advance(HOUR_MS);
    // The first e-mail's link is still recognised, is used up, and changes no date.
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(ALREADY_CONFIRMED);
    expect(await userRow(email)).toEqual(confirmed);
    expect((await keyRows(confirmed.id)).every((row) => row.usedAt !== null)).toBe(true);
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual(ALREADY_CONFIRMED);
  });

  it('throttles one client IP after 30 attempts in 15 minutes', async () => {
    const { u, k } = await registered('throttle');
    const client = freshClient(testApp.app);
    for (let i = 0; i < 30; i += 1) {
      expect(await confirmWith(client, u, `wrong-key-${i}`)).toEqual(INVALID);
    }
    expect(await confirmWith(client, u, k)).toEqual({
      retval: SIGN_UP_RETVAL.tooManyAttempts,
      errMsg: SIGN_UP_MESSAGES[SIGN_UP_RETVAL.tooManyAttempts],
    });
    clock.advance(15 * MINUTE_MS);
    expect(await confirmWith(client, u, k)).toEqual(OK);
  });

  it.each([
    ['an unknown field', { username: 'a@example.com', userkey: 'abc', extra: 1 }],
    ['a number as key', { username: 'a@example.com', userkey: 12345 }],
    ['a missing key', { username: 'a@example.com' }],
    ['an over-long key', { username: 'a@example.com', userkey: 'k'.repeat(257) }],
  ])('answers 400 for %s', async (_name, body) => {
    const response = await freshClient(testApp.app).post(API_PATHS.confirmRegistration, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseStatus: { errorCode: 'ValidationError' } });
  });
});
