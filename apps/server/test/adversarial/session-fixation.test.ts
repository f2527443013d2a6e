import { createHash, randomBytes } from 'node:crypto';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { md5Hex } from '../../src/modules/md5/md5';
import { ApiClient } from '../helpers/api-client';
import { createUser, signIn, signedInClient, uniqueRemoteAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { snapshotDatabase, listTables, changedTables } from './support/db-snapshot';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Session fixation and replay (security.md, "Sessions and cookies"): whatever an attacker plants
 * in a browser before the sign-in, the session after it is a new one nobody else knows; and
 * what was captured before a sign-out opens nothing after it. session.test.ts covers the plain
 * cases (new id at sign-in, logout replay of the cookie); these are the attacker's versions.
 */
describe(`session fixation and replay on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const whoIs = async (sessionId: string) => {
    const client = new ApiClient(testApp.app, uniqueRemoteAddress());
    client.cookies.set('mp_session', sessionId);
    return client.post(API_PATHS.auth);
  };

  it('a session id planted before the sign-in (made up by the attacker) is not the one after', async () => {
    const victim = await createUser(testApp);
    const planted = randomBytes(32).toString('base64url');
    const browser = new ApiClient(testApp.app, uniqueRemoteAddress());
    browser.cookies.set('mp_session', planted);

    await signIn(browser, victim);
    const issued = browser.cookies.get('mp_session');
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued).not.toBe(planted);
    expect((await whoIs(planted)).statusCode).toBe(401);
    expect(
      await testApp.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(planted))),
    ).toEqual([]);
    expect((await whoIs(issued!)).json()).toMatchObject({ UserName: victim.email });
  });

  it("a session id of the attacker's own account planted in the victim's browser is replaced and ended", async () => {
    const { client: attacker } = await signedInClient(testApp);
    const attackersId = attacker.cookies.get('mp_session')!;
    const victim = await createUser(testApp);
    const browser = new ApiClient(testApp.app, uniqueRemoteAddress());
    browser.cookies.set('mp_session', attackersId);

    await signIn(browser, victim);
    expect(browser.cookies.get('mp_session')).not.toBe(attackersId);
    // The planted id opens nothing now, least of all the victim's account.
    expect((await whoIs(attackersId)).statusCode).toBe(401);
    expect((await browser.post(API_PATHS.auth)).json()).toMatchObject({ UserName: victim.email });
  });

  it('an XSRF token planted with its pre-session stops working at the sign-in', async () => {
    // The attacker's own pre-session and token, written into the victim's browser.
    const attacker = new ApiClient(testApp.app, uniqueRemoteAddress());
    const plantedToken = (await attacker.ensureXsrfToken())!;
    const plantedPresession = attacker.cookies.get('mp_presession')!;
    const browser = new ApiClient(testApp.app, uniqueRemoteAddress());
    browser.cookies.set('XSRF-TOKEN', plantedToken);
    browser.cookies.set('mp_presession', plantedPresession);

    await signIn(browser, await createUser(testApp));
    expect(browser.xsrfToken()).not.toBe(plantedToken);
    // A forged form that knows the planted token gets nowhere in the signed-in session.
    const forged = await browser.post(
      API_PATHS.updateProfile,
      { display_name: 'Взломано' },
      { headers: { 'x-xsrf-token': plantedToken } },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().responseStatus.errorCode).toBe('CsrfTokenInvalid');
  });

  it('requests captured while signed in, replayed after the sign-out, open nothing and change nothing', async () => {
    const { client, user } = await signedInClient(testApp);
    const captured = {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      token: client.xsrfToken()!,
    };
    expect((await client.post(API_PATHS.authLogout)).statusCode).toBe(200);
    const tables = await listTables(testApp.app.db);
    const before = await snapshotDatabase(testApp.app.db, tables);

    const replay = (url: string, body: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url,
        remoteAddress: uniqueRemoteAddress(),
        headers: {
          cookie: captured.cookie,
          'x-xsrf-token': captured.token,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });
    const answers = [
      await replay(API_PATHS.auth, {}),
      await replay(API_PATHS.instructionsList, {}),
      await replay(API_PATHS.updateProfile, { display_name: 'Подменённое имя' }),
      await replay(API_PATHS.changePassword, {
        old_pass_hash: user.md5,
        pass: 'Chosen-by-attacker-7',
        pass_hash: md5Hex('Chosen-by-attacker-7'),
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    // Logging out again with the captured request is harmless: still no session.
    expect((await replay(API_PATHS.authLogout, {})).statusCode).toBe(200);
    const after = await snapshotDatabase(testApp.app.db, tables);
    expect(changedTables(before, after)).toEqual([]);
  });
});
