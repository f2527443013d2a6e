import type { WildberriesReportedFees } from '../core/connector';
import { refusedAs } from '../core/errors';
import { moscowDate } from '../core/moscow-time';
import { toNumber } from '../core/numbers';
import type { BoxTariffsReply, Card, CommissionReply } from './api';
import type { WbRequest } from './http';

/** What a card's fees are read from: the commission per subject and the FBS box tariff. */
export interface WbTariffSheet {
  /** FBS («Маркетплейс») commission by subjectID, %. */
  readonly fbsCommission: ReadonlyMap<number, number>;
  /** FBS box logistics, ₽: the first litre and each further litre; null if WB sent none. */
  readonly fbsBox: { readonly firstLitreRub: number; readonly extraLitreRub: number } | null;
}

/** WB's tariffs are strings with a decimal comma ("11,2"), "-" where there is no tariff. */
function wbDecimal(value: string | undefined): number | null {
  if (value === undefined) return null;
  const parsed = toNumber(value.replace(',', '.'));
  return parsed !== null && parsed >= 0 ? parsed : null;
}

/**
 * The FBS box tariff: WB's «Маркетплейс» row where it sends one (logistics from a seller's own
 * warehouse), else the dearest FBS tariff among its warehouses, the cautious end, as Ozon's
 * trunk route is taken at its upper bound.
 */
function fbsBoxOf(reply: BoxTariffsReply): WbTariffSheet['fbsBox'] {
  const rows = (reply.response?.data?.warehouseList ?? []).flatMap((row) => {
    const first = wbDecimal(row.boxDeliveryMarketplaceBase);
    const extra = wbDecimal(row.boxDeliveryMarketplaceLiter);
    return first === null || extra === null
      ? []
      : [{ name: row.warehouseName ?? '', firstLitreRub: first, extraLitreRub: extra }];
  });
  const own = rows.find((row) => row.name === 'Маркетплейс');
  const chosen = own ?? rows.sort((a, b) => b.firstLitreRub - a.firstLitreRub)[0];
  return chosen
    ? { firstLitreRub: chosen.firstLitreRub, extraLitreRub: chosen.extraLitreRub }
    : null;
}

/** A refusal that only costs the fees (a token WB does not let read them): no sheet. */
const onlyFees = refusedAs(null, ['forbidden', 'bad_request']);

/**
 * WB's commission table and today's box tariffs: two calls, the commission's limit of its own
 * is 1 a minute (burst 2) per seller account, so a sheet is kept for SHEET_TTL_MS per account
 * (`key`: the API address and the token) and shared by the runs and connectors in that time.
 * WB changes its tariffs at most daily. At most MAX_SHEETS are kept (a sheet is a few hundred
 * KB: WB's thousands of subjects), the oldest dropped first, expired ones at the next call. A
 * refusal leaves the cards without fees instead of failing the sync; other failures
 * (unreachable, over a limit) fail the page as any call does, and are not kept.
 */
export function wbTariffSheet(
  request: WbRequest,
  key: string,
  now = new Date(),
): Promise<WbTariffSheet | null> {
  for (const [kept, { at }] of SHEETS) {
    if (now.getTime() - at >= SHEET_TTL_MS) SHEETS.delete(kept);
  }
  const kept = SHEETS.get(key);
  if (kept) return kept.sheet;
  const sheet = readSheet(request, now);
  SHEETS.set(key, { at: now.getTime(), sheet });
  if (SHEETS.size > MAX_SHEETS) SHEETS.delete(SHEETS.keys().next().value!);
  sheet.catch(() => SHEETS.delete(key));
  return sheet;
}

export const SHEET_TTL_MS = 3_600_000;
/** Accounts whose sheets are kept at once: ~100 × a few hundred KB at most. */
export const MAX_SHEETS = 100;
/** Oldest first (a Map keeps the order of insertion). */
const SHEETS = new Map<string, { at: number; sheet: Promise<WbTariffSheet | null> }>();

async function readSheet(request: WbRequest, now: Date): Promise<WbTariffSheet | null> {
  const [commission, box] = await Promise.all([
    request<CommissionReply>({
      method: 'GET',
      path: '/api/v1/tariffs/commission',
      group: 'tariffsCommission',
      readOnly: true,
      query: { locale: 'ru' },
    }).catch(onlyFees),
    request<BoxTariffsReply>({
      method: 'GET',
      path: '/api/v1/tariffs/box',
      group: 'tariffsBox',
      readOnly: true,
      // Today in Moscow: the day whose box tariffs apply.
      query: { date: moscowDate(now.getTime()) },
    }).catch(onlyFees),
  ]);
  if (!commission && !box) return null;
  const fbsCommission = new Map<number, number>();
  for (const row of commission?.report ?? []) {
    const percent = 'kgvpMarketplace' in row ? toNumber(row.kgvpMarketplace) : null;
    if (row.subjectID !== undefined && percent !== null) fbsCommission.set(row.subjectID, percent);
  }
  return { fbsCommission, fbsBox: box ? fbsBoxOf(box) : null };
}

/** The card's volume in litres from its declared dimensions (cm); null without all three. */
function volumeLitres(card: Card): number | null {
  const { length, width, height } = card.dimensions ?? {};
  const sides = [length, width, height].map(toNumber);
  if (!sides.every((side) => side !== null && side > 0)) return null;
  const [l, w, h] = sides as number[];
  return Math.round(((l! * w! * h!) / 1000) * 1000) / 1000;
}

/** One card's fees from the sheet; null where WB gave none for it. */
export function wbReportedFees(
  card: Card,
  sheet: WbTariffSheet | null,
): WildberriesReportedFees | null {
  if (!sheet) return null;
  const commissionPercent =
    card.subjectID === undefined ? null : (sheet.fbsCommission.get(card.subjectID) ?? null);
  const litres = sheet.fbsBox ? volumeLitres(card) : null;
  if (commissionPercent === null && litres === null) return null;
  return {
    marketplace: 'wildberries',
    scheme: 'fbs',
    commissionPercent,
    volumeLitres: litres,
    firstLitreRub: litres === null ? null : sheet.fbsBox!.firstLitreRub,
    extraLitreRub: litres === null ? null : sheet.fbsBox!.extraLitreRub,
  };
}
