import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  CABINET_ERROR_CODES,
  MAX_CABINETS_PER_ACCOUNT,
  cabinetDetailResponseSchema,
  cabinetListResponseSchema,
  checkCabinetResponseSchema,
  type Cabinet,
} from '@marketpult/shared/contracts/cabinets';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { ConnectorError } from '@marketpult/marketplaces';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MARKETPLACE_CHECKS } from '../../../src/modules/cabinets/limits';
import { ManualClock } from '../../../src/plugins/clock';
import { ApiClient } from '../../helpers/api-client';
import { captureLogs } from '../../helpers/log-capture';
import { signedInClient, uniqueRemoteAddress } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  OZON_KEY,
  addCabinet,
  cabinetTablesState,
  expectRefusal,
  pathOf,
} from './cabinet-fixtures';
import { FakeMarketplace, GOOD_KEY, OTHER_GOOD_KEY, fakeListing } from './fake-marketplace';

describe(`cabinet calls on ${TEST_DB_KIND}`, () => {
  const clock = new ManualClock();
  const marketplace = new FakeMarketplace();
  const logs = captureLogs('trace');
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      clock,
      logger: logs.logger,
      connectorFactory: marketplace.factory,
      env: { OZON_API_URL: 'http://sandbox.local/ozon/' },
    });
  });
  afterAll(async () => {
    // No call above was a server fault (pino's level 50 is 'error').
    expect(logs.records().filter((record) => Number(record.level) >= 50)).toEqual([]);
    await testApp.close();
    // Whatever happened above, no key ever reached a log line.
    for (const key of [GOOD_KEY, OTHER_GOOD_KEY, 'wrong-key-000000000']) {
      expect(logs.text()).not.toContain(key);
    }
  });
  beforeEach(() => marketplace.reset());

  const check = (client: ApiClient, credentials: unknown = OZON_KEY) =>
    client.post(API_PATHS.cabinetsCheck, { credentials });

  it('checks a key live: the shops it opens, its scopes, which shops are already added', async () => {
    const { client } = await signedInClient(testApp);
    const response = await check(client);
    expect(response.statusCode, response.body).toBe(200);
    expect(checkCabinetResponseSchema.parse(response.json())).toEqual({
      shops: [{ externalId: '1001', name: 'Магазин у дома', alreadyAdded: false }],
      scopes: ['products', 'orders'],
      expiresAt: null,
    });
    expect(marketplace.contexts.at(-1)).toMatchObject({
      baseUrl: 'http://sandbox.local/ozon',
      limiterKey: expect.stringMatching(/^check:/),
    });
    await addCabinet(testApp.app, client);
    expect((await check(client)).json()).toMatchObject({
      shops: [{ externalId: '1001', alreadyAdded: true }],
    });
  });

  it('adds a cabinet: key encrypted, only its mask shown, first full sync run', async () => {
    marketplace.listings = [1, 2, 3].map((index) => fakeListing(index));
    const { client, user } = await signedInClient(testApp);
    const cabinet = await addCabinet(testApp.app, client, { name: '  Озон основной ' });
    expect(cabinet).toMatchObject({
      marketplace: 'ozon',
      name: 'Озон основной',
      shopExternalId: '1001',
      status: 'active',
      sandbox: true,
      credentialsMasked: `••••${GOOD_KEY.slice(-4)}`,
      scopes: ['products', 'orders'],
      lastRun: { kind: 'full', trigger: 'created' },
    });
    const [row] = (
      await testApp.app.db.execute<{ user_id: string; credentials_ciphertext: string }>(
        sql`select user_id, credentials_ciphertext from cabinets where id = ${cabinet.id}`,
      )
    ).rows;
    expect(row?.user_id).toBe(user.id);
    expect(row?.credentials_ciphertext).toMatch(/^v1\./);
    expect(row?.credentials_ciphertext).not.toContain(GOOD_KEY);

    const list = cabinetListResponseSchema.parse((await client.get(API_PATHS.cabinets)).json());
    expect(list.cabinets).toHaveLength(1);
    expect(list.cabinets[0]).toMatchObject({
      id: cabinet.id,
      listingsCount: 3,
      ordersCount: 0,
      lastRun: { status: 'done', listingsDone: 3, listingsTotal: 3 },
    });
    const detail = cabinetDetailResponseSchema.parse(
      (await client.get(pathOf(API_PATHS.cabinet, cabinet.id))).json(),
    );
    expect(detail.runs).toHaveLength(1);
    expect(detail.cabinet.lastSyncAt).not.toBeNull();
  });

  it('never sends the key back, on any call', async () => {
    const { client } = await signedInClient(testApp);
    const cabinet = await addCabinet(testApp.app, client);
    const answers = [
      await client.get(API_PATHS.cabinets),
      await client.get(pathOf(API_PATHS.cabinet, cabinet.id)),
      await client.post(pathOf(API_PATHS.cabinetUpdate, cabinet.id), { name: 'Другое' }),
      await client.post(pathOf(API_PATHS.cabinetSync, cabinet.id), {}),
      await client.post(pathOf(API_PATHS.cabinetCredentials, cabinet.id), {
        credentials: OZON_KEY,
      }),
      await check(client),
    ];
    await testApp.app.cabinets.queue.idle();
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(GOOD_KEY);
      expect(answer.body).not.toContain('v1.');
    }
  });

  describe('refusals, each changing nothing', () => {
    let client: ApiClient;
    beforeAll(async () => {
      ({ client } = await signedInClient(testApp));
      await addCabinet(testApp.app, client);
    });

    const refused = async (
      send: () => Promise<LightMyRequestResponse>,
      status: number,
      code: string,
    ) => {
      const before = await cabinetTablesState(testApp.app);
      const refusal = expectRefusal(await send(), status, code);
      expect(await cabinetTablesState(testApp.app)).toBe(before);
      return refusal;
    };
    const create = (body: Record<string, unknown> = {}) =>
      client.post(API_PATHS.cabinets, { name: 'Ещё', credentials: OZON_KEY, ...body });

    it('a wrong key: 422 CredentialsInvalid', async () => {
      const wrong = { ...OZON_KEY, apiKey: 'wrong-key-000000000' };
      const refusal = await refused(
        () => check(client, wrong),
        422,
        CABINET_ERROR_CODES.credentialsInvalid,
      );
      expect(refusal.message).toContain('не принял ключ');
      await refused(
        () => create({ credentials: wrong }),
        422,
        CABINET_ERROR_CODES.credentialsInvalid,
      );
    });

    it('a key without a needed scope: 422 CredentialsMissingScope naming it', async () => {
      marketplace.missingScopes = [{ scope: 'finance', title: 'Финансы' }];
      const refusal = await refused(
        () => check(client),
        422,
        CABINET_ERROR_CODES.credentialsMissingScope,
      );
      expect(refusal.message).toContain('«Финансы»');
      expect(refusal.meta).toEqual({ scope: 'finance', title: 'Финансы' });
      marketplace.missingScopes = [];
      marketplace.checkError = new ConnectorError('forbidden', '403', { scope: 'Склады' });
      expect(
        (await refused(() => create(), 422, CABINET_ERROR_CODES.credentialsMissingScope)).message,
      ).toContain('«Склады»');
    });

    it('the marketplace down: 502 MarketplaceUnreachable; rate limited: 429 with Retry-After', async () => {
      marketplace.checkError = new ConnectorError('unreachable', 'ECONNREFUSED');
      await refused(() => check(client), 502, CABINET_ERROR_CODES.marketplaceUnreachable);
      await refused(() => create(), 502, CABINET_ERROR_CODES.marketplaceUnreachable);
      marketplace.checkError = null;
      marketplace.factoryError = new ConnectorError('unreachable', 'No connector for ozon yet');
      await refused(() => check(client), 502, CABINET_ERROR_CODES.marketplaceUnreachable);
      marketplace.factoryError = null;
      marketplace.checkError = new ConnectorError('rate_limited', '429');
      const response = await check(client);
      expectRefusal(response, 429, CABINET_ERROR_CODES.marketplaceRateLimited);
      expect(response.headers['retry-after']).toBe('60');
    });

    it('the same shop twice: 409 CabinetAlreadyExists', async () => {
      const refusal = await refused(() => create(), 409, CABINET_ERROR_CODES.cabinetAlreadyExists);
      expect(refusal.message).toBe('Этот магазин уже подключён');
    });

    it('a shop the key does not open: 422 ShopNotAvailable', async () => {
      await refused(
        () => create({ shopExternalId: '999' }),
        422,
        CABINET_ERROR_CODES.shopNotAvailable,
      );
    });

    it('malformed bodies and ids: 400, never 5xx', async () => {
      await refused(() => create({ credentials: { marketplace: 'ozon' } }), 400, 'ValidationError');
      await refused(() => create({ name: '   ' }), 400, 'ValidationError');
      await refused(() => create({ extra: 1 }), 400, 'ValidationError');
      await refused(
        () => check(client, { marketplace: 'aliexpress', apiKey: 'x' }),
        400,
        'ValidationError',
      );
      for (const id of ['not-a-uuid', '1', "1' or 1=1 --", '%00']) {
        await refused(() => client.get(pathOf(API_PATHS.cabinet, id)), 400, 'ValidationError');
        await refused(
          () => client.post(pathOf(API_PATHS.cabinetDelete, id), {}),
          400,
          'ValidationError',
        );
      }
    });

    it('an unknown id: 404 NotFound on every call', async () => {
      const id = randomUUID();
      await refused(() => client.get(pathOf(API_PATHS.cabinet, id)), 404, ERROR_CODES.notFound);
      for (const template of [
        API_PATHS.cabinetUpdate,
        API_PATHS.cabinetCredentials,
        API_PATHS.cabinetSync,
        API_PATHS.cabinetDelete,
      ]) {
        const body = template === API_PATHS.cabinetCredentials ? { credentials: OZON_KEY } : {};
        await refused(() => client.post(pathOf(template, id), body), 404, ERROR_CODES.notFound);
      }
    });

    it('no session: 401; no CSRF token: 403', async () => {
      const stranger = new ApiClient(testApp.app, uniqueRemoteAddress());
      await refused(() => stranger.get(API_PATHS.cabinets), 401, ERROR_CODES.unauthorized);
      await refused(
        () => stranger.post(API_PATHS.cabinets, { name: 'x', credentials: OZON_KEY }),
        401,
        ERROR_CODES.unauthorized,
      );
      await refused(
        () =>
          client.post(API_PATHS.cabinets, { name: 'x', credentials: OZON_KEY }, { csrf: false }),
        403,
        ERROR_CODES.csrfTokenInvalid,
      );
      await refused(
        () => client.post(API_PATHS.cabinetsCheck, { credentials: OZON_KEY }, { csrf: false }),
        403,
        ERROR_CODES.csrfTokenInvalid,
      );
    });
  });

  it(`refuses the ${MAX_CABINETS_PER_ACCOUNT + 1}th cabinet: 409 CabinetLimitReached`, async () => {
    const { client, user } = await signedInClient(testApp);
    const shops = Array.from({ length: MAX_CABINETS_PER_ACCOUNT + 1 }, (_, index) => ({
      externalId: String(5000 + index),
      name: `Магазин ${index}`,
    }));
    marketplace.shops = shops;
    try {
      // Straight into the table: 50 live adds would only repeat the happy path.
      for (const shop of shops.slice(0, MAX_CABINETS_PER_ACCOUNT)) {
        await testApp.app.db.execute(sql`
          insert into cabinets (id, user_id, marketplace, name, shop_external_id,
            credentials_ciphertext, credentials_mask)
          values (${randomUUID()}, ${user.id}, 'ozon', ${shop.name}, ${shop.externalId}, 'v1.x', '••••')`);
      }
      const before = await cabinetTablesState(testApp.app);
      const response = await client.post(API_PATHS.cabinets, {
        name: 'Лишний',
        credentials: OZON_KEY,
        shopExternalId: shops.at(-1)!.externalId,
      });
      expectRefusal(response, 409, CABINET_ERROR_CODES.cabinetLimitReached);
      expect(await cabinetTablesState(testApp.app)).toBe(before);
    } finally {
      marketplace.shops = [{ externalId: '1001', name: 'Магазин у дома' }];
    }
  });

  it('renames, disables (no sync then) and enables a cabinet', async () => {
    const { client } = await signedInClient(testApp);
    const cabinet = await addCabinet(testApp.app, client);
    const update = (body: object) => client.post(pathOf(API_PATHS.cabinetUpdate, cabinet.id), body);
    const renamed = await update({ name: 'Новое имя' });
    expect(renamed.json<{ cabinet: Cabinet }>().cabinet.name).toBe('Новое имя');
    const disabled = await update({ enabled: false });
    expect(disabled.json<{ cabinet: Cabinet }>().cabinet.status).toBe('disabled');
    expectRefusal(
      await client.post(pathOf(API_PATHS.cabinetSync, cabinet.id), {}),
      409,
      CABINET_ERROR_CODES.cabinetDisabled,
    );
    const enabled = await update({ enabled: true });
    expect(enabled.json<{ cabinet: Cabinet }>().cabinet.status).toBe('active');
  });

  it('replaces the key only with one of the same shop', async () => {
    const { client } = await signedInClient(testApp);
    const cabinet = await addCabinet(testApp.app, client);
    const replace = (credentials: object) =>
      client.post(pathOf(API_PATHS.cabinetCredentials, cabinet.id), { credentials });
    const before = await cabinetTablesState(testApp.app);
    expectRefusal(
      await replace({ ...OZON_KEY, apiKey: OTHER_GOOD_KEY }),
      422,
      CABINET_ERROR_CODES.credentialsOfAnotherShop,
    );
    expectRefusal(
      await replace({ marketplace: 'wildberries', token: GOOD_KEY }),
      422,
      CABINET_ERROR_CODES.credentialsOfAnotherShop,
    );
    expect(await cabinetTablesState(testApp.app)).toBe(before);
    const newKey = `${GOOD_KEY}`;
    const response = await replace({ ...OZON_KEY, apiKey: newKey });
    expect(response.statusCode, response.body).toBe(200);
    await testApp.app.cabinets.queue.idle();
  });

  it('queues a sync, or returns the one queued or running', async () => {
    const { client } = await signedInClient(testApp);
    const cabinet = await addCabinet(testApp.app, client);
    const first = await client.post(pathOf(API_PATHS.cabinetSync, cabinet.id), {});
    const second = await client.post(pathOf(API_PATHS.cabinetSync, cabinet.id), {});
    const [a, b] = [first, second].map((r) => r.json<{ run: { id: string; kind: string } }>().run);
    expect(a?.kind).toBe('incremental');
    await testApp.app.cabinets.queue.idle();
    // The in-process queue may finish the first before the second call; either way one at a time.
    const runs = (
      await testApp.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from sync_runs where cabinet_id = ${cabinet.id} and status in ('queued','running')`,
      )
    ).rows[0];
    expect(Number(runs?.n)).toBe(0);
    expect(b?.id).toBeDefined();
  });

  it('deletes a cabinet with everything it held', async () => {
    marketplace.listings = [1, 2].map((index) => fakeListing(index));
    const { client } = await signedInClient(testApp);
    const cabinet = await addCabinet(testApp.app, client);
    const response = await client.post(pathOf(API_PATHS.cabinetDelete, cabinet.id), {});
    expect(response.json()).toEqual({ deleted: true });
    expect((await client.get(API_PATHS.cabinets)).json()).toEqual({ cabinets: [] });
    expectRefusal(
      await client.get(pathOf(API_PATHS.cabinet, cabinet.id)),
      404,
      ERROR_CODES.notFound,
    );
  });

  it(`throttles live key checks: ${MARKETPLACE_CHECKS.limit} per account, then 429`, async () => {
    const { client } = await signedInClient(testApp);
    for (let attempt = 0; attempt < MARKETPLACE_CHECKS.limit; attempt += 1) {
      expect((await check(client)).statusCode).toBe(200);
    }
    const before = marketplace.contexts.length;
    const response = await check(client);
    expectRefusal(response, 429, ERROR_CODES.tooManyRequests);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(marketplace.contexts.length).toBe(before);
    // Another account is not held back by this one.
    const { client: other } = await signedInClient(testApp);
    expect((await check(other)).statusCode).toBe(200);
  });
});
