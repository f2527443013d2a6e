import { API_PATHS } from '@marketpult/shared/api-paths';
import * as argon2 from '@node-rs/argon2';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_ACCOUNT_ATTEMPTS,
  LOGIN_BACKOFF_BASE_MS,
  LOGIN_BACKOFF_MAX_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_IP_FAILURES,
  loginBackoffMs,
} from '../../../src/modules/auth/limits';
import { ManualClock } from '../../../src/plugins/clock';
import { ApiClient } from '../../helpers/api-client';
import { createUser, uniqueEmail, uniqueRemoteAddress, type TestUser } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Counts the password checks that reach argon2, to show a throttled attempt hashes nothing.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
const argon2Verify = vi.mocked(argon2.verify);

const HOUR_MS = 60 * 60_000;
const WRONG_MD5 = '0123456789abcdef0123456789abcdef';
/** The 429 of a throttled sign-in: the generic message, and the wait in meta and Retry-After. */
function throttledBody(waitSeconds: number) {
  return {
    responseStatus: {
      errorCode: 'TooManyRequests',
      message: 'Слишком много попыток входа. Попробуйте позже.',
      meta: { hint: 'throttled', retryAfterSeconds: String(waitSeconds) },
    },
  };
}

describe('loginBackoffMs', () => {
  it('grows from 30 s after the 5th failure and stops at 15 minutes', () => {
    expect(loginBackoffMs(LOGIN_FREE_FAILURES - 1)).toBe(0);
    expect(loginBackoffMs(LOGIN_FREE_FAILURES)).toBe(LOGIN_BACKOFF_BASE_MS);
    expect(loginBackoffMs(LOGIN_FREE_FAILURES + 1)).toBe(2 * LOGIN_BACKOFF_BASE_MS);
    expect(loginBackoffMs(LOGIN_FREE_FAILURES + 2)).toBe(4 * LOGIN_BACKOFF_BASE_MS);
    expect(loginBackoffMs(LOGIN_ACCOUNT_ATTEMPTS.limit)).toBe(LOGIN_BACKOFF_MAX_MS);
  });
});

