// Two servers on one PostgreSQL database, as two processes would be (each its own pool, session
// cache and change feed): what one of them ends, the other refuses at once.
import { API_PATHS } from '@marketpult/shared/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedOf } from '../../../src/db/change-feed';
import { hashSessionId } from '../../../src/modules/auth/session-store';
import { changePasswordHash, setDisabled } from '../../../src/modules/users/repository';
import { ApiClient } from '../../helpers/api-client';
import { signedInClient, uniqueRemoteAddress } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';

/** The same browser (its cookies) talking to the other server. */
function sameBrowserOn(testApp: TestApp, client: ApiClient): ApiClient {
  const twin = new ApiClient(testApp.app, uniqueRemoteAddress());
  for (const [name, value] of client.cookies) twin.cookies.set(name, value);
  return twin;
}

/** Resolves once `testApp`'s feed has heard that a session of `userId` changed. */
function heardOn(testApp: TestApp, userId: string): Promise<void> {
  const feed = changeFeedOf(testApp.app.db)!;
  return new Promise((resolve) => {
    const stop = feed.subscribe((topic, accounts) => {
      if (topic !== 'sessions' || (accounts !== 'all' && !accounts.includes(userId))) return;
      stop();
      resolve();
    });
  });
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('sessions across two servers on PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** A client signed in on the first server, its session cached on the second. */
  async function signedInOnBoth() {
    const { client, user } = await signedInClient(first);
    const twin = sameBrowserOn(second, client);
    expect((await twin.post(API_PATHS.auth)).statusCode).toBe(200);
    expect((await twin.post(API_PATHS.auth)).statusCode).toBe(200);
    return { client, twin, user };
  }

  it('refuses a session signed out on the other server', async () => {
    const { client, twin, user } = await signedInOnBoth();
    const heard = heardOn(second, user.id);
    expect((await client.post(API_PATHS.authLogout)).statusCode).toBe(200);
    await heard;
    expect((await twin.post(API_PATHS.auth)).statusCode).toBe(401);
    expect((await twin.get(API_PATHS.cabinets)).statusCode).toBe(401);
  });

  it('refuses the sessions of an account disabled on the other server', async () => {
    const { twin, user } = await signedInOnBoth();
    const heard = heardOn(second, user.id);
    await setDisabled(first.app.db, user.id, true, new Date());
    await heard;
    expect((await twin.post(API_PATHS.auth)).statusCode).toBe(401);
  });

  it('refuses the other sessions after a password change on the other server', async () => {
    const { client, twin, user } = await signedInOnBoth();
    const { client: kept } = await signedInClient(first, { user });
    const keptOnSecond = sameBrowserOn(second, kept);
    expect((await keptOnSecond.post(API_PATHS.auth)).statusCode).toBe(200);
    const heard = heardOn(second, user.id);
    const keptHash = hashSessionId(kept.cookies.get('mp_session') ?? '');
    await changePasswordHash(first.app.db, user.id, 'another-hash', new Date(), keptHash);
    await heard;
    expect((await twin.post(API_PATHS.auth)).statusCode).toBe(401);
    expect((await keptOnSecond.post(API_PATHS.auth)).statusCode).toBe(200);
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(401);
  });
});
