import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../../src/core/errors';
import type { YmCall } from '../../src/yandex/http';
import { MAX_SPLIT_CALLS, readYandexTariffs } from '../../src/yandex/tariffs';

const shop = { campaignId: '21000001', businessId: '11000001' };

/** An offer mapping as offer-mappings answers it; `sized: false` leaves out the dimensions. */
function mapping(index: number, sized = true) {
  return {
    offer: {
      offerId: `OFFER-${index}`,
      basicPrice: {
        value: 1000 + index,
        currencyId: 'RUR' as const,
        updatedAt: '2026-11-01T09:00:00+03:00',
      },
      ...(sized && { weightDimensions: { length: 20, width: 10, height: 5, weight: 0.4 } }),
    },
    mapping: { marketCategoryId: 91_000 + index },
  };
}

interface Asked {
  path: string;
  body: { parameters: { campaignId?: number }; offers: { categoryId: number; price: number }[] };
}

/**
 * A scripted calculator: each offer's FEE is its category id's last digits in roubles. It
 * refuses a whole batch (400) holding a category of `refused`, as Маркет does for a category
 * it does not price.
 */
function scripted(asked: Asked[], fail?: ConnectorError, refused = new Set<number>()): YmCall {
  return (async (_method: string, path: string, options: { body: Asked['body'] }) => {
    asked.push({ path, body: options.body });
    if (fail) throw fail;
    if (options.body.offers.some((offer) => refused.has(offer.categoryId))) {
      throw new ConnectorError('bad_request', 'category not priced', { status: 400 });
    }
    return {
      status: 'OK',
      result: {
        offers: options.body.offers.map((offer) => ({
          offer,
          tariffs: [{ type: 'FEE', amount: offer.categoryId % 1000, parameters: [] }],
        })),
      },
    };
  }) as unknown as YmCall;
}

describe('Yandex Market tariffs: the services of a page of offers', () => {
  it("asks the shop store's calculator in batches of 200, in order, and keys the answer by offer", async () => {
    const asked: Asked[] = [];
    const rows = Array.from({ length: 450 }, (_, index) => mapping(index));
    const fees = await readYandexTariffs(scripted(asked), shop, rows);
    expect(asked.map(({ body }) => body.offers.length)).toEqual([200, 200, 50]);
    expect(asked.every(({ path }) => path === '/v2/tariffs/calculate')).toBe(true);
    expect(asked[0]!.body.parameters).toEqual({ campaignId: 21000001 });
    expect(fees.size).toBe(450);
    expect(fees.get('OFFER-321')).toEqual({
      marketplace: 'yandex',
      price: 1321,
      tariffs: [{ type: 'FEE', amount: 321 }],
    });
  });

  it('leaves out an offer the calculator cannot price: no category or no dimensions', async () => {
    const asked: Asked[] = [];
    const unmapped = { ...mapping(2), mapping: {} };
    const rows = [mapping(1), mapping(3, false), unmapped];
    const fees = await readYandexTariffs(scripted(asked), shop, rows);
    expect(asked[0]!.body.offers.map((offer) => offer.categoryId)).toEqual([91_001]);
    expect([...fees.keys()]).toEqual(['OFFER-1']);
  });

  it.each([
    ['forbidden', 403],
    ['bad_request', 400],
  ] as const)(
    'a %s answer leaves the page without fees rather than failing the sync',
    async (kind, status) => {
      const fees = await readYandexTariffs(
        scripted([], new ConnectorError(kind, 'refused', { status })),
        shop,
        [mapping(1)],
      );
      expect(fees.size).toBe(0);
    },
  );

  it.each([0, 137, 199])(
    'finds the offer a refused batch holds by halves (at %i), and prices all the others',
    async (bad) => {
      const asked: Asked[] = [];
      const rows = Array.from({ length: 200 }, (_, index) => mapping(index));
      const refused = new Set([91_000 + bad]);
      const fees = await readYandexTariffs(scripted(asked, undefined, refused), shop, rows);
      expect(fees.size).toBe(199);
      expect(fees.has(`OFFER-${bad}`)).toBe(false);
      // 200 → 100 → 50 → 25 → 13 → 7 → 4 → 2 → 1: two calls a halving after the first.
      expect(asked.length).toBeLessThanOrEqual(1 + MAX_SPLIT_CALLS);
    },
  );

  it('spends at most MAX_SPLIT_CALLS a page on refused batches, then leaves the rest', async () => {
    const asked: Asked[] = [];
    const rows = Array.from({ length: 200 }, (_, index) => mapping(index));
    const everyTenth = new Set(
      rows.map((_, index) => 91_000 + index).filter((id) => id % 10 === 0),
    );
    const fees = await readYandexTariffs(scripted(asked, undefined, everyTenth), shop, rows);
    expect(asked.length).toBeLessThanOrEqual(1 + MAX_SPLIT_CALLS);
    for (const key of fees.keys()) expect(Number(key.slice('OFFER-'.length)) % 10).not.toBe(0);
  });

  it("stops asking once Маркет refuses the key's scope: every batch would be refused", async () => {
    const asked: Asked[] = [];
    const rows = Array.from({ length: 450 }, (_, index) => mapping(index));
    const forbidden = new ConnectorError('forbidden', 'no scope', { status: 403 });
    expect((await readYandexTariffs(scripted(asked, forbidden), shop, rows)).size).toBe(0);
    expect(asked).toHaveLength(1);
  });

  it('an unreachable calculator fails the page, which the sync retries', async () => {
    await expect(
      readYandexTariffs(scripted([], new ConnectorError('unreachable', 'down')), shop, [
        mapping(1),
      ]),
    ).rejects.toThrow('down');
  });
});
