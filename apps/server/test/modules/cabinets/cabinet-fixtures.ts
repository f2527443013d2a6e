import { API_PATHS } from '@marketpult/shared/api-paths';
import type { Cabinet, CabinetCredentials } from '@marketpult/shared/contracts/cabinets';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiClient } from '../../helpers/api-client';
import { GOOD_KEY } from './fake-marketplace';

export const OZON_KEY: CabinetCredentials = {
  marketplace: 'ozon',
  clientId: '1001',
  apiKey: GOOD_KEY,
};

export const pathOf = (template: string, id: string) => template.replace(':id', id);

/** Adds a cabinet through the API and waits for its first sync to end. */
export async function addCabinet(
  app: FastifyInstance,
  client: ApiClient,
  body: Record<string, unknown> = {},
): Promise<Cabinet> {
  const response = await client.post(API_PATHS.cabinets, {
    name: 'Мой Озон',
    credentials: OZON_KEY,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  await app.cabinets.queue.idle();
  return response.json<{ cabinet: Cabinet }>().cabinet;
}

export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): { errorCode: string; message: string; meta?: Record<string, string> } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{
    responseStatus: { errorCode: string; message: string; meta?: Record<string, string> };
  }>();
  expect(body.responseStatus.errorCode).toBe(code);
  // Validation messages are the framework's (they name the field); every other one is Russian.
  if (code !== 'ValidationError') expect(body.responseStatus.message).toMatch(/[а-яё]/i);
  return body.responseStatus;
}

const CABINET_TABLES = [
  'cabinets',
  'listings',
  'listing_stocks',
  'listing_snapshots',
  'orders',
  'sync_runs',
  'sync_cursors',
];

/** Every row of the cabinet tables, as text: equal before and after a refused request. */
export async function cabinetTablesState(app: FastifyInstance): Promise<string> {
  const state: Record<string, unknown> = {};
  for (const table of CABINET_TABLES) {
    const rows = await app.db.execute(sql.raw(`select t::text as row from ${table} t order by 1`));
    state[table] = rows.rows;
  }
  return JSON.stringify(state);
}

export async function countRows(
  app: FastifyInstance,
  table: string,
  cabinetId: string,
): Promise<number> {
  const column =
    table === 'listing_stocks' || table === 'listing_snapshots' ? 'l.cabinet_id' : 'cabinet_id';
  const from =
    column === 'l.cabinet_id' ? `${table} t join listings l on l.id = t.listing_id` : `${table}`;
  const result = await app.db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from ${from} where ${column} = '${cabinetId}'`),
  );
  return Number(result.rows[0]?.n ?? 0);
}
