import { API_PATHS } from '@marketpult/shared/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/md5/md5';
import { ManualClock } from '../../src/plugins/clock';
import { ApiClient } from '../helpers/api-client';
import { createUser, uniqueEmail, uniqueRemoteAddress, type TestUser } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/** Tries of each kind (the issue asks for at least 200). */
const TRIES = 200;
const WARM_UP = 5;
/**
 * Throttling stays on. Instead each try comes from its own address after a wait longer than
 * every throttle window (the longest, the per-account one, is an hour) on the app's ManualClock:
 * a patient attacker, whom no limit slows down, so only the sign-in's own work is measured.
 */
const WAIT_BETWEEN_TRIES_MS = 61 * 60_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Account enumeration through sign-in (security.md): an unknown address and a known one with a
 * wrong password must get the same status and body, and take the same time, as near as one can
 * measure. Timing is noisy on a shared machine, so only a loose bound is asserted; the medians
 * are printed side by side.
 */
describe(`account enumeration through sign-in on ${TEST_DB_KIND}`, () => {
  const clock = new ManualClock();
  let testApp: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    user = await createUser(testApp);
  });
  afterAll(() => testApp.close());

  async function timedAttempt(userName: string) {
    clock.advance(WAIT_BETWEEN_TRIES_MS);
    const client = new ApiClient(testApp.app, uniqueRemoteAddress());
    const body = { userName, password: md5Hex(`guess ${Math.random()}`) };
    // The XSRF-TOKEN is fetched first, outside the measured time.
    await client.ensureXsrfToken();
    const started = performance.now();
    const response = await client.post(API_PATHS.authCredentials, body);
    return { ms: performance.now() - started, status: response.statusCode, body: response.body };
  }

  it(`unknown user vs wrong password: same answer, same median time over ${TRIES} tries each`, async () => {
    // The first unknown user builds the dummy hash; the first sign-in warms the code paths.
    for (let i = 0; i < WARM_UP; i += 1) {
      await timedAttempt(uniqueEmail('nobody'));
      await timedAttempt(user.email);
    }

    const unknown: number[] = [];
    const wrong: number[] = [];
    const answers = new Set<string>();
    // Interleaved, so that whatever else the machine does weighs on both sides alike.
    for (let i = 0; i < TRIES; i += 1) {
      for (const [times, userName] of [
        [unknown, uniqueEmail('nobody')],
        [wrong, user.email],
      ] as const) {
        const attempt = await timedAttempt(userName);
        times.push(attempt.ms);
        answers.add(`${attempt.status} ${attempt.body}`);
      }
    }

    expect([...answers]).toEqual([
      `401 ${JSON.stringify({
        responseStatus: { errorCode: 'Unauthorized', message: 'Неверный логин или пароль' },
      })}`,
    ]);
    const unknownMedian = median(unknown);
    const wrongMedian = median(wrong);
    const ratio = unknownMedian / wrongMedian;
    console.log(
      `[enumeration] ${TRIES} tries each, one answer for all (401 Unauthorized, same body): ` +
        `unknown user median ${unknownMedian.toFixed(1)} ms · wrong password median ` +
        `${wrongMedian.toFixed(1)} ms · ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, 240_000);
});
