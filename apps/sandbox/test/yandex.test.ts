import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS, startSandbox, type Sandbox } from '../src/index';
import { yandex } from './support/client';

let sandbox: Sandbox;
const START = new Date('2026-11-24T09:00:00Z');

beforeAll(async () => {
  sandbox = await startSandbox({
    only: ['yandex'],
    limits: 'off',
    clock: { startAt: START, frozen: true },
    sizes: { demo: { listings: 230 } },
  });
});
afterAll(async () => {
  expect(sandbox.contractViolations()).toEqual([]);
  await sandbox.close();
});

describe('Yandex Market sandbox', () => {
  const { businessId, campaignIds } = SANDBOX_CREDENTIALS.yandex.demo;

  it('shows the key its campaigns with their business', async () => {
    const reply = await yandex(sandbox, 'GET', '/v2/campaigns');
    expect(reply.status).toBe(200);
    expect(reply.body.campaigns.map((c: { id: number }) => c.id)).toEqual(campaignIds);
    expect(reply.body.campaigns[0].business.id).toBe(businessId);
  });

  it('tells a key its scopes (the missing-scope key has no PRICING)', async () => {
    const demo = await yandex(sandbox, 'POST', '/v2/auth/token');
    expect(demo.body.result.apiKey.authScopes).toContain('PRICING');
    const { missingScope } = SANDBOX_CREDENTIALS.yandex;
    const lacking = await yandex(sandbox, 'POST', '/v2/auth/token', undefined, missingScope.apiKey);
    expect(lacking.status).toBe(200);
    expect(lacking.body.result.apiKey.authScopes).not.toContain('PRICING');
    expect(lacking.body.result.apiKey.authScopes).not.toContain('ALL_METHODS');
  });

  it('pages offer-mappings by page_token (and the declared pageToken) until none is left', async () => {
    const seen: string[] = [];
    let token: string | undefined;
    let useAlias = true;
    do {
      const query = `limit=100${token ? `&${useAlias ? 'page_token' : 'pageToken'}=${token}` : ''}`;
      useAlias = !useAlias;
      const page = await yandex(
        sandbox,
        'POST',
        `/v2/businesses/${businessId}/offer-mappings?${query}`,
        {},
      );
      expect(page.status).toBe(200);
      seen.push(
        ...page.body.result.offerMappings.map(
          (m: { offer: { offerId: string } }) => m.offer.offerId,
        ),
      );
      token = page.body.result.paging.nextPageToken;
    } while (token);
    expect(new Set(seen).size).toBe(230);
  });

  it('writes a price with a bare OK and shows it when read back', async () => {
    const offerId = await firstOfferId();
    const write = await yandex(
      sandbox,
      'POST',
      `/v2/businesses/${businessId}/offer-prices/updates`,
      {
        offers: [
          { offerId, price: { value: 1234, currencyId: 'RUR', discountBase: 1500 } },
          { offerId: 'NOT-IN-CATALOGUE-000001', price: { value: 100, currencyId: 'RUR' } },
        ],
      },
    );
    expect(write).toMatchObject({ status: 200, body: { status: 'OK' } });
    const read = await yandex(sandbox, 'POST', `/v2/businesses/${businessId}/offer-prices`, {
      offerIds: [offerId, 'NOT-IN-CATALOGUE-000001'],
    });
    expect(read.body.result.offers).toEqual([
      expect.objectContaining({
        offerId,
        price: expect.objectContaining({ value: 1234, discountBase: 1500 }),
      }),
    ]);
  });

  it('writes stock of an FBS store and reads it back', async () => {
    const offerId = await firstOfferId();
    const path = `/v2/campaigns/${campaignIds[0]}/offers/stocks`;
    const write = await yandex(sandbox, 'PUT', path, {
      skus: [{ sku: offerId, items: [{ count: 42 }] }],
    });
    expect(write.status).toBe(200);
    const read = await yandex(sandbox, 'POST', path, { offerIds: [offerId] });
    expect(read.body.result.warehouses[0].offers[0].stocks).toContainEqual({
      type: 'AVAILABLE',
      count: 42,
    });
  });

  it('lists the business orders of a period, page by page', async () => {
    const body = { dates: { creationDateFrom: '2026-11-10', creationDateTo: '2026-11-24' } };
    const first = await yandex(
      sandbox,
      'POST',
      `/v1/businesses/${businessId}/orders?limit=50`,
      body,
    );
    expect(first.status).toBe(200);
    expect(first.body.orders).toHaveLength(50);
    const token = first.body.paging.nextPageToken;
    const second = await yandex(
      sandbox,
      'POST',
      `/v1/businesses/${businessId}/orders?limit=50&page_token=${token}`,
      body,
    );
    expect(second.body.orders[0].orderId).not.toBe(first.body.orders[0].orderId);
  });

  it('answers 403 for a campaignId used as a businessId, and for a missing scope', async () => {
    const mixedUp = await yandex(
      sandbox,
      'POST',
      `/v2/businesses/${campaignIds[0]}/offer-mappings`,
      {},
    );
    expect(mixedUp).toMatchObject({ status: 403, body: { status: 'ERROR' } });
    const { missingScope, revoked } = sandbox.credentials.yandex;
    const noPricing = await yandex(
      sandbox,
      'POST',
      `/v2/businesses/${missingScope.businessId}/offer-prices`,
      {},
      missingScope.apiKey,
    );
    expect(noPricing.status).toBe(403);
    const gone = await yandex(sandbox, 'GET', '/v2/campaigns', undefined, revoked.apiKey);
    expect(gone.status).toBe(401);
  });

  it("prices Маркет's services per offer for the store's model, in the order asked", async () => {
    const offer = {
      categoryId: 91_003,
      price: 1000,
      length: 20,
      width: 10,
      height: 5,
      weight: 0.4,
    };
    const dearer = { ...offer, categoryId: 91_012 };
    const calculate = (parameters: Record<string, unknown>, key?: string) =>
      yandex(
        sandbox,
        'POST',
        '/v2/tariffs/calculate',
        { parameters, offers: [offer, dearer] },
        key,
      );
    const [fbs, fby] = await Promise.all(campaignIds.map((id) => calculate({ campaignId: id })));
    expect(fbs!.status).toBe(200);
    type Priced = { offer: { categoryId: number }; tariffs: { type: string; amount: number }[] };
    const amounts = (priced: Priced) =>
      Object.fromEntries(priced.tariffs.map((tariff) => [tariff.type, tariff.amount]));
    const [first, second] = fbs!.body.result.offers as Priced[];
    expect(first!.offer.categoryId).toBe(91_003);
    expect(amounts(first!)).toEqual({
      FEE: 80,
      AGENCY_COMMISSION: 10,
      PAYMENT_TRANSFER: 8,
      DELIVERY_TO_CUSTOMER: 50,
      SORTING: 45,
    });
    expect(amounts(second!).FEE).toBe(170);
    // An FBY store has no order processing of its own.
    expect(amounts((fby!.body.result.offers as Priced[])[0]!)).not.toHaveProperty('SORTING');
    // A key with FINANCE_AND_ACCOUNTING but no PRICING may use the calculator, as the file says.
    const { missingScope } = sandbox.credentials.yandex;
    const finance = await calculate({ sellingProgram: 'FBS' }, missingScope.apiKey);
    expect(finance.status).toBe(200);
    expect(await calculate({ campaignId: missingScope.campaignIds[0] })).toMatchObject({
      status: 403,
    });
    expect(await calculate({ campaignId: campaignIds[0], sellingProgram: 'FBS' })).toMatchObject({
      status: 400,
      body: { status: 'ERROR' },
    });
  });

  it('refuses a request the official file does not allow, in its own error shape', async () => {
    const bad = await yandex(
      sandbox,
      'POST',
      `/v2/businesses/${businessId}/offer-mappings?limit=500`,
      {},
    );
    expect(bad).toMatchObject({
      status: 400,
      body: { status: 'ERROR', errors: [{ code: 'BAD_REQUEST' }] },
    });
    expect(sandbox.invalidRequests().at(-1)).toMatchObject({ operationId: 'getOfferMappings' });
  });
});

