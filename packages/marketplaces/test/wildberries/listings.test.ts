import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '@marketpult/sandbox';
import type { Listing } from '../../src/core/connector';
import { duplicates, readAll } from '../support/collect';
import { startWbSandbox, wbConnector } from './sandbox';
import { closeCheckingContract } from '../support/sandbox-contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startWbSandbox({ sizes: { demo: { listings: 1_000 } } });
});

afterAll(() => closeCheckingContract(sandbox));

describe('Wildberries listings (cards cursor, prices by offset, FBS stocks)', () => {
  it('reads every card to the last page, once each, with price and stock joined', async () => {
    const statuses: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      const response = await realFetch(...args);
      statuses.push(response.status);
      return response;
    });
    const connector = wbConnector(sandbox, 'demo');
    const { items, pages } = await readAll<Listing>((cursor) =>
      connector.listListings(cursor),
    ).finally(() => spy.mockRestore());

    // The sandbox's limits are on: the connector's pace (content 100/min, burst 5) meets no 429.
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(items).toHaveLength(1_000);
    expect(duplicates(items.map((item) => item.externalId))).toEqual([]);
    // 1,000 cards at 100 a page: the tenth page is full, so an eleventh (total 0 < limit) ends it.
    expect(pages).toBe(11);
    for (const item of items) {
      expect(item.offerId).not.toBe('');
      expect(item.barcodes[0]).toMatch(/^\d{13}$/);
      // The card's brand, which the sandbox also writes at the end of the card's title.
      expect(item.brand).toBeTruthy();
      expect(item.name.endsWith(`, ${item.brand}`)).toBe(true);
      expect(item.sku).toMatch(/^\d+$/);
      expect(item.price).toBeGreaterThan(0);
      expect(item.currency).toBe('RUB');
      expect(item.stocks.map((stock) => stock.warehouseName)).toEqual([
        'Склад Москва (Подольск)',
        'Склад Казань',
      ]);
      // WB's tariffs for the card: its subject's FBS commission, the «Маркетплейс» box tariff.
      expect(item.reportedFees).toMatchObject({
        marketplace: 'wildberries',
        scheme: 'fbs',
        firstLitreRub: 50.6,
        extraLitreRub: 15.4,
      });
    }
    const commissions = items.map((item) =>
      item.reportedFees?.marketplace === 'wildberries' ? item.reportedFees.commissionPercent : null,
    );
    expect(commissions.every((percent) => percent !== null && percent >= 14 && percent <= 26)).toBe(
      true,
    );
    expect(new Set(commissions).size).toBeGreaterThan(5);
  });

  it('resumes from a stored cursor where the run stopped', async () => {
    const connector = wbConnector(sandbox, 'demo');
    const first = await connector.listListings(null);
    const resumed = wbConnector(sandbox, 'demo');
    const second = await resumed.listListings(first.nextCursor);
    const ids = new Set(first.items.map((item) => item.externalId));
    expect(second.items).toHaveLength(100);
    expect(second.items.some((item) => ids.has(item.externalId))).toBe(false);
  });
});
