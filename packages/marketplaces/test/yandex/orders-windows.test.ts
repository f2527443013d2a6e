import { afterEach, describe, expect, it } from 'vitest';
import { createYandexConnector } from '../../src/yandex/connector';
import { json, scriptedServer, type Script } from '../core/local-server';
import { readAll } from '../support/collect';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const campaigns: Script = json(200, {
  campaigns: [{ id: 91, domain: 'shop.example', business: { id: 81 } }],
  paging: {},
});

describe('Yandex Market orders over a long period', () => {
  it('asks in windows of at most 30 Moscow days that never share a day, each paged by page_token', async () => {
    const orders: Script = (request, response) => {
      const token = new URL(request.url, 'http://x').searchParams.get('page_token');
      const body = JSON.parse(request.body) as { dates: { creationDateFrom: string } };
      const reply = token
        ? { orders: [], paging: {} }
        : { orders: [], paging: { nextPageToken: `next-${body.dates.creationDateFrom}` } };
      json(200, reply)(request, response);
    };
    const server = await scriptedServer([campaigns, orders]);
    close = server.close;
    const connector = createYandexConnector(
      { apiKey: 'k' },
      { baseUrl: server.url, limiterKey: 'ym-windows' },
    );
    const period = { from: '2026-08-26T09:00:00Z', to: '2026-11-24T09:00:00Z' };
    const { pages } = await readAll((cursor) => connector.listOrders(period, cursor));
    const asked = server.seen
      .filter((request) => request.url.includes('/orders') && !request.url.includes('page_token'))
      .map((request) => {
        const body = JSON.parse(request.body) as {
          campaignIds: number[];
          dates: { creationDateFrom: string; creationDateTo: string };
        };
        expect(body.campaignIds).toEqual([91]);
        return `${body.dates.creationDateFrom}..${body.dates.creationDateTo}`;
      });
    expect(asked).toEqual([
      '2026-08-26..2026-09-24',
      '2026-09-25..2026-10-24',
      '2026-10-25..2026-11-23',
      '2026-11-24..2026-11-24',
    ]);
    expect(pages).toBe(8);
    expect(server.seen[0]?.headers['api-key']).toBe('k');
  });

  it("keeps only orders created inside the period; the seller's price includes Market's subsidy", async () => {
    const rub = (value: number) => ({ value, currencyId: 'RUR' });
    const orders = json(200, {
      orders: [
        { orderId: 1, status: 'PROCESSING', creationDate: '2026-08-26T08:59:59Z', items: [] },
        {
          orderId: 2,
          status: 'DELIVERED',
          creationDate: '2026-08-26T09:00:00Z',
          items: [
            {
              offerId: 'A',
              offerName: 'Чайник',
              count: 2,
              prices: { payment: rub(1399.5), subsidy: rub(100) },
            },
          ],
        },
      ],
      paging: {},
    });
    const server = await scriptedServer([campaigns, orders]);
    close = server.close;
    const connector = createYandexConnector(
      { apiKey: 'k' },
      { baseUrl: server.url, limiterKey: 'ym-period' },
    );
    const page = await connector.listOrders(
      { from: '2026-08-26T09:00:00Z', to: '2026-08-27T00:00:00Z' },
      null,
    );
    expect(page.items).toEqual([
      {
        externalId: '2',
        createdAt: '2026-08-26T09:00:00.000Z',
        status: 'DELIVERED',
        items: [{ offerId: 'A', name: 'Чайник', quantity: 2, price: 1499.5 }],
        total: 2999,
      },
    ]);
    expect(page.nextCursor).toBeNull();
  });
});
