import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@marketpult/sandbox';
import type { Order } from '../../src/core/connector';
import { duplicates, readAll } from '../support/collect';
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

  it('reads 90 days in windows, each stored before the next is read: the same orders, once', async () => {
    const period = {
      from: new Date(START.getTime() - 90 * DAY).toISOString(),
      to: START.toISOString(),
    };
    const whole = await readAll<Order>((cursor) =>
      wbConnector(sandbox, 'demo', { ...fast, ordersWindowRows: 1_000_000 }).listOrders(
        period,
        cursor,
      ),
    );
    expect(whole.pages).toBe(1);

    // A fault that only holds replies back a moment: it counts the statistics requests.
    const counter = sandbox.faults.inject({
      marketplace: 'wildberries',
      path: '/api/v1/supplier/orders',
      kind: 'slow',
      delayMs: 1,
      times: 1_000,
    });
    const windowed = wbConnector(sandbox, 'demo', { ...fast, ordersWindowRows: 150 });
    const inWindows = await readAll<Order>((cursor) => windowed.listOrders(period, cursor));
    expect(inWindows.pages).toBeGreaterThan(10);
    expect(duplicates(inWindows.items.map((order) => order.externalId))).toEqual([]);
    expect(inWindows.items).toEqual(whole.items);
    // All the windows came out of one reply, read as it arrived: statistics allows 1 a minute.
    expect(sandbox.faults.fired(counter.id)).toBe(1);
    sandbox.faults.clear();
  });

  it('asked again at every window edge (a restart each time), WB answers the rest: none twice, none missed', async () => {
    const period = {
      from: new Date(START.getTime() - 30 * DAY).toISOString(),
      to: START.toISOString(),
    };
    const whole = await readAll<Order>((cursor) =>
      wbConnector(sandbox, 'demo', fast).listOrders(period, cursor),
    );
    // A connector of its own for every page: each page is a new request from the cursor's
    // dateFrom, the moment of the first row not yet stored.
    const restarted = await readAll<Order>((cursor) =>
      wbConnector(sandbox, 'demo', { ...fast, ordersWindowRows: 40 }).listOrders(period, cursor),
    );
    expect(restarted.pages).toBeGreaterThan(10);
    expect(duplicates(restarted.items.map((order) => order.externalId))).toEqual([]);
    expect(restarted.items).toEqual(whole.items);
  });

  it('a 429 when a sync resumes mid-way is waited out and the windows go on', async () => {
    const period = {
      from: new Date(START.getTime() - 20 * DAY).toISOString(),
      to: START.toISOString(),
    };
    const whole = await readAll<Order>((cursor) =>
      wbConnector(sandbox, 'demo', fast).listOrders(period, cursor),
    );
    const first = await wbConnector(sandbox, 'demo', { ...fast, ordersWindowRows: 60 }).listOrders(
      period,
      null,
    );
    expect(first.nextCursor).not.toBeNull();
    // The process died after storing the first window; the statistics API is over its limit
    // when the restarted sync asks again.
    const fault = sandbox.faults.inject({
      marketplace: 'wildberries',
      path: '/api/v1/supplier/orders',
      kind: '429',
      retryAfterSeconds: 1,
    });
    const resumed = wbConnector(sandbox, 'demo', { ...fast, ordersWindowRows: 60 });
    const rest = await readAll<Order>((cursor) =>
      resumed.listOrders(period, cursor ?? first.nextCursor),
    );
    expect(sandbox.faults.fired(fault.id)).toBe(1);
    const all = [...first.items, ...rest.items];
    expect(duplicates(all.map((order) => order.externalId))).toEqual([]);
    expect(all).toEqual(whole.items);
  });
});
