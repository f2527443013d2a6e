import type { Reply } from '../core/types';
import { wbGatewayError } from './errors';

/**
 * Wildberries' tariffs as the sandbox sells them: its own deterministic sheet of WB's sizes, not
 * WB's published rates (which change every few weeks). The subjects are the sandbox cards' own
 * (cards.ts: subjectID 1000 + 0…96); the commission differs by subject and by sales model.
 */
const FIRST_SUBJECT = 1000;
const SUBJECTS = 97;

/** FBS («Маркетплейс») commission of a subject, %: 14–26. FBW («Склад WB») is 2 points less. */
function fbsCommission(subjectId: number): number {
  return 14 + (subjectId % 13);
}

/** GET /api/v1/tariffs/commission: every subject's commission per sales model. */
export function commissionTariffs(query: Record<string, unknown>): Reply {
  const english = query['locale'] === 'en';
  const report = Array.from({ length: SUBJECTS }, (_, i) => {
    const subjectID = FIRST_SUBJECT + i;
    const fbs = fbsCommission(subjectID);
    const parentID = 100 + (i % 7);
    return {
      kgvpBooking: fbs,
      kgvpMarketplace: fbs,
      kgvpPickup: fbs,
      kgvpSupplier: fbs - 1,
      kgvpSupplierExpress: fbs + 2,
      paidStorageKgvp: fbs - 2,
      parentID,
      parentName: english ? `Category ${parentID}` : `Категория ${parentID}`,
      subjectID,
      subjectName: english ? `Subject ${subjectID}` : `Предмет ${subjectID}`,
    };
  });
  return { status: 200, body: { report } };
}

/** WB's decimal strings: a comma for the point, as its box tariffs are sent. */
const wbDecimal = (value: number): string => String(value).replace('.', ',');

/**
 * Box tariffs per warehouse (coefficients already applied, as WB sends them). «Маркетплейс» is
 * the row of FBS logistics from a seller's own warehouse; WB's warehouses carry FBW figures and
 * their own FBS ones.
 */
const BOX_WAREHOUSES = [
  {
    name: 'Коледино',
    geo: 'Центральный федеральный округ',
    base: 46,
    liter: 14,
    fbs: [57.5, 17.5],
  },
  {
    name: 'Казань',
    geo: 'Приволжский федеральный округ',
    base: 52.8,
    liter: 16.1,
    fbs: [62, 18.9],
  },
  { name: 'Маркетплейс', geo: '', base: 0, liter: 0, fbs: [50.6, 15.4] },
] as const;

/** GET /api/v1/tariffs/box?date=YYYY-MM-DD: the tariffs in force on that day (the same every day). */
export function boxTariffs(query: Record<string, unknown>): Reply {
  const date = typeof query['date'] === 'string' ? query['date'] : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    return wbGatewayError(400, 'Bad Request', 'Invalid date param');
  }
  const warehouseList = BOX_WAREHOUSES.map((w) => ({
    boxDeliveryBase: w.base > 0 ? wbDecimal(w.base) : '-',
    boxDeliveryCoefExpr: w.base > 0 ? '100' : '-',
    boxDeliveryLiter: w.liter > 0 ? wbDecimal(w.liter) : '-',
    boxDeliveryMarketplaceBase: wbDecimal(w.fbs[0]),
    boxDeliveryMarketplaceCoefExpr: '110',
    boxDeliveryMarketplaceLiter: wbDecimal(w.fbs[1]),
    boxStorageBase: w.base > 0 ? '0,08' : '-',
    boxStorageCoefExpr: w.base > 0 ? '100' : '-',
    boxStorageLiter: w.base > 0 ? '0,08' : '-',
    geoName: w.geo,
    warehouseName: w.name,
  }));
  return {
    status: 200,
    body: { response: { data: { dtNextBox: '', dtTillMax: date, warehouseList } } },
  };
}
