import { API_PATHS } from '@marketpult/shared/api-paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_IP_FAILURES, loginBackoffMs } from '../../src/modules/auth/limits';
import { md5Hex } from '../../src/modules/md5/md5';
import { ManualClock } from '../../src/plugins/clock';
import { ApiClient } from '../helpers/api-client';
import { createUser, uniqueEmail, uniqueRemoteAddress, type TestUser } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

const HOUR_MS = 60 * 60_000;
const WRONG_MD5 = md5Hex('a guess');
/** Where the search for the threshold gives up: far above any limit the server should have. */
const GIVE_UP_AFTER = 200;

/**
 * The brute-force matrix of security.md, measured from outside: an attacker keeps guessing
 * until the server says 429, and the count of failures it got before that is printed. Then the
 * rightful user must still get in (modules/auth/throttle.test.ts checks the rules one by one).
 */
describe(`brute force against sign-in on ${TEST_DB_KIND}`, () => {
  const clock = new ManualClock();
  let testApp: TestApp;
  let user: TestUser;
  const figures: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(async () => {
    await testApp.close();
    console.log(figures.join('\n'));
  });
  beforeEach(async () => {
    // A fresh hour: no fixed window of the throttle ends in the middle of a case.
    clock.set((Math.floor(clock.now().getTime() / HOUR_MS) + 1) * HOUR_MS);
    user = await createUser(testApp);
  });

  const attempt = (userName: string, md5: string, address: string) =>
    new ApiClient(testApp.app, address).post(API_PATHS.authCredentials, {
      userName,
      password: md5,
    });

  /** Guesses until a 429; returns how many guesses were answered 401 before it. */
  async function failuresUntilThrottled(
    guess: (index: number) => Promise<LightMyRequestResponse>,
  ): Promise<number> {
    for (let index = 0; index < GIVE_UP_AFTER; index += 1) {
      const response = await guess(index);
      if (response.statusCode === 429) {
        // The wait, and no count of the attempts left (security.md).
        expect(response.json()).toEqual({
          responseStatus: {
            errorCode: 'TooManyRequests',
            message: expect.any(String),
            meta: { hint: 'throttled', retryAfterSeconds: expect.stringMatching(/^\d+$/) },
          },
        });
        return index;
      }
      expect(response.statusCode, response.body).toBe(401);
    }
    throw new Error(`no throttling after ${GIVE_UP_AFTER} failed sign-ins`);
  }

  it('per account: throttled after a few failures from any address; the owner gets in after the wait', async () => {
    // Every guess from another address: only the account's own bucket can stop them.
    const failures = await failuresUntilThrottled(() =>
      attempt(user.email, WRONG_MD5, uniqueRemoteAddress()),
    );
    expect(failures).toBeGreaterThan(0);
    expect(failures).toBeLessThanOrEqual(10);

    // While the lock holds, even the right password is refused: the answer is no oracle.
    const home = uniqueRemoteAddress();
    expect((await attempt(user.email, user.md5, home)).statusCode).toBe(429);

    // The waits that follow: each further failure doubles the lock.
    const waits: number[] = [];
    for (let extra = 0; extra < 3; extra += 1) {
      const wait = loginBackoffMs(failures + extra);
      clock.advance(wait - 1000);
      expect((await attempt(user.email, WRONG_MD5, uniqueRemoteAddress())).statusCode).toBe(429);
      clock.advance(1000);
      expect((await attempt(user.email, WRONG_MD5, uniqueRemoteAddress())).statusCode).toBe(401);
      waits.push(wait / 1000);
    }

    clock.advance(loginBackoffMs(failures + 3));
    expect((await attempt(user.email, user.md5, home)).statusCode).toBe(200);
    // A success forgives the failures: the next slip is free again.
    expect((await attempt(user.email, WRONG_MD5, home)).statusCode).toBe(401);
    expect((await attempt(user.email, user.md5, home)).statusCode).toBe(200);

    figures.push(
      `[brute force] per account: ${failures} failed sign-ins answered 401, attempt ` +
        `${failures + 1} got 429 (the right password too); then each further guess waits ` +
        `${waits.join(' s, ')} s, …; the owner signed in once the wait was over`,
    );
  });

  it('per client address: throttled after many failures across accounts; the owner still gets in', async () => {
    const attacker = uniqueRemoteAddress();
    // A new address (unknown account) each time: only the address's bucket can stop them.
    const failures = await failuresUntilThrottled(() =>
      attempt(uniqueEmail('probe'), WRONG_MD5, attacker),
    );
    expect(failures).toBe(LOGIN_IP_FAILURES.limit);

    // The attacker's address is shut, for the right password as well…
    expect((await attempt(user.email, user.md5, attacker)).statusCode).toBe(429);
    // …but the account is not: its owner, at home, signs in at once.
    expect((await attempt(user.email, user.md5, uniqueRemoteAddress())).statusCode).toBe(200);
    // And the address opens again when its window has passed.
    clock.advance(LOGIN_IP_FAILURES.windowMs);
    expect((await attempt(user.email, user.md5, attacker)).statusCode).toBe(200);

    figures.push(
      `[brute force] per client address: ${failures} failed sign-ins (${failures} accounts) ` +
        `answered 401, attempt ${failures + 1} got 429 for ` +
        `${LOGIN_IP_FAILURES.windowMs / 60_000} min; the owner signed in from another ` +
        'address at once and from that one after the window',
    );
  });
});
