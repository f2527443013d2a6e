import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@marketpult/sandbox';
import { startWbSandbox, wbConnector } from './sandbox';
import { closeCheckingContract } from '../support/sandbox-contract';

let sandbox: Sandbox;

beforeAll(async () => {
  // Frozen: a task stays in WB's buffer until the test moves the clock.
  sandbox = await startWbSandbox({
    limits: 'off',
    clock: { startAt: new Date('2026-11-20T09:00:00Z'), frozen: true },
    sizes: { demo: { listings: 30 } },
  });
});

afterAll(() => closeCheckingContract(sandbox));

describe('Wildberries price tasks not processed yet', () => {
  it('leaves the items accepted with the task id; the price shows once WB has processed it', async () => {
    const connector = wbConnector(sandbox, 'demo', {
      priceTaskWatch: { polls: 2, intervalMs: 1 },
    });
    const [listing] = (await connector.listListings(null)).items;
    const outcomes = await connector.updatePrices([
      { offerId: listing!.offerId, externalId: listing!.externalId, price: 2_000, oldPrice: null },
    ]);
    expect(outcomes).toEqual([
      { offerId: listing!.offerId, status: 'accepted', taskId: expect.stringMatching(/^\d+$/) },
    ]);
    const before = (await connector.listListings(null)).items[0]!;
    expect(before.price).toBe(listing!.price);

    sandbox.clock.advance(2_000);
    const after = (await connector.listListings(null)).items[0]!;
    expect(after.price).toBe(2_000);
    expect(after.oldPrice).toBeNull();
  });

  it('asked again later, a task says: still processing, then processed or held in quarantine', async () => {
    const connector = wbConnector(sandbox, 'demo', {
      priceTaskWatch: { polls: 1, intervalMs: 1 },
    });
    const [, fair, steep] = (await connector.listListings(null)).items;
    const writes = [
      {
        offerId: fair!.offerId,
        externalId: fair!.externalId,
        price: fair!.price! + 100,
        oldPrice: null,
      },
      // A quarter of the price: WB holds a cut to a third or less in quarantine.
      {
        offerId: steep!.offerId,
        externalId: steep!.externalId,
        price: Math.round(steep!.price! / 4),
        oldPrice: null,
      },
    ];
    const outcomes = await connector.updatePrices(writes);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['accepted', 'accepted']);
    const sent = writes.map((write, index) => {
      const outcome = outcomes[index]!;
      return { ...write, taskId: outcome.status === 'accepted' ? outcome.taskId! : '' };
    });

    expect(await connector.checkPriceTasks!(sent)).toEqual([
      { offerId: fair!.offerId, state: 'processing' },
      { offerId: steep!.offerId, state: 'processing' },
    ]);

    sandbox.clock.advance(2_000);
    expect(await connector.checkPriceTasks!(sent)).toEqual([
      { offerId: fair!.offerId, state: 'processed' },
      {
        offerId: steep!.offerId,
        state: 'rejected',
        reason: expect.stringMatching(/карантин/),
        quarantined: true,
      },
    ]);
  });
});
