import { API_PATHS } from '@marketpult/shared/api-paths';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  OZON_KEY,
  addCabinet,
  cabinetTablesState,
  expectRefusal,
  pathOf,
} from './cabinet-fixtures';
import { FakeMarketplace, fakeListing } from './fake-marketplace';

describe(`one account's cabinets are invisible to another on ${TEST_DB_KIND}`, () => {
  const marketplace = new FakeMarketplace();
  let testApp: TestApp;
  let owner: ApiClient;
  let intruder: ApiClient;
  let cabinetId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ connectorFactory: marketplace.factory });
    marketplace.listings = [1, 2, 3].map((index) => fakeListing(index));
    ({ client: owner } = await signedInClient(testApp));
    ({ client: intruder } = await signedInClient(testApp));
    cabinetId = (await addCabinet(testApp.app, owner)).id;
  });
  afterAll(() => testApp.close());

  const calls: [string, (client: ApiClient) => ReturnType<ApiClient['get']>][] = [
    ['GET one', (client) => client.get(pathOf(API_PATHS.cabinet, cabinetId))],
    [
      'update',
      (client) =>
        client.post(pathOf(API_PATHS.cabinetUpdate, cabinetId), { name: 'Моё', enabled: false }),
    ],
    [
      'replace the key',
      (client) =>
        client.post(pathOf(API_PATHS.cabinetCredentials, cabinetId), { credentials: OZON_KEY }),
    ],
    ['sync', (client) => client.post(pathOf(API_PATHS.cabinetSync, cabinetId), {})],
    ['delete', (client) => client.post(pathOf(API_PATHS.cabinetDelete, cabinetId), {})],
  ];

  it.each(calls)(
    '%s: 404 NotFound, as for a missing cabinet, and nothing changes',
    async (_, call) => {
      const before = await cabinetTablesState(testApp.app);
      expectRefusal(await call(intruder), 404, ERROR_CODES.notFound);
      await testApp.app.cabinets.queue.idle();
      expect(await cabinetTablesState(testApp.app)).toBe(before);
    },
  );

  it('lists none of them, and shows the shop as not added in a check', async () => {
    expect((await intruder.get(API_PATHS.cabinets)).json()).toEqual({ cabinets: [] });
    const check = await intruder.post(API_PATHS.cabinetsCheck, { credentials: OZON_KEY });
    expect(check.json()).toMatchObject({ shops: [{ externalId: '1001', alreadyAdded: false }] });
  });

  it('may add the same shop as a cabinet of its own, which the owner does not see', async () => {
    const own = await addCabinet(testApp.app, intruder);
    expect(own.id).not.toBe(cabinetId);
    const ownerList = (await owner.get(API_PATHS.cabinets)).json<{ cabinets: { id: string }[] }>();
    expect(ownerList.cabinets.map((cabinet) => cabinet.id)).toEqual([cabinetId]);
    expectRefusal(await owner.get(pathOf(API_PATHS.cabinet, own.id)), 404, ERROR_CODES.notFound);
  });

  it('leaves the owner everything', async () => {
    const response = await owner.get(pathOf(API_PATHS.cabinet, cabinetId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cabinet: { name: 'Мой Озон', status: 'active', listingsCount: 3 },
    });
  });
});
