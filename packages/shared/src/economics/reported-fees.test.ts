import { describe, expect, it } from 'vitest';
import { computeUnitEconomics } from './engine';
import {
  ozonListingFees,
  wildberriesListingFees,
  wildberriesLogisticsRub,
  yandexListingFees,
} from './reported-fees';

describe('ozonListingFees', () => {
  // The fields of Ozon's /v5/product/info/prices item (ItemCommissionsv5), as Ozon sends them.
  const item = {
    acquiring: 45,
    commissions: {
      sales_percent_fbo: 19,
      sales_percent_fbs: 21,
      fbo_direct_flow_trans_min_amount: 41,
      fbo_direct_flow_trans_max_amount: 63,
      fbs_direct_flow_trans_max_amount: 70,
      fbo_deliv_to_customer_amount: 164.45,
      fbs_deliv_to_customer_amount: 170,
      fbo_return_flow_amount: 50,
      fbs_return_flow_amount: 55,
      fbs_first_mile_max_amount: 25,
    },
  };

  it('maps FBO fields, acquiring as a share of the reported price', () => {
    expect(ozonListingFees(item, 'fbo', 3000)).toEqual({
      commissionPercent: 19,
      logisticsRub: 63,
      lastMilePercent: 0,
      lastMileMinRub: 164.45,
      lastMileMaxRub: 0,
      returnLogisticsRub: 50,
      acquiringPercent: 1.5,
    });
  });

  it('maps FBS fields with the processing of the shipment', () => {
    expect(ozonListingFees(item, 'fbs', 3000)).toMatchObject({
      commissionPercent: 21,
      logisticsRub: 70,
      lastMileMinRub: 170,
      returnLogisticsRub: 55,
      fulfilmentRub: 25,
    });
  });

  it('leaves out what Ozon did not send, so the defaults stay', () => {
    expect(ozonListingFees({ commissions: null }, 'fbo', 1000)).toEqual({});
    expect(ozonListingFees({ acquiring: 10 }, 'fbo', 0)).toEqual({});
  });

  it('feeds the engine: the last mile stays the reported amount at any price', () => {
    const fees = ozonListingFees(item, 'fbo', 3000);
    const r = computeUnitEconomics({ marketplace: 'ozon', price: 2500, costPrice: 1000, fees });
    expect(r.lastMileRub).toBe(164.45);
    expect(r.acquiringRub).toBe(37.5);
  });
});

describe('yandexListingFees', () => {
  it('adds services of one kind and turns FEE and payments into percents', () => {
    const tariffs = [
      { type: 'FEE', amount: 418.8 },
      { type: 'AGENCY_COMMISSION', amount: 20.94 },
      { type: 'PAYMENT_TRANSFER', amount: 41.88 },
      { type: 'DELIVERY_TO_CUSTOMER', amount: 0.1 },
      { type: 'MIDDLE_MILE', amount: 0.2 },
      { type: 'SORTING', amount: 30 },
      { type: 'SOMETHING_NEW', amount: 999 },
      { type: 'EXPRESS_DELIVERY' },
    ];
    expect(yandexListingFees(tariffs, 3490)).toEqual({
      commissionPercent: 12,
      acquiringPercent: 1.8,
      logisticsRub: 0.3,
      fulfilmentRub: 30,
    });
  });
});

describe('wildberriesLogisticsRub', () => {
  it('charges the first litre and each further litre', () => {
    expect(wildberriesLogisticsRub(3, 48, 11.2)).toBe(70.4);
    expect(wildberriesLogisticsRub(0.5, 48, 11.2)).toBe(48);
    expect(wildberriesLogisticsRub(2.5, 46, 14)).toBe(67);
  });

  it('gives null for a value it cannot use', () => {
    expect(wildberriesLogisticsRub(Number.NaN, 48, 11.2)).toBeNull();
    expect(wildberriesLogisticsRub(1, -48, 11.2)).toBeNull();
  });
});

describe('wildberriesListingFees', () => {
  it("takes the subject's commission and the box logistics for the card's volume", () => {
    expect(
      wildberriesListingFees({
        commissionPercent: 19.5,
        volumeLitres: 3,
        firstLitreRub: 50.6,
        extraLitreRub: 15.4,
      }),
    ).toEqual({ commissionPercent: 19.5, logisticsRub: 81.4 });
  });

  it('leaves out what WB did not give, so the defaults stay', () => {
    expect(wildberriesListingFees({ commissionPercent: 24, volumeLitres: null })).toEqual({
      commissionPercent: 24,
    });
    expect(wildberriesListingFees({})).toEqual({});
  });
});