async function firstOfferId(): Promise<string> {
  const page = await yandex(
    sandbox,
    'POST',
    `/v2/businesses/${SANDBOX_CREDENTIALS.yandex.demo.businessId}/offer-mappings?limit=1`,
    {},
  );
  return page.body.result.offerMappings[0].offer.offerId;
}

describe('Yandex Market store orders (dd-MM-yyyy dates)', () => {
  it('takes fromDate/toDate as dd-MM-yyyy and answers dd-MM-yyyy HH:mm:ss creation dates', async () => {
    const { campaignIds } = SANDBOX_CREDENTIALS.yandex.demo;
    const path = `/v2/campaigns/${campaignIds[0]}/orders?fromDate=17-11-2026&toDate=23-11-2026&limit=20`;
    const reply = await yandex(sandbox, 'GET', path);
    expect(reply.status).toBe(200);
    expect(reply.body.orders.length).toBeGreaterThan(0);
    expect(reply.body.orders[0].creationDate).toMatch(
      /^(1[7-9]|2[0-3])-11-2026 \d{2}:\d{2}:\d{2}$/,
    );
    const iso = await yandex(
      sandbox,
      'GET',
      `/v2/campaigns/${campaignIds[0]}/orders?fromDate=2026-11-17`,
    );
    expect(iso).toMatchObject({ status: 400, body: { status: 'ERROR' } });
  });
});
