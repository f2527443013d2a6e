import { API_PATHS } from '@marketpult/shared/api-paths';
import { PROFILE_MESSAGES, PROFILE_RETVAL } from '@marketpult/shared/contracts/profile';
import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { md5Hex } from '../../../src/modules/md5/md5';
import { PASSWORD_CHANGE_ATTEMPTS } from '../../../src/modules/profile/limits';
import { findUserById } from '../../../src/modules/users/repository';
import { ManualClock } from '../../../src/plugins/clock';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient, type TestUser } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { changePasswordBody, expectResult, signInStatus } from './profile-fixtures';

// Counts the password checks that reach argon2, to show a throttled attempt hashes nothing.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
const argon2Verify = vi.mocked(argon2.verify);

const NEW_PASSWORD = 'Зелёный-Слон-42';
const WRONG_MD5 = md5Hex('не тот пароль');
const LIMIT = PASSWORD_CHANGE_ATTEMPTS.limit;
const WINDOW_MS = PASSWORD_CHANGE_ATTEMPTS.windowMs;

describe(`POST /Users_ChangePassword throttling on ${TEST_DB_KIND}`, () => {
  const clock = new ManualClock();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    // Start each case at the beginning of a fresh window, so none ends mid-test.
    clock.set((Math.floor(clock.now().getTime() / WINDOW_MS) + 1) * WINDOW_MS);
  });

  const attempt = async (client: ApiClient, user: TestUser, oldMd5: string) =>
    expectResult(
      await client.post(API_PATHS.changePassword, {
        ...changePasswordBody(user, NEW_PASSWORD),
        old_pass_hash: oldMd5,
      }),
    );

  async function failTimes(client: ApiClient, user: TestUser, times: number) {
    for (let i = 0; i < times; i += 1) {
      expect((await attempt(client, user, WRONG_MD5)).retval).toBe(
        PROFILE_RETVAL.wrongCurrentPassword,
      );
    }
  }

  it(`refuses even the right password after ${LIMIT} wrong ones, without hashing`, async () => {
    const { client, user } = await signedInClient(testApp);
    const hash = (await findUserById(testApp.app.db, user.id))!.passwordHash;
    argon2Verify.mockClear();
    await failTimes(client, user, LIMIT);
    expect(argon2Verify).toHaveBeenCalledTimes(LIMIT);

    for (const md5 of [user.md5, WRONG_MD5]) {
      expect(await attempt(client, user, md5)).toEqual({
        retval: PROFILE_RETVAL.tooManyAttempts,
        errMsg: PROFILE_MESSAGES[PROFILE_RETVAL.tooManyAttempts],
      });
    }
    expect(argon2Verify).toHaveBeenCalledTimes(LIMIT);
    expect((await findUserById(testApp.app.db, user.id))!.passwordHash).toBe(hash);
    // Sign-in is another matter: the seller is not locked out of the account.
    expect(await signInStatus(testApp.app, user.email, user.password)).toBe(200);
  });

  it('lets the user try again once the window has passed', async () => {
    const { client, user } = await signedInClient(testApp);
    await failTimes(client, user, LIMIT);
    clock.advance(WINDOW_MS - 1000);
    expect((await attempt(client, user, user.md5)).retval).toBe(PROFILE_RETVAL.tooManyAttempts);
    clock.advance(1000);
    expect((await attempt(client, user, user.md5)).retval).toBe(PROFILE_RETVAL.ok);
    expect(await signInStatus(testApp.app, user.email, NEW_PASSWORD)).toBe(200);
  });

  it('forgets earlier slips once the right current password is given', async () => {
    const { client, user } = await signedInClient(testApp);
    await failTimes(client, user, LIMIT - 1);
    // Right current password, new one equal to it: refused, but the count starts over.
    const same = await client.post(
      API_PATHS.changePassword,
      changePasswordBody(user, user.password),
    );
    expect(expectResult(same).retval).toBe(PROFILE_RETVAL.newPasswordSameAsCurrent);
    await failTimes(client, user, LIMIT);
    expect((await attempt(client, user, user.md5)).retval).toBe(PROFILE_RETVAL.tooManyAttempts);
  });

  it('counts per user: another account and another session of it are throttled alike', async () => {
    const { client, user } = await signedInClient(testApp);
    const { client: otherDevice } = await signedInClient(testApp, { user });
    const { client: neighbour, user: neighbourUser } = await signedInClient(testApp);
    await failTimes(client, user, LIMIT);
    expect((await attempt(otherDevice, user, user.md5)).retval).toBe(
      PROFILE_RETVAL.tooManyAttempts,
    );
    expect((await attempt(neighbour, neighbourUser, neighbourUser.md5)).retval).toBe(
      PROFILE_RETVAL.ok,
    );
  });

  it('lets no more than the limit through a burst of parallel guesses', async () => {
    const { client, user } = await signedInClient(testApp);
    argon2Verify.mockClear();
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, () => attempt(client, user, WRONG_MD5)),
    );
    const retvals = answers.map((answer) => answer.retval);
    expect(retvals.filter((r) => r === PROFILE_RETVAL.wrongCurrentPassword)).toHaveLength(LIMIT);
    expect(retvals.filter((r) => r === PROFILE_RETVAL.tooManyAttempts)).toHaveLength(LIMIT * 2);
    expect(argon2Verify).toHaveBeenCalledTimes(LIMIT);
  });

  it('does not count refusals of the new password, which need no hashing', async () => {
    const { client, user } = await signedInClient(testApp);
    argon2Verify.mockClear();
    for (let i = 0; i < LIMIT * 2; i += 1) {
      const response = await client.post(API_PATHS.changePassword, {
        ...changePasswordBody(user, 'short'),
        old_pass_hash: WRONG_MD5,
      });
      expect(expectResult(response).retval).toBe(PROFILE_RETVAL.invalidData);
    }
    expect(argon2Verify).not.toHaveBeenCalled();
    expect((await attempt(client, user, user.md5)).retval).toBe(PROFILE_RETVAL.ok);
  });
});
