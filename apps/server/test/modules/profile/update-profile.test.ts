import { API_PATHS } from '@marketpult/shared/api-paths';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { PROFILE_MESSAGES, PROFILE_RETVAL } from '@marketpult/shared/contracts/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/plugins/clock';
import { ApiClient } from '../../helpers/api-client';
import { signedInClient, uniqueRemoteAddress } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { expectError, expectResult, snapshot, whoAmI } from './profile-fixtures';

describe(`POST /Users_UpdateProfile on ${TEST_DB_KIND}`, () => {
  const clock = new ManualClock();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(() => testApp.close());

  const update = (client: ApiClient, display_name: unknown) =>
    client.post(API_PATHS.updateProfile, { display_name });

  it('answers 401 without a session and changes nothing', async () => {
    await signedInClient(testApp);
    const before = await snapshot(testApp.app);
    const stranger = new ApiClient(testApp.app, uniqueRemoteAddress());
    expectError(await update(stranger, 'Взломщик'), 401, ERROR_CODES.unauthorized);
    expect(await snapshot(testApp.app)).toBe(before);
  });

  it('answers 403 without the CSRF token and changes nothing', async () => {
    const { client } = await signedInClient(testApp);
    const before = await snapshot(testApp.app);
    const response = await client.post(
      API_PATHS.updateProfile,
      { display_name: 'Чужая рука' },
      { csrf: false },
    );
    expectError(response, 403, ERROR_CODES.csrfTokenInvalid);
    expect(await snapshot(testApp.app)).toBe(before);
  });

  it('stores the trimmed name, which POST /auth then returns in every session', async () => {
    const { client, user } = await signedInClient(testApp, { displayName: 'Старое имя' });
    const { client: otherDevice } = await signedInClient(testApp, { user });
    const result = expectResult(await update(client, '  ИП Петров Иван\u00a0'));
    expect(result).toEqual({ retval: PROFILE_RETVAL.ok, errMsg: '' });
    for (const session of [client, otherDevice]) {
      expect(await whoAmI(session)).toEqual({
        status: 200,
        body: { UserName: user.email, DisplayName: 'ИП Петров Иван' },
      });
    }
  });

  it('accepts 1 and 100 characters once trimmed', async () => {
    const { client } = await signedInClient(testApp);
    for (const name of ['Я', `   ${'ю'.repeat(100)}   `]) {
      expect(expectResult(await update(client, name)).retval).toBe(PROFILE_RETVAL.ok);
      expect((await whoAmI(client)).body.DisplayName).toBe(name.trim());
    }
  });

  it.each([
    ['empty', ''],
    ['blank', ' \u00a0 '],
    ['101 characters', 'ю'.repeat(101)],
  ])('refuses a name that is %s and keeps the old one', async (_name, displayName) => {
    const { client } = await signedInClient(testApp, { displayName: 'Прежнее имя' });
    const before = await snapshot(testApp.app);
    expect(expectResult(await update(client, displayName))).toEqual({
      retval: PROFILE_RETVAL.invalidDisplayName,
      errMsg: PROFILE_MESSAGES[PROFILE_RETVAL.invalidDisplayName],
    });
    expect(await snapshot(testApp.app)).toBe(before);
    expect((await whoAmI(client)).body.DisplayName).toBe('Прежнее имя');
  });

  it.each([
    ['an unknown field', { display_name: 'Иван', admin: true }],
    ['a number', { display_name: 42 }],
    ['null', { display_name: null }],
    ['no field at all', {}],
    ['a NUL byte', { display_name: 'Ив\u0000ан' }],
    ['a line break', { display_name: 'Иван\nПетров' }],
    ['an oversized name', { display_name: 'ю'.repeat(257) }],
  ])('answers 400 to %s and changes nothing', async (_name, body) => {
    const { client } = await signedInClient(testApp, { displayName: 'Прежнее имя' });
    const before = await snapshot(testApp.app);
    expectError(await client.post(API_PATHS.updateProfile, body), 400, ERROR_CODES.validationError);
    expect(await snapshot(testApp.app)).toBe(before);
  });

  it('answers 413 to a body over the limit', async () => {
    const { client } = await signedInClient(testApp);
    const rawPayload = JSON.stringify({ display_name: 'ю'.repeat(8 * 1024) });
    const response = await client.post(API_PATHS.updateProfile, undefined, { rawPayload });
    expectError(response, 413, ERROR_CODES.payloadTooLarge);
  });
});

describe('API description of the profile calls', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lists both calls with their bodies at /openapi.json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.openapi });
    const document = response.json();
    const changePassword = document.paths[API_PATHS.changePassword].post;
    expect(changePassword.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['old_pass_hash', 'pass', 'pass_hash']),
    );
    expect(Object.keys(changePassword.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
    const updateProfile = document.paths[API_PATHS.updateProfile].post;
    expect(updateProfile.requestBody.content['application/json'].schema.required).toEqual([
      'display_name',
    ]);
    expect(updateProfile.responses['200'].content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['retval', 'errMsg']),
    );
  });
});
