import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/index';
import { isValidEan13 } from '../../src/core/ean13';

let sandbox: Sandbox;

beforeAll(async () => {
  // Limits off: the tests page freely; the 429 test starts a limited sandbox of its own.
  sandbox = await startSandbox({
    only: ['wildberries'],
    limits: 'off',
    clock: { startAt: new Date('2026-11-20T09:00:00Z'), frozen: true },
    sizes: { demo: { listings: 250 } },
  });
});

afterAll(async () => {
  expect(sandbox.contractViolations()).toEqual([]);
  await sandbox.close();
});

type Shop = keyof Sandbox['credentials']['wildberries'];

function call(
  shop: Shop,
  method: string,
  path: string,
  body?: unknown,
  on: Sandbox = sandbox,
): Promise<Response> {
  return fetch(`${on.urls.wildberries}${path}`, {
    method,
    headers: {
      Authorization: on.credentials.wildberries[shop].token,
      'content-type': 'application/json',
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

interface CardsPage {
  cards: {
    nmID: number;
    subjectID: number;
    updatedAt: string;
    sizes: { chrtID: number; skus: string[] }[];
  }[];
  cursor: { updatedAt: string; nmID: number; total: number };
}

async function cardsPage(
  shop: Shop,
  cursor: Partial<CardsPage['cursor']>,
  ascending = false,
): Promise<CardsPage> {
  const reply = await call(shop, 'POST', '/content/v2/get/cards/list', {
    settings: {
      sort: { ascending },
      filter: { withPhoto: -1 },
      cursor: { limit: 100, ...cursor },
    },
  });
  expect(reply.status).toBe(200);
  return (await reply.json()) as CardsPage;
}

describe('Wildberries sandbox', () => {
  it('pages cards by {updatedAt, nmID} in both orders until total < limit', async () => {
    for (const ascending of [false, true]) {
      const seen: number[] = [];
      let cursor: Partial<CardsPage['cursor']> = {};
      for (;;) {
        const page = await cardsPage('demo', cursor, ascending);
        seen.push(...page.cards.map((card) => card.nmID));
        if (page.cursor.total < 100) break;
        cursor = { updatedAt: page.cursor.updatedAt, nmID: page.cursor.nmID };
      }
      expect(seen).toHaveLength(250);
      expect(new Set(seen).size).toBe(250);
    }
  });

  it('answers /ping for any token', async () => {
    const reply = await call('missingScope', 'GET', '/ping');
    expect(await reply.json()).toEqual({ TS: '2026-11-20T09:00:00.000Z', Status: 'OK' });
  });

  it('gives every size a valid EAN-13 barcode', async () => {
    const page = await cardsPage('demo', {});
    for (const card of page.cards) {
      for (const size of card.sizes) expect(size.skus.every(isValidEan13)).toBe(true);
    }
  });

  it('serves a deep page of the 100,000-card shop without generating the rest', async () => {
    const first = await cardsPage('bench', {});
    const deep = await cardsPage('bench', { nmID: first.cards[0]!.nmID + 99_950, updatedAt: '' });
    expect(deep.cards).toHaveLength(49);
    expect(deep.cursor.total).toBe(49);
  });

  it('refuses a token without the category (401 "token scope not allowed") or expired', async () => {
    const scope = await call('missingScope', 'GET', '/api/v1/supplier/orders?dateFrom=2026-11-01');
    expect(scope.status).toBe(401);
    expect(((await scope.json()) as { detail: string }).detail).toBe('token scope not allowed');
    const expired = await call('revoked', 'GET', '/api/v1/seller-info');
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { detail: string }).detail).toBe('token expired');
  });

  it('answers over the limit with 429 and X-Ratelimit-* headers (statistics: 1 a minute)', async () => {
    const limited = await startSandbox({
      only: ['wildberries'],
      sizes: { demo: { listings: 20 } },
    });
    try {
      const path = '/api/v1/supplier/orders?dateFrom=2026-11-19';
      const first = await call('demo', 'GET', path, undefined, limited);
      expect(first.status).toBe(200);
      const second = await call('demo', 'GET', path, undefined, limited);
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('x-ratelimit-retry'))).toBeGreaterThan(0);
      expect(second.headers.get('x-ratelimit-limit')).toBe('1');
      expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(limited.contractViolations()).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('sells its tariffs to any token: a commission per subject and model, box logistics per warehouse', async () => {
    // «Статистика» is not needed: the tariffs take a token of any category.
    const commission = await call('missingScope', 'GET', '/api/v1/tariffs/commission?locale=ru');
    expect(commission.status).toBe(200);
    const { report } = (await commission.json()) as {
      report: { subjectID: number; kgvpMarketplace: number; paidStorageKgvp: number }[];
    };
    const subject = report.find((row) => row.subjectID === 1003)!;
    expect(subject).toMatchObject({
      kgvpMarketplace: 14 + (1003 % 13),
      paidStorageKgvp: 12 + (1003 % 13),
    });
    // Every subject of the sandbox's cards is priced.
    const page = await cardsPage('demo', {});
    const subjects = new Set(report.map((row) => row.subjectID));
    expect(page.cards.every((card) => subjects.has(card.subjectID))).toBe(true);

    const box = await call('demo', 'GET', '/api/v1/tariffs/box?date=2026-11-20');
    expect(box.status).toBe(200);
    const { response } = (await box.json()) as {
      response: {
        data: { warehouseList: { warehouseName: string; boxDeliveryMarketplaceBase: string }[] };
      };
    };
    expect(response.data.warehouseList).toContainEqual(
      expect.objectContaining({ warehouseName: 'Маркетплейс', boxDeliveryMarketplaceBase: '50,6' }),
    );
    const badDate = await call('demo', 'GET', '/api/v1/tariffs/box?date=20.11.2026');
    expect(badDate.status).toBe(400);
  });

  it('processes a price task on the sandbox clock: buffer first, history after', async () => {
    const upload = await call('demo', 'POST', '/api/v2/upload/task', {
      data: [{ nmID: 180_000_005, price: 5_000, discount: 10 }],
    });
    const { data } = (await upload.json()) as { data: { id: number } };
    const buffer = await call('demo', 'GET', `/api/v2/buffer/tasks?uploadID=${data.id}`);
    expect(((await buffer.json()) as { data: { status: number } }).data.status).toBe(1);

    sandbox.clock.advance(2_000);
    const history = await call('demo', 'GET', `/api/v2/history/tasks?uploadID=${data.id}`);
    expect(((await history.json()) as { data: { status: number } }).data.status).toBe(3);
  });
});