describe('sign-in throttling', () => {
  const clock = new ManualClock();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    // Start each case at the beginning of a fresh hour, so no fixed window ends mid-test.
    clock.set((Math.floor(clock.now().getTime() / HOUR_MS) + 1) * HOUR_MS);
    argon2Verify.mockClear();
  });

  const login = (userName: string, password: string, address = uniqueRemoteAddress()) =>
    new ApiClient(testApp.app, address).post(API_PATHS.authCredentials, { userName, password });

  /** A 429 that says how long to wait (`waitMs` from now) and nothing else: no count left. */
  function expectThrottled(response: LightMyRequestResponse, waitMs: number): void {
    const waitSeconds = Math.ceil(waitMs / 1000);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(throttledBody(waitSeconds));
    expect(response.headers['retry-after']).toBe(String(waitSeconds));
  }

  async function fail(user: Pick<TestUser, 'email'>, times: number): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      expect((await login(user.email, WRONG_MD5)).statusCode).toBe(401);
    }
  }

  it(`throttles an account after ${LOGIN_FREE_FAILURES} failures, even the right password, without hashing`, async () => {
    const user = await createUser(testApp);
    await fail(user, LOGIN_FREE_FAILURES);
    expect(argon2Verify).toHaveBeenCalledTimes(LOGIN_FREE_FAILURES);

    expectThrottled(await login(user.email, user.md5), LOGIN_BACKOFF_BASE_MS);
    expectThrottled(await login(user.email.toUpperCase(), WRONG_MD5), LOGIN_BACKOFF_BASE_MS);
    expect(argon2Verify).toHaveBeenCalledTimes(LOGIN_FREE_FAILURES);
  });

  it('lets the rightful user in once the backoff has passed, and forgets the failures', async () => {
    const user = await createUser(testApp);
    await fail(user, LOGIN_FREE_FAILURES);
    clock.advance(LOGIN_BACKOFF_BASE_MS - 1000);
    expectThrottled(await login(user.email, user.md5), 1000);
    clock.advance(1000);
    expect((await login(user.email, user.md5)).statusCode).toBe(200);
    // A success resets the count: five more free attempts.
    await fail(user, LOGIN_FREE_FAILURES);
    expectThrottled(await login(user.email, user.md5), LOGIN_BACKOFF_BASE_MS);
  });

  it('doubles the wait with every further failure', async () => {
    const user = await createUser(testApp);
    await fail(user, LOGIN_FREE_FAILURES);
    clock.advance(LOGIN_BACKOFF_BASE_MS);
    await fail(user, 1);
    clock.advance(LOGIN_BACKOFF_BASE_MS);
    expectThrottled(await login(user.email, user.md5), LOGIN_BACKOFF_BASE_MS);
    clock.advance(LOGIN_BACKOFF_BASE_MS);
    expect((await login(user.email, user.md5)).statusCode).toBe(200);
  });

  it('throttles an unknown address exactly like a real one, with the same waits', async () => {
    const real = await createUser(testApp);
    const ghost = { email: uniqueEmail('ghost') };
    const answers = async (waitMs: number) => {
      const [forReal, forGhost] = [
        await login(real.email, WRONG_MD5),
        await login(ghost.email, WRONG_MD5),
      ];
      expectThrottled(forReal, waitMs);
      expect(forGhost.statusCode).toBe(forReal.statusCode);
      expect(forGhost.body).toBe(forReal.body);
      expect(forGhost.headers['retry-after']).toBe(forReal.headers['retry-after']);
    };

    // Side by side, the same attempts at the same moments.
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) {
      expect((await login(real.email, WRONG_MD5)).statusCode).toBe(401);
      expect((await login(ghost.email, WRONG_MD5)).statusCode).toBe(401);
    }
    await answers(LOGIN_BACKOFF_BASE_MS);
    clock.advance(10_000);
    await answers(LOGIN_BACKOFF_BASE_MS - 10_000);
    // One more failure each once the lock is open: the next wait doubles for both.
    clock.advance(LOGIN_BACKOFF_BASE_MS);
    await fail(real, 1);
    await fail(ghost, 1);
    await answers(2 * LOGIN_BACKOFF_BASE_MS);
  });

  it('keeps one account’s lock away from the others', async () => {
    const attacked = await createUser(testApp);
    const other = await createUser(testApp);
    await fail(attacked, LOGIN_FREE_FAILURES);
    expectThrottled(await login(attacked.email, attacked.md5), LOGIN_BACKOFF_BASE_MS);
    expect((await login(other.email, other.md5)).statusCode).toBe(200);
  });

  it('lets no more than one throttled-phase guess through a burst of parallel attempts', async () => {
    const user = await createUser(testApp);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(user.email, WRONG_MD5)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      LOGIN_FREE_FAILURES + 1,
    );
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(argon2Verify.mock.calls.length).toBeLessThanOrEqual(LOGIN_FREE_FAILURES + 1);
  });

  it(`throttles a client address after ${LOGIN_IP_FAILURES.limit} failures across accounts`, async () => {
    const address = uniqueRemoteAddress();
    for (let i = 0; i < LOGIN_IP_FAILURES.limit; i += 1) {
      expect((await login(uniqueEmail('spray'), WRONG_MD5, address)).statusCode).toBe(401);
    }
    const user = await createUser(testApp);
    // The wait is what is left of the address's window, whichever account is tried.
    expectThrottled(await login(user.email, user.md5, address), LOGIN_IP_FAILURES.windowMs);
    expectThrottled(
      await login(uniqueEmail('ghost'), WRONG_MD5, address),
      LOGIN_IP_FAILURES.windowMs,
    );
    // Another address is not affected; this one gets in once the window has passed.
    expect((await login(user.email, user.md5)).statusCode).toBe(200);
    clock.advance(LOGIN_IP_FAILURES.windowMs);
    expect((await login(user.email, user.md5, address)).statusCode).toBe(200);
  });
});
