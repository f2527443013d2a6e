import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../../src/core/errors';
import type { Card } from '../../src/wildberries/api';
import type { WbCall, WbRequest } from '../../src/wildberries/http';
import { MAX_SHEETS, wbReportedFees, wbTariffSheet } from '../../src/wildberries/tariffs';

const box = (name: string, base: string, liter: string) => ({
  warehouseName: name,
  boxDeliveryMarketplaceBase: base,
  boxDeliveryMarketplaceLiter: liter,
});

/** A scripted WB: the commission and box answers given, each call counted. */
function scripted(
  answers: { commission?: unknown; box?: unknown; fail?: ConnectorError },
  calls: WbCall[] = [],
): WbRequest {
  return (async (call: WbCall) => {
    calls.push(call);
    if (answers.fail) throw answers.fail;
    return call.path.endsWith('/commission') ? answers.commission : answers.box;
  }) as WbRequest;
}

const card = (subjectID: number, dimensions?: Card['dimensions']): Card => ({
  nmID: 1,
  subjectID,
  ...(dimensions && { dimensions }),
});

let keys = 0;
const freshKey = () => `tariffs-test-${(keys += 1)}`;

describe('Wildberries tariffs: a card’s commission and box logistics', () => {
  it('takes the FBS commission of the card’s subject and the «Маркетплейс» box row', async () => {
    const calls: WbCall[] = [];
    const request = scripted(
      {
        commission: {
          report: [
            { subjectID: 10, kgvpMarketplace: 19.5, paidStorageKgvp: 17 },
            { subjectID: 11, kgvpMarketplace: 24 },
          ],
        },
        box: {
          response: {
            data: {
              warehouseList: [
                box('Коледино', '57,5', '17,5'),
                box('Маркетплейс', '50,6', '15,4'),
                box('Где-то', '-', '-'),
              ],
            },
          },
        },
      },
      calls,
    );
    const sheet = await wbTariffSheet(request, freshKey(), new Date('2026-11-24T22:30:00Z'));
    // 01:30 on 25 November in Moscow: that day's box tariffs.
    expect(calls.map((call) => [call.path, call.query])).toEqual([
      ['/api/v1/tariffs/commission', { locale: 'ru' }],
      ['/api/v1/tariffs/box', { date: '2026-11-25' }],
    ]);
    expect(wbReportedFees(card(10, { length: 20, width: 10, height: 15 }), sheet)).toEqual({
      marketplace: 'wildberries',
      scheme: 'fbs',
      commissionPercent: 19.5,
      volumeLitres: 3,
      firstLitreRub: 50.6,
      extraLitreRub: 15.4,
    });
    // No dimensions: the commission alone; an unknown subject without dimensions: nothing.
    expect(wbReportedFees(card(11), sheet)).toMatchObject({
      commissionPercent: 24,
      volumeLitres: null,
      firstLitreRub: null,
    });
    expect(wbReportedFees(card(99), sheet)).toBeNull();
  });

  it('without a «Маркетплейс» row takes the dearest FBS tariff', async () => {
    const request = scripted({
      commission: { report: [] },
      box: {
        response: {
          data: { warehouseList: [box('Казань', '62', '18,9'), box('Коледино', '57,5', '17,5')] },
        },
      },
    });
    const sheet = await wbTariffSheet(request, freshKey());
    expect(sheet?.fbsBox).toEqual({ firstLitreRub: 62, extraLitreRub: 18.9 });
  });

  it('reads a cabinet’s sheet once an hour: the commission allows one call a minute', async () => {
    const calls: WbCall[] = [];
    const request = scripted({ commission: { report: [] }, box: {} }, calls);
    const key = freshKey();
    const at = new Date('2026-11-25T09:00:00Z');
    await wbTariffSheet(request, key, at);
    await wbTariffSheet(request, key, new Date(at.getTime() + 59 * 60_000));
    expect(calls).toHaveLength(2);
    await wbTariffSheet(request, key, new Date(at.getTime() + 61 * 60_000));
    expect(calls).toHaveLength(4);
  });

  it(`keeps at most ${MAX_SHEETS} accounts' sheets, dropping the oldest`, async () => {
    const calls: WbCall[] = [];
    const request = scripted({ commission: { report: [] }, box: {} }, calls);
    const first = freshKey();
    await wbTariffSheet(request, first);
    for (let n = 0; n < MAX_SHEETS; n += 1) await wbTariffSheet(request, freshKey());
    expect(calls).toHaveLength(2 * (MAX_SHEETS + 1));
    // The first account's sheet was dropped: it is read again.
    await wbTariffSheet(request, first);
    expect(calls).toHaveLength(2 * (MAX_SHEETS + 2));
  });

  it('a refused sheet leaves the cards without fees; an unreachable one fails the page', async () => {
    const refused = scripted({ fail: new ConnectorError('forbidden', 'no', { status: 401 }) });
    expect(await wbTariffSheet(refused, freshKey())).toBeNull();
    const down = scripted({ fail: new ConnectorError('unreachable', 'down') });
    const key = freshKey();
    await expect(wbTariffSheet(down, key)).rejects.toThrow('down');
    // A failure is not kept: the next page asks again.
    const calls: WbCall[] = [];
    await wbTariffSheet(scripted({ commission: { report: [] }, box: {} }, calls), key);
    expect(calls).toHaveLength(2);
  });
});
