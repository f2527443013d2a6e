import { API_PATHS } from '@marketpult/shared/api-paths';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { PROFILE_MESSAGES, PROFILE_RETVAL } from '@marketpult/shared/contracts/profile';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../src/modules/md5/md5';
import { findUserById } from '../../../src/modules/users/repository';
import { ManualClock } from '../../../src/plugins/clock';
import { ApiClient } from '../../helpers/api-client';
import { captureLogs } from '../../helpers/log-capture';
import { signedInClient, uniqueRemoteAddress } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  changePasswordBody,
  expectError,
  expectResult,
  signInStatus,
  snapshot,
  whoAmI,
} from './profile-fixtures';

const NEW_PASSWORD = 'Зелёный-Слон-42';

describe(`POST /Users_ChangePassword on ${TEST_DB_KIND}`, () => {
  const clock = new ManualClock();
  const logs = captureLogs('info');
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, logger: logs.logger });
  });
  afterAll(() => testApp.close());

  const storedHash = async (userId: string) =>
    (await findUserById(testApp.app.db, userId))!.passwordHash;

  it('answers 401 without a session and changes nothing', async () => {
    const { user } = await signedInClient(testApp);
    const before = await snapshot(testApp.app);
    const stranger = new ApiClient(testApp.app, uniqueRemoteAddress());
    const response = await stranger.post(
      API_PATHS.changePassword,
      changePasswordBody(user, NEW_PASSWORD),
    );
    expectError(response, 401, ERROR_CODES.unauthorized);
    expect(await snapshot(testApp.app)).toBe(before);
  });

  it('answers 403 without the CSRF token and changes nothing', async () => {
    const { client, user } = await signedInClient(testApp);
    const before = await snapshot(testApp.app);
    const response = await client.post(
      API_PATHS.changePassword,
      changePasswordBody(user, NEW_PASSWORD),
      { csrf: false },
    );
    expectError(response, 403, ERROR_CODES.csrfTokenInvalid);
    expect(await snapshot(testApp.app)).toBe(before);
  });

  it('changes the password: the old one no longer signs in, the new one does', async () => {
    const { client, user } = await signedInClient(testApp);
    const result = expectResult(
      await client.post(API_PATHS.changePassword, changePasswordBody(user, NEW_PASSWORD)),
    );
    expect(result).toEqual({ retval: PROFILE_RETVAL.ok, errMsg: '' });
    expect(await signInStatus(testApp.app, user.email, user.password)).toBe(401);
    expect(await signInStatus(testApp.app, user.email, NEW_PASSWORD)).toBe(200);
  });

  it('ends every other session of the user and keeps the current one', async () => {
    const { client, user } = await signedInClient(testApp);
    const { client: otherDevice } = await signedInClient(testApp, { user });
    const { client: bystander } = await signedInClient(testApp);
    expect((await whoAmI(otherDevice)).status).toBe(200);

    expectResult(
      await client.post(API_PATHS.changePassword, changePasswordBody(user, NEW_PASSWORD)),
    );

    expect(await whoAmI(client)).toEqual({
      status: 200,
      body: { UserName: user.email, DisplayName: user.displayName },
    });
    expect((await whoAmI(otherDevice)).status).toBe(401);
    // Another account's session is none of this call's business.
    expect((await whoAmI(bystander)).status).toBe(200);
    // The surviving session keeps working for further POSTs (its CSRF token still holds).
    const again = await client.post(
      API_PATHS.changePassword,
      changePasswordBody({ md5: md5Hex(NEW_PASSWORD) }, 'Ещё-Один-Пароль-7'),
    );
    expect(expectResult(again).retval).toBe(PROFILE_RETVAL.ok);
  });

  it('changes nothing when ending the other sessions fails: no new password beside old sessions', async () => {
    const { client, user } = await signedInClient(testApp);
    const { client: otherDevice } = await signedInClient(testApp, { user });
    const hash = await storedHash(user.id);
    // A database that refuses to delete this user's sessions, as a failing disk or a lost
    // connection would halfway through the change.
    await testApp.app.db.execute(
      sql.raw(`create function refuse_session_delete() returns trigger language plpgsql as $$
        begin
          if old.user_id = '${user.id}' then raise exception 'refused for the test'; end if;
          return old;
        end $$`),
    );
    await testApp.app.db.execute(
      sql.raw(`create trigger refuse_session_delete before delete on sessions
        for each row execute function refuse_session_delete()`),
    );
    try {
      const response = await client.post(
        API_PATHS.changePassword,
        changePasswordBody(user, NEW_PASSWORD),
      );
      expectError(response, 500, ERROR_CODES.internalServerError);
    } finally {
      await testApp.app.db.execute(sql.raw('drop trigger refuse_session_delete on sessions'));
      await testApp.app.db.execute(sql.raw('drop function refuse_session_delete()'));
    }
    expect(await storedHash(user.id)).toBe(hash);
    expect((await whoAmI(otherDevice)).status).toBe(200);
    expect(await signInStatus(testApp.app, user.email, user.password)).toBe(200);
  });

  it('accepts the md5 values in upper case', async () => {
    const { client, user } = await signedInClient(testApp);
    const body = changePasswordBody(user, NEW_PASSWORD);
    const response = await client.post(API_PATHS.changePassword, {
      old_pass_hash: body.old_pass_hash.toUpperCase(),
      pass: body.pass,
      pass_hash: body.pass_hash.toUpperCase(),
    });
    expect(expectResult(response).retval).toBe(PROFILE_RETVAL.ok);
    expect(await signInStatus(testApp.app, user.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a wrong current password and keeps the password', async () => {
    const { client, user } = await signedInClient(testApp);
    const hash = await storedHash(user.id);
    const response = await client.post(API_PATHS.changePassword, {
      ...changePasswordBody(user, NEW_PASSWORD),
      old_pass_hash: md5Hex('не тот пароль'),
    });
    expect(expectResult(response)).toEqual({
      retval: PROFILE_RETVAL.wrongCurrentPassword,
      errMsg: 'Текущий пароль указан неверно.',
    });
    expect(await storedHash(user.id)).toBe(hash);
    expect(await signInStatus(testApp.app, user.email, user.password)).toBe(200);
  });

  it.each([
    ['shorter than 6 characters', 'Ab1-x', PROFILE_RETVAL.invalidData],
    ['that is empty', '', PROFILE_RETVAL.invalidData],
    ['on the common-password list', 'password1', PROFILE_RETVAL.passwordTooCommon],
    ['on the list in another letter case', 'QWERTY123', PROFILE_RETVAL.passwordTooCommon],
    ['on the list in Cyrillic', 'йцукен', PROFILE_RETVAL.passwordTooCommon],
  ])('refuses a new password %s and changes nothing', async (_name, password, retval) => {
    const { client, user } = await signedInClient(testApp);
    const before = await snapshot(testApp.app);
    const response = await client.post(
      API_PATHS.changePassword,
      changePasswordBody(user, password),
    );
    expect(expectResult(response)).toEqual({ retval, errMsg: PROFILE_MESSAGES[retval] });
    expect(await snapshot(testApp.app)).toBe(before);
    expect(await signInStatus(testApp.app, user.email, user.password)).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const { client, user } = await signedInClient(testApp);
    const { client: otherDevice } = await signedInClient(testApp, { user });
    const hash = await storedHash(user.id);
    const response = await client.post(
      API_PATHS.changePassword,
      changePasswordBody(user, user.password),
    );
    expect(expectResult(response)).toEqual({
      retval: PROFILE_RETVAL.newPasswordSameAsCurrent,
      errMsg: 'Новый пароль совпадает с текущим.',
    });
    expect(await storedHash(user.id)).toBe(hash);
    expect((await whoAmI(otherDevice)).status).toBe(200);
  });

  it('refuses a pass_hash that is not the md5 of pass', async () => {
    const { client, user } = await signedInClient(testApp);
    const before = await snapshot(testApp.app);
    const response = await client.post(API_PATHS.changePassword, {
      ...changePasswordBody(user, NEW_PASSWORD),
      pass_hash: md5Hex(`${NEW_PASSWORD}!`),
    });
    expect(expectResult(response)).toEqual({
      retval: PROFILE_RETVAL.passwordHashMismatch,
      errMsg: PROFILE_MESSAGES[PROFILE_RETVAL.passwordHashMismatch],
    });
    expect(await snapshot(testApp.app)).toBe(before);
  });

  it('accepts the shortest and the longest allowed new password', async () => {
    for (const password of ['Qz9-wX', `${'Ю'.repeat(127)}1`]) {
      const { client, user } = await signedInClient(testApp);
      const response = await client.post(
        API_PATHS.changePassword,
        changePasswordBody(user, password),
      );
      expect(expectResult(response).retval, password).toBe(PROFILE_RETVAL.ok);
      expect(await signInStatus(testApp.app, user.email, password)).toBe(200);
    }
  });

  it.each([
    ['an unknown field', { extra: 1 }],
    ['a number for the new password', { pass: 12345678 }],
    ['null for the current md5', { old_pass_hash: null }],
    ['a current md5 that is not hex', { old_pass_hash: 'g'.repeat(32) }],
    ['a short pass_hash', { pass_hash: 'abc' }],
    ['a NUL byte in the new password', { pass: 'Пароль\u0000123' }],
    ['a new password over 128 characters', { pass: 'x'.repeat(129) }],
    ['a missing field', { pass: undefined }],
  ])('answers 400 to %s and changes nothing', async (_name, change) => {
    const { client, user } = await signedInClient(testApp);
    const before = await snapshot(testApp.app);
    const body = { ...changePasswordBody(user, NEW_PASSWORD), ...change };
    const response = await client.post(API_PATHS.changePassword, body);
    expectError(response, 400, ERROR_CODES.validationError);
    expect(await snapshot(testApp.app)).toBe(before);
  });

  it('answers 400 to a body that is not an object, 413 to an oversized one', async () => {
    const { client } = await signedInClient(testApp);
    const before = await snapshot(testApp.app);
    for (const rawPayload of ['[]', '"pass"', 'null', '{"pass":']) {
      const response = await client.post(API_PATHS.changePassword, undefined, { rawPayload });
      expect(response.statusCode, rawPayload).toBe(400);
    }
    const huge = JSON.stringify({ pass: 'x'.repeat(8 * 1024) });
    const tooLarge = await client.post(API_PATHS.changePassword, undefined, { rawPayload: huge });
    expectError(tooLarge, 413, ERROR_CODES.payloadTooLarge);
    expect(await snapshot(testApp.app)).toBe(before);
  });

  it('logs the change without any secret', async () => {
    const { client, user } = await signedInClient(testApp);
    const body = changePasswordBody(user, NEW_PASSWORD);
    expectResult(await client.post(API_PATHS.changePassword, body));
    const record = logs
      .records()
      .find((line) => line.event === 'profile.password-change' && line.userId === user.id);
    expect(record).toMatchObject({ outcome: 'ok', endedSessions: 0 });
    const text = logs.text();
    for (const secret of [NEW_PASSWORD, body.pass_hash, body.old_pass_hash, user.password]) {
      expect(text).not.toContain(secret);
    }
  });
});
