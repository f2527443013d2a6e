import { API_PATHS } from '@marketpult/shared/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../helpers/api-client';
import { captureLogs, type LogCapture } from '../../helpers/log-capture';
import { createUser, uniqueRemoteAddress } from '../../helpers/sign-in';
import { TEST_SECRETS, createTestApp, type TestApp } from '../../helpers/test-app';

describe('logs of a full sign-in flow', () => {
  let testApp: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs('trace');
    testApp = await createTestApp({ logger: logs.logger });
  });
  afterAll(() => testApp.close());

  it('record every authentication event and no credential, session id or cookie', async () => {
    const user = await createUser(testApp, {
      email: 'Log.Seller@Example.com',
      password: 'Very-Unique-Password-4412',
    });
    const client = new ApiClient(testApp.app, uniqueRemoteAddress());
    const seen = new Set<string>([user.password, user.md5, user.md5.toUpperCase()]);
    const remember = () => {
      for (const value of client.cookies.values()) if (value) seen.add(value);
    };

    const md5 = await client.post(API_PATHS.md5, { plain: user.password });
    remember();
    expect(md5.json().md5).toBe(user.md5);
    const wrong = await client.post(API_PATHS.authCredentials, {
      userName: user.email,
      password: 'abcdefabcdefabcdefabcdefabcdefab',
    });
    expect(wrong.statusCode).toBe(401);
    const login = await client.post(API_PATHS.authCredentials, {
      userName: user.email,
      password: user.md5,
    });
    expect(login.statusCode).toBe(200);
    remember();
    expect((await client.post(API_PATHS.auth)).statusCode).toBe(200);
    const logout = await client.post(API_PATHS.authLogout);
    expect(logout.statusCode).toBe(200);
    remember();

    const text = logs.text();
    for (const value of [...seen, TEST_SECRETS.pepper, TEST_SECRETS.sessionSecret]) {
      expect(text).not.toContain(value);
    }
    // Nor the e-mail: the events name the account by a keyed hash or the user id.
    expect(text.toLowerCase()).not.toContain('log.seller@example.com');

    const events = logs
      .records()
      .filter((record) => typeof record.event === 'string')
      .map((record) => ({ event: record.event, outcome: record.outcome, userId: record.userId }));
    expect(events).toEqual(
      expect.arrayContaining([
        { event: 'auth.login', outcome: 'failed', userId: user.id },
        { event: 'auth.login', outcome: 'ok', userId: user.id },
        { event: 'auth.logout', outcome: undefined, userId: user.id },
      ]),
    );
    const failed = logs.records().find((record) => record.outcome === 'failed');
    expect(failed).toMatchObject({ level: 30, reason: 'wrong-password' });
    expect(failed?.account).toMatch(/^[0-9a-f]{32}$/);
  });
});
