import { API_PATHS } from '@marketpult/shared/api-paths';
import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import type { PriceRunResponse } from '@marketpult/shared/contracts/prices';
import {
  registryConnectorFactory,
  type CabinetConnectorFactory,
} from '../../../src/modules/cabinets/context';
import { SANDBOX_CREDENTIALS, type Sandbox } from '@marketpult/sandbox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';

export type Marketplace = 'ozon' | 'wildberries' | 'yandex';

/** What the connectors were asked to write, and a crash to stage after a send. */
export class WriteProbe {
  /**
   * `marketplace:offerId` → how many times its price was sent. By marketplace: the demo shops
   * sell partly the same goods under one article on all three.
   */
  readonly priceSends = new Map<string, number>();

  priceSendsOf(marketplace: Marketplace, offerId: string): number | undefined {
    return this.priceSends.get(`${marketplace}:${offerId}`);
  }
  readonly stockSends = new Map<string, number>();
  /** Throws after the marketplace answered the next price write: the process "died" there. */
  crashAfterPriceSend = false;

  readonly factory: CabinetConnectorFactory = (marketplace, credentials, context) => {
    const connector = registryConnectorFactory(marketplace, credentials, context);
    return {
      ...connector,
      updatePrices: async (items) => {
        for (const item of items) {
          const key = `${marketplace}:${item.offerId}`;
          this.priceSends.set(key, (this.priceSends.get(key) ?? 0) + 1);
        }
        const outcomes = await connector.updatePrices(items);
        if (this.crashAfterPriceSend) {
          this.crashAfterPriceSend = false;
          throw new Error('killed between send and read-back');
        }
        return outcomes;
      },
      updateStocks: async (items) => {
        for (const item of items) {
          const key = `${item.offerId}@${item.warehouseId}`;
          this.stockSends.set(key, (this.stockSends.get(key) ?? 0) + 1);
        }
        return connector.updateStocks(items);
      },
    };
  };
}

/** The sandbox's demo shop on each marketplace, as a seller adds it. */
export function sandboxCabinetBodies(sandbox: Sandbox): Record<Marketplace, object> {
  const ym = SANDBOX_CREDENTIALS.yandex.demo;
  return {
    ozon: { name: 'Озон', credentials: { marketplace: 'ozon', ...SANDBOX_CREDENTIALS.ozon.demo } },
    wildberries: {
      name: 'WB',
      credentials: {
        marketplace: 'wildberries',
        token: sandbox.credentials.wildberries.demo.token,
      },
    },
    yandex: {
      name: 'Маркет',
      credentials: { marketplace: 'yandex', apiKey: ym.apiKey },
      shopExternalId: String(ym.campaignIds[0]),
    },
  };
}

export async function addSandboxCabinet(
  app: FastifyInstance,
  client: ApiClient,
  body: object,
): Promise<Cabinet> {
  const response = await client.post(API_PATHS.cabinets, body);
  expect(response.statusCode, response.body).toBe(200);
  await app.cabinets.queue.idle();
  return response.json<{ cabinet: Cabinet }>().cabinet;
}

export interface StoredListing {
  id: number;
  offerId: string;
  price: number;
  oldPrice: number | null;
  minPrice: number | null;
  stocks: { warehouseId: string; amount: number }[];
}

/** A cabinet's listings as the sync stored them, in a stable order. */
export async function storedListings(
  app: FastifyInstance,
  cabinetId: string,
): Promise<StoredListing[]> {
  const rows = await app.db.execute<{
    id: string;
    offer_id: string;
    price: string | null;
    old_price: string | null;
    min_price: string | null;
    stocks: { warehouseId: string; amount: number }[] | null;
  }>(sql`
    select l.id, l.offer_id, l.price, l.old_price, l.min_price,
      (select json_agg(json_build_object('warehouseId', s.warehouse_id, 'amount', s.amount)
        order by s.warehouse_id) from listing_stocks s where s.listing_id = l.id) as stocks
    from listings l where l.cabinet_id = ${cabinetId} and l.price is not null order by l.id`);
  return rows.rows.map((row) => ({
    id: Number(row.id),
    offerId: row.offer_id,
    price: Number(row.price),
    oldPrice: row.old_price === null ? null : Number(row.old_price),
    minPrice: row.min_price === null ? null : Number(row.min_price),
    stocks: row.stocks ?? [],
  }));
}

export const runPath = (template: string, id: string | number) =>
  template.replace(':id', String(id));

export async function dryRun(client: ApiClient, body: object): Promise<PriceRunResponse> {
  const response = await client.post(API_PATHS.priceRuns, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceRunResponse>();
}

export async function apply(
  client: ApiClient,
  runId: string,
  overrides: string[] = [],
): Promise<PriceRunResponse> {
  const response = await client.post(runPath(API_PATHS.priceRunApply, runId), { overrides });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceRunResponse>();
}

export async function getRun(client: ApiClient, runId: string): Promise<PriceRunResponse> {
  const response = await client.get(runPath(API_PATHS.priceRun, runId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceRunResponse>();
}

/**
 * A seller signed in with the sandbox's demo shop of each marketplace named, synced, and each
 * shop's stored listings: the price tests' usual start.
 */
export async function sellerWithSandboxShops<M extends Marketplace>(
  testApp: TestApp,
  sandbox: Sandbox,
  marketplaces: readonly M[],
) {
  const { client } = await signedInClient(testApp);
  const bodies = sandboxCabinetBodies(sandbox);
  const cabinets = {} as Record<M, Cabinet>;
  const listings = {} as Record<M, StoredListing[]>;
  for (const marketplace of marketplaces) {
    cabinets[marketplace] = await addSandboxCabinet(testApp.app, client, bodies[marketplace]);
    listings[marketplace] = await storedListings(testApp.app, cabinets[marketplace].id);
  }
  return { client, cabinets, listings };
}
