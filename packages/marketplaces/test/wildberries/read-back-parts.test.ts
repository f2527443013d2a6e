import type { Sandbox } from '@marketpult/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, Listing } from '../../src/core/connector';
import { readAll } from '../support/collect';
import { closeCheckingContract } from '../support/sandbox-contract';
import { startWbSandbox, wbConnector } from './sandbox';

/**
 * A read-back of many cards pages WB's whole price list; with `onPart` each page's cards come
 * with their stock as soon as the page is read, and the whole answer is the same as without.
 */
let sandbox: Sandbox;
let connector: Connector;
let cards: Listing[];

beforeAll(async () => {
  sandbox = await startWbSandbox({ limits: 'off', sizes: { demo: { listings: 2_100 } } });
  connector = wbConnector(sandbox, 'demo');
  cards = (await readAll((cursor) => connector.listListings(cursor))).items;
}, 120_000);

afterAll(() => closeCheckingContract(sandbox));

const refOf = (listing: Listing) => ({
  externalId: listing.externalId,
  offerId: listing.offerId,
  sku: listing.sku,
});
const byId = (listings: readonly Listing[]) =>
  [...listings].sort((a, b) => a.externalId.localeCompare(b.externalId));

describe('Wildberries readListings in parts', () => {
  it('hands over each page of the list, then answers all of it as a read without parts', async () => {
    // Every 7th card: some on each of the list's three pages.
    const refs = cards.filter((_, index) => index % 7 === 0).map(refOf);
    const parts: Listing[][] = [];
    const read = await connector.readListings(refs, { onPart: (part) => parts.push([...part]) });

    expect(parts.length).toBe(3);
    expect(byId(parts.flat())).toEqual(byId(read));
    expect(read).toHaveLength(refs.length);
    expect(read.every((listing) => listing.stocks.length > 0)).toBe(true);
    expect(byId(await connector.readListings(refs))).toEqual(byId(read));
  });

  it('a few cards are asked one by one: no parts, the answer only', async () => {
    const parts: Listing[][] = [];
    const read = await connector.readListings(cards.slice(0, 3).map(refOf), {
      onPart: (part) => parts.push([...part]),
    });
    expect(parts).toEqual([]);
    expect(read).toHaveLength(3);
  });
});
