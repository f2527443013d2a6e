import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@marketpult/sandbox';
import type { Order } from '../../src/core/connector';
import { readAll } from '../support/collect';
import { startWbSandbox, wbConnector } from './sandbox';
import { closeCheckingContract } from '../support/sandbox-contract';

const DAY = 86_400_000;
const START = new Date('2026-11-20T09:00:00Z');
let sandbox: Sandbox;

beforeAll(async () => {
  // Frozen: orders arrive only when the test moves the clock.
  sandbox = await startWbSandbox({
    limits: 'off',
    clock: { startAt: START, frozen: true },
    sizes: { demo: { listings: 300, ordersPerDay: 40 } },
  });
});

afterAll(() => closeCheckingContract(sandbox));

/** Statistics allows one call a minute; the sandbox's limits are off here, so is the pace. */
const fast = { limits: { statistics: { requests: 100, periodMs: 1_000, burst: 100 } } };

describe('Wildberries orders (statistics, lastChangeDate paging)', () => {
  it('lists the last 90 days to the last page, each order once, all inside the period', async () => {
    const connector = wbConnector(sandbox, 'demo', fast);
    const period = {
      from: new Date(START.getTime() - 90 * DAY).toISOString(),
      to: START.toISOString(),
    };
    const { items } = await readAll<Order>((cursor) => connector.listOrders(period, cursor));

    // ~40 orders a day over 90 days, one row per unit.
    expect(items.length).toBeGreaterThan(2_000);
    expect(new Set(items.map((order) => order.externalId)).size).toBe(items.length);
    for (const order of items) {
      expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(Date.parse(period.from));
      expect(Date.parse(order.createdAt)).toBeLessThan(Date.parse(period.to));
      expect(order.items[0]!.price).toBeGreaterThan(0);
      expect(order.total).toBe(order.items[0]!.price);
    }
    expect(items.some((order) => order.status === 'canceled')).toBe(true);
  });

  it('orders placed later appear once the sandbox clock has moved on', async () => {
    const connector = wbConnector(sandbox, 'demo', fast);
    const period = { from: START.toISOString(), to: new Date(START.getTime() + DAY).toISOString() };
    const before = await readAll<Order>((cursor) => connector.listOrders(period, cursor));
    expect(before.items).toEqual([]);

    sandbox.clock.advance(DAY);
    const after = await readAll<Order>((cursor) => connector.listOrders(period, cursor));
    expect(after.items.length).toBeGreaterThan(10);
  });
});
