import { ordersBetween, type TimelineOrder } from '../core/order-timeline';
import { hash32, pick, unit } from '../core/random';
import type { Reply } from '../core/types';
import { discounted } from './price-book';
import type { WbShop } from './shops';

/** WB's conditional cap of rows per reply of /api/v1/supplier/orders (flag=0). */
export const STATISTICS_ROW_CAP = 80_000;
const HOUR = 3_600_000;
const MOSCOW_OFFSET_MS = 3 * HOUR;
/** A cancelled order's row changes this long after it was placed. */
const CANCEL_AFTER_MS = 2 * HOUR;

const REGIONS = [
  ['Центральный федеральный округ', 'Московская область'],
  ['Приволжский федеральный округ', 'Республика Татарстан'],
  ['Уральский федеральный округ', 'Свердловская область'],
  ['Северо-Западный федеральный округ', 'Санкт-Петербург'],
] as const;
const WB_WAREHOUSES = ['Коледино', 'Электросталь', 'Казань', 'Екатеринбург - Испытателей 14г'];

/**
 * GET /api/v1/supplier/orders: one row per unit ordered, changed since `dateFrom` (flag=0),
 * oldest change first, at most 80,000 rows; or the orders placed on dateFrom's day (flag=1).
 * Times are Moscow time without a zone, as WB sends them (specs/ERRATA.md: the file's
 * date-time is normalised to allow it).
 */
export function supplierOrders(
  shop: WbShop,
  query: Readonly<Record<string, string | string[]>>,
  now: Date,
): Reply {
  const rawFrom = String(query.dateFrom ?? '');
  const from = parseMoscow(rawFrom);
  if (from === undefined) {
    return { status: 400, body: { errors: [`dateFrom: invalid date ${rawFrom}`] } };
  }
  if (from > now.getTime() + 24 * HOUR) {
    return { status: 400, body: { errors: ['dateFrom: date is in the future'] } };
  }
  const byDay = String(query.flag ?? '0') === '1';
  const since = byDay ? startOfMoscowDay(from) : from - CANCEL_AFTER_MS;
  const until = byDay ? startOfMoscowDay(from) + 24 * HOUR : now.getTime() + 1;
  const rows = ordersBetween(shop.timeline, new Date(since), new Date(until), now)
    .flatMap((order) => rowsOf(shop, order, now))
    .filter((row) => byDay || row.changedAt >= from)
    .sort((a, b) => a.changedAt - b.changedAt || a.row.srid.localeCompare(b.row.srid))
    .slice(0, byDay ? undefined : STATISTICS_ROW_CAP)
    .map(({ row }) => row);
  return { status: 200, body: rows };
}

function rowsOf(shop: WbShop, order: TimelineOrder, now: Date) {
  const placed = order.createdAt.getTime();
  const cancelledAt = placed + CANCEL_AFTER_MS;
  const cancelled = order.cancelled && cancelledAt <= now.getTime();
  const changedAt = cancelled ? cancelledAt : placed;
  const [okrug, region] = pick(shop.timeline.seed, REGIONS, shop.timeline.shop, order.number, 'r');
  const fromWb = unit(shop.timeline.seed, shop.timeline.shop, order.number, 'fbo') < 0.7;
  return order.items.flatMap((item, line) =>
    Array.from({ length: item.quantity }, (_, unitNo) => {
      const product = shop.state.product(item.productIndex);
      const price = shop.prices.current(item.productIndex);
      const withDiscount = discounted(price);
      const spp = 5 + (hash32(shop.timeline.seed, order.number, 'spp') % 20);
      const srid = `${order.number}${line}${unitNo}.${shop.nmBase % 1000}.0.${order.number}`;
      return {
        changedAt,
        row: {
          date: moscow(placed),
          lastChangeDate: moscow(changedAt),
          warehouseName: fromWb
            ? pick(shop.timeline.seed, WB_WAREHOUSES, shop.timeline.shop, order.number, 'wh')
            : shop.state.warehouses[0]!.name,
          warehouseType: fromWb ? 'Склад WB' : 'Склад продавца',
          countryName: 'Россия',
          oblastOkrugName: okrug,
          regionName: region,
          supplierArticle: product.article,
          nmId: shop.nmBase + item.productIndex,
          barcode: product.barcode,
          category: product.category,
          subject: product.name.split(' ')[0]!,
          brand: product.brand,
          techSize: '0',
          incomeID: 0,
          isSupply: false,
          isRealization: true,
          totalPrice: price.price,
          discountPercent: price.discount,
          spp,
          finishedPrice: Math.round(withDiscount * (100 - spp)) / 100,
          priceWithDisc: withDiscount,
          isCancel: cancelled,
          cancelDate: cancelled ? moscow(cancelledAt) : NEVER,
          sticker: '',
          gNumber: `${shop.nmBase}${order.number}`,
          srid,
        },
      };
    }),
  );
}

/** `2026-11-24T12:00:00` for 09:00 UTC: Moscow time without a zone, as WB sends it. */
function moscow(ms: number): string {
  return new Date(ms + MOSCOW_OFFSET_MS).toISOString().slice(0, 19);
}

/** WB's cancelDate of an order that was not cancelled. */
const NEVER = '0001-01-01T00:00:00';

/** A date or date-time; without a zone it is Moscow time (the file's text). */
function parseMoscow(value: string): number | undefined {
  if (!value) return undefined;
  const withTime = /T/.test(value) ? value : `${value}T00:00:00`;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(withTime) ? withTime : `${withTime}+03:00`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? undefined : ms;
}

function startOfMoscowDay(ms: number): number {
  const local = ms + MOSCOW_OFFSET_MS;
  return local - (local % (24 * HOUR)) - MOSCOW_OFFSET_MS;
}
