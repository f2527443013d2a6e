import type { MarketplaceFees } from './types';

/**
 * The marketplaces' own per-listing figures turned into `fees` for the engine. Shapes are the
 * fields we read, so the server passes its API objects as they are. Amounts reported at the
 * current price that are in truth shares of it (Yandex's FEE, Ozon's acquiring) become percents
 * of that price, so the calculator can move the price and keep them proportional.
 */

/** A share of the price, %, to 6 decimals (a millionth of a percent is far below a kopeck). */
function percentOf(amount: number, price: number): number {
  return Math.round((amount / price) * 100 * 1e6) / 1e6;
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Ozon `/v5/product/info/prices` item fields (ItemCommissionsv5 and `acquiring`). */
export interface OzonReportedPrices {
  acquiring?: number | null;
  commissions?: {
    sales_percent_fbo?: number | null;
    sales_percent_fbs?: number | null;
    fbo_direct_flow_trans_max_amount?: number | null;
    fbs_direct_flow_trans_max_amount?: number | null;
    fbo_deliv_to_customer_amount?: number | null;
    fbs_deliv_to_customer_amount?: number | null;
    fbo_return_flow_amount?: number | null;
    fbs_return_flow_amount?: number | null;
    fbs_first_mile_max_amount?: number | null;
  } | null;
}

/**
 * Ozon's fees for one listing under FBO or FBS at `price` (the price they were reported for).
 * The upper bound of the trunk route (магистраль «до») is taken, the dearer end. The last mile
 * comes as an amount, so it stays fixed; acquiring comes as the largest amount in roubles, so it
 * becomes a percent of the price. Fields Ozon leaves out keep the defaults.
 */
export function ozonListingFees(
  item: OzonReportedPrices,
  scheme: 'fbo' | 'fbs',
  price: number,
): Partial<MarketplaceFees> {
  const c = item.commissions ?? {};
  const fbo = scheme === 'fbo';
  const fees: Partial<MarketplaceFees> = {};
  const commission = fbo ? c.sales_percent_fbo : c.sales_percent_fbs;
  const trunk = fbo ? c.fbo_direct_flow_trans_max_amount : c.fbs_direct_flow_trans_max_amount;
  const lastMile = fbo ? c.fbo_deliv_to_customer_amount : c.fbs_deliv_to_customer_amount;
  const back = fbo ? c.fbo_return_flow_amount : c.fbs_return_flow_amount;
  if (finite(commission)) fees.commissionPercent = commission;
  if (finite(trunk)) fees.logisticsRub = trunk;
  if (finite(lastMile)) {
    Object.assign(fees, { lastMilePercent: 0, lastMileMinRub: lastMile, lastMileMaxRub: 0 });
  }
  if (finite(back)) fees.returnLogisticsRub = back;
  if (!fbo && finite(c.fbs_first_mile_max_amount)) fees.fulfilmentRub = c.fbs_first_mile_max_amount;
  if (finite(item.acquiring) && price > 0) fees.acquiringPercent = percentOf(item.acquiring, price);
  return fees;
}

/** One service of Yandex Market's `POST /v2/tariffs/calculate` answer (CalculatedTariffDTO). */
export interface YandexReportedTariff {
  type: string;
  amount?: number | null;
}

/** Which fee each Yandex service is; services not listed are not per-unit sales costs. */
const YANDEX_SERVICE_FEE: Readonly<Record<string, keyof MarketplaceFees>> = Object.freeze({
  FEE: 'commissionPercent', // размещение товара, a share of the price
  AGENCY_COMMISSION: 'acquiringPercent', // приём платежа
  PAYMENT_TRANSFER: 'acquiringPercent', // перевод платежа
  DELIVERY_TO_CUSTOMER: 'logisticsRub',
  CROSSREGIONAL_DELIVERY: 'logisticsRub',
  EXPRESS_DELIVERY: 'logisticsRub',
  MIDDLE_MILE: 'logisticsRub',
  SORTING: 'fulfilmentRub', // обработка заказа
  ITEM_BOOKING: 'fulfilmentRub',
});

const PERCENT_FEES: ReadonlySet<keyof MarketplaceFees> = new Set([
  'commissionPercent',
  'acquiringPercent',
]);

/**
 * Yandex Market's fees for one offer from the tariffs it calculated at `price`. Services of one
 * kind add up (two delivery legs are one logistics line); the commission and payment services
 * become percents of the price. Nothing reported, nothing set: the defaults stay.
 */
export function yandexListingFees(
  tariffs: readonly YandexReportedTariff[],
  price: number,
): Partial<MarketplaceFees> {
  // Summed in whole kopecks, so that 0.1 + 0.2 ₽ stays 30 kopecks.
  const totals = new Map<keyof MarketplaceFees, number>();
  for (const { type, amount } of tariffs) {
    const fee = YANDEX_SERVICE_FEE[type];
    if (fee === undefined || !finite(amount)) continue;
    totals.set(fee, (totals.get(fee) ?? 0) + Math.round(amount * 100));
  }
  const fees: Partial<MarketplaceFees> = {};
  for (const [fee, kopecks] of totals) {
    if (!PERCENT_FEES.has(fee)) fees[fee] = kopecks / 100;
    else if (price > 0) fees[fee] = percentOf(kopecks / 100, price);
  }
  return fees;
}

/**
 * WB box logistics for an item of `volumeLitres`: the warehouse's first-litre tariff plus the
 * further-litre tariff for each litre above one (WB's tariffs API, `boxDeliveryBase` and
 * `boxDeliveryLiter`, already multiplied by the warehouse coefficient). WB's rounding of
 * fractional litres is not in the research: the volume is taken as is (an assumption).
 */
export function wildberriesLogisticsRub(
  volumeLitres: number,
  firstLitreRub: number,
  extraLitreRub: number,
): number | null {
  if (![volumeLitres, firstLitreRub, extraLitreRub].every(finite)) return null;
  const extraKopecks = Math.max(0, volumeLitres - 1) * Math.round(extraLitreRub * 100);
  return (Math.round(firstLitreRub * 100) + Math.round(extraKopecks)) / 100;
}

/** What Wildberries' tariffs say of one card (the connector's WildberriesReportedFees). */
export interface WildberriesReportedTariffs {
  commissionPercent?: number | null;
  volumeLitres?: number | null;
  firstLitreRub?: number | null;
  extraLitreRub?: number | null;
}

/**
 * Wildberries' fees for one card: its subject's commission, and the box logistics for its
 * volume at the reported tariff. Figures WB left out keep the defaults.
 */
export function wildberriesListingFees(
  reported: WildberriesReportedTariffs,
): Partial<MarketplaceFees> {
  const fees: Partial<MarketplaceFees> = {};
  if (finite(reported.commissionPercent)) fees.commissionPercent = reported.commissionPercent;
  const logistics = wildberriesLogisticsRub(
    reported.volumeLitres ?? Number.NaN,
    reported.firstLitreRub ?? Number.NaN,
    reported.extraLitreRub ?? Number.NaN,
  );
  if (logistics !== null) fees.logisticsRub = logistics;
  return fees;
}
