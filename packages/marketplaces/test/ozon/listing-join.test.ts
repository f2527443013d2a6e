import { afterEach, describe, expect, it } from 'vitest';
import { createOzonConnector } from '../../src/ozon/connector';
import { json, scriptedServer, type Script } from '../core/local-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Answers by path, as Ozon would, with int64 and double fields sent as decimal strings. */
const ozon: Script = (request, response) => {
  const replies: Record<string, unknown> = {
    '/v3/product/list': {
      result: {
        items: [{ product_id: '410000007', offer_id: 'VOLZ-000008' }],
        last_id: 'bnVsbA',
        total: '1',
      },
    },
    '/v3/product/info/list': {
      items: [
        {
          id: '410000007',
          offer_id: 'VOLZ-000008',
          sku: '1410000007',
          name: 'Чайник электрический',
          barcodes: ['4600000000017'],
          price: '1990.00',
          old_price: '0',
          min_price: '1500',
          currency_code: 'RUB',
          statuses: { status: 'price_sent' },
          stocks: { stocks: [{ source: 'fbo', present: '12', reserved: '2' }] },
        },
      ],
    },
    '/v5/product/info/prices': {
      items: [
        {
          product_id: 410000007,
          price: { price: '1890.50', old_price: '2490', min_price: '0', marketing_price: '1799' },
          acquiring: 28,
          commissions: { sales_percent_fbs: 16, fbs_deliv_to_customer_amount: 25 },
        },
      ],
    },
    '/v1/product/info/stocks-by-warehouse/fbs': {
      result: [
        {
          product_id: '410000007',
          sku: '1410000007',
          warehouse_id: '22142605386000',
          warehouse_name: 'Склад Подольск',
          present: '7',
          reserved: '3',
        },
      ],
    },
  };
  json(200, replies[request.url] ?? {})(request, response);
};

describe('Ozon listings joined from four methods', () => {
  it('reads decimal strings as numbers, takes /v5 prices first, and stock as present − reserved', async () => {
    const server = await scriptedServer([ozon]);
    close = server.close;
    const connector = createOzonConnector(
      { clientId: '1', apiKey: 'k' },
      { baseUrl: server.url, limiterKey: 'ozon-join' },
      { listingsPageSize: 1 },
    );
    const page = await connector.listListings(null);
    expect(page).toEqual({
      items: [
        {
          externalId: '410000007',
          offerId: 'VOLZ-000008',
          name: 'Чайник электрический',
          barcodes: ['4600000000017'],
          brand: null,
          sku: '1410000007',
          status: 'price_sent',
          price: 1890.5,
          oldPrice: 2490,
          // "0" from /v5 means "none", not a fallback to the card's own minimum.
          minPrice: null,
          // What the buyer pays on the storefront, after Ozon's own discount.
          buyerPrice: 1799,
          // Stock on the seller's own warehouse: the listing sells by FBS.
          reportedFees: {
            marketplace: 'ozon',
            scheme: 'fbs',
            price: 1890.5,
            acquiring: 28,
            commissions: { sales_percent_fbs: 16, fbs_deliv_to_customer_amount: 25 },
          },
          currency: 'RUB',
          stocks: [
            { warehouseId: '22142605386000', warehouseName: 'Склад Подольск', amount: 4 },
            { warehouseId: 'fbo', warehouseName: 'Склады Ozon (FBO)', amount: 10 },
          ],
        },
      ],
      nextCursor: JSON.stringify({ lastId: 'bnVsbA' }),
      total: 1,
    });
  });
});
