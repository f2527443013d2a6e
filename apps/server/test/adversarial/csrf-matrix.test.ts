import { API_PATHS } from '@marketpult/shared/api-paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client';
import { signedInClient, uniqueRemoteAddress } from '../helpers/sign-in';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { changedTables, listTables, snapshotDatabase } from './support/db-snapshot';

/** Every POST the token guards (all but the markets-proxy call), with a body it would take. */
const GUARDED: Array<[path: string, body: unknown]> = [
  [API_PATHS.md5, { plain: 'secret-1' }],
  [API_PATHS.authCredentials, { userName: 'a@example.com', password: 'a'.repeat(32) }],
  [API_PATHS.auth, {}],
  [API_PATHS.authLogout, {}],
  [API_PATHS.registration, { username: 'a@example.com', usermail: 'a@example.com' }],
  [API_PATHS.confirmRegistration, { username: 'a@example.com', userkey: 'key' }],
  [API_PATHS.instructionsList, {}],
  [API_PATHS.changePassword, { old_pass_hash: 'a'.repeat(32) }],
  [API_PATHS.updateProfile, { display_name: 'Подменённое имя' }],
  [
    API_PATHS.economicsSettings,
    { taxRegime: 'osno', taxPercent: 25, vatPercent: 22, otherCostsRub: 0, otherCostsPercent: 0 },
  ],
  ...cabinetCalls(),
];

/** The cabinet, price and product POSTs, on a cabinet, run or product id (the token is checked before the route looks for it). */
function cabinetCalls(): Array<[path: string, body: unknown]> {
  const credentials = { marketplace: 'wildberries', token: 'forged-token-0000' };
  const id = '00000000-0000-4000-8000-000000000000';
  const on = (path: string) => path.replace(':id', id);
  return [
    [API_PATHS.cabinetsCheck, { credentials }],
    [API_PATHS.cabinets, { name: 'Чужой', credentials }],
    [on(API_PATHS.cabinetUpdate), { enabled: false }],
    [on(API_PATHS.cabinetCredentials), { credentials }],
    [on(API_PATHS.cabinetSync), {}],
    [on(API_PATHS.cabinetDelete), {}],
    [
      API_PATHS.priceRuns,
      { mode: 'rule', source: 'manual', listingIds: [1], rule: { kind: 'set', value: 1 } },
    ],
    [on(API_PATHS.priceRunApply), { overrides: [] }],
    // The token is checked before the body is read, so a JSON body stands in for the file.
    [API_PATHS.priceExcelUpload, {}],
    [API_PATHS.priceExcelCosts, { changes: [{ productId: id, costPrice: 1 }] }],
    [API_PATHS.priceCostRule, { listingIds: [1], rule: { kind: 'set', value: 1 } }],
    [on(API_PATHS.catalogProductCosts), { costPrice: 1, rrp: null, minPrice: null }],
    [on(API_PATHS.catalogProductBrand), { brand: 'Чужой' }],
  ];
}

type Attack = (client: ApiClient, path: string, body: unknown) => Promise<LightMyRequestResponse>;

/**
 * The CSRF matrix of security.md, run against every guarded endpoint from a signed-in browser:
 * each forged request is a 403 `CsrfTokenInvalid` and leaves every table as it was (the check
 * runs before the body is read, so not even a throttle counter moves). csrf.test.ts shows the
 * mechanism on a few calls; this shows that no endpoint escapes it.
 */
describe(`CSRF matrix over every POST endpoint on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  let victim: ApiClient;
  let otherSessionsToken: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    victim = (await signedInClient(testApp)).client;
    otherSessionsToken = (await signedInClient(testApp)).client.xsrfToken()!;
  });
  afterAll(() => testApp.close());

  const ATTACKS: Record<string, Attack> = {
    'no X-XSRF-TOKEN header': (client, path, body) => client.post(path, body, { csrf: false }),
    'a header that does not match the cookie': (client, path, body) =>
      client.post(path, body, { headers: { 'x-xsrf-token': `${client.xsrfToken()}x` } }),
    "another session's token, as header and cookie": (client, path, body) =>
      testApp.app.inject({
        method: 'POST',
        url: path,
        remoteAddress: uniqueRemoteAddress(),
        headers: {
          cookie: `mp_session=${client.cookies.get('mp_session')}; XSRF-TOKEN=${otherSessionsToken}`,
          'x-xsrf-token': otherSessionsToken,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      }),
    'a text/plain body without the token (an HTML form)': (client, path) =>
      client.post(path, undefined, {
        csrf: false,
        rawPayload: 'display_name=x',
        headers: { 'content-type': 'text/plain' },
      }),
    'Sec-Fetch-Site: cross-site, even with the right token': (client, path, body) =>
      client.post(path, body, { headers: { 'sec-fetch-site': 'cross-site' } }),
    'the session cookie alone (what a cross-site form carries)': (client, path, body) =>
      testApp.app.inject({
        method: 'POST',
        url: path,
        remoteAddress: uniqueRemoteAddress(),
        headers: {
          cookie: `mp_session=${client.cookies.get('mp_session')}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      }),
  };

  it('refuses every forged request with 403 CsrfTokenInvalid and changes nothing', async () => {
    const tables = await listTables(testApp.app.db);
    const before = await snapshotDatabase(testApp.app.db, tables);
    const outcomes: string[] = [];
    for (const [path, body] of GUARDED) {
      for (const [attack, send] of Object.entries(ATTACKS)) {
        const response = await send(victim, path, body);
        const code = response.statusCode === 403 ? response.json().responseStatus.errorCode : '';
        outcomes.push(`${path} · ${attack}: ${response.statusCode} ${code}`);
      }
    }
    expect(outcomes.filter((outcome) => !outcome.endsWith(': 403 CsrfTokenInvalid'))).toEqual([]);
    expect(changedTables(before, await snapshotDatabase(testApp.app.db, tables))).toEqual([]);
    // The victim's own session is intact, its token still good.
    expect((await victim.post(API_PATHS.auth)).statusCode).toBe(200);
    console.log(
      `[csrf] ${GUARDED.length} endpoints × ${Object.keys(ATTACKS).length} forgeries: ` +
        `all ${outcomes.length} answered 403 CsrfTokenInvalid, database unchanged`,
    );
  });

  it('with the right token, a text/plain body is still refused (415), before any work', async () => {
    for (const [path] of GUARDED) {
      const response = await victim.post(path, undefined, {
        rawPayload: 'x=1',
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.statusCode, path).toBe(415);
    }
  });

  it('the markets-proxy call, exempt from the token, insists on its Authorization header', async () => {
    const call = (authorization?: string) =>
      new ApiClient(testApp.app, uniqueRemoteAddress()).post(
        API_PATHS.marketsAccountConfirm,
        { login: 'a@example.com', name: '' },
        { csrf: false, headers: authorization === undefined ? {} : { authorization } },
      );
    expect((await call()).statusCode).toBe(401);
    expect((await call(`${TEST_SECRETS.marketsProxyToken}x`)).statusCode).toBe(401);
    expect((await call(TEST_SECRETS.marketsProxyToken)).statusCode).toBe(200);
  });
});
