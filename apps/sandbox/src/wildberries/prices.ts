import type { Reply } from '../core/types';
import { wbPricesError } from './errors';
import { discounted, type PriceTask } from './price-book';
import { indexOfNmId, type WbShop } from './shops';

type Query = Readonly<Record<string, string | string[]>>;

const MAX_GOODS = 1000;

function numberOf(query: Query, name: string): number | undefined {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined ? undefined : Number(value);
}

const ok = (data: unknown): Reply => ({ status: 200, body: { data, error: false, errorText: '' } });

/** GET /api/v2/list/goods/filter: goods by offset/limit (or one by filterNmID). */
export function listGoods(shop: WbShop, query: Query, now: Date): Reply {
  const limit = numberOf(query, 'limit') ?? MAX_GOODS;
  const offset = numberOf(query, 'offset') ?? 0;
  const only = numberOf(query, 'filterNmID');
  let indexes: number[];
  if (only !== undefined) {
    const index = indexOfNmId(shop, only);
    indexes = index === undefined ? [] : [index];
  } else {
    indexes = [];
    for (let i = offset; i < Math.min(shop.state.listings, offset + limit); i += 1) indexes.push(i);
  }
  shop.prices.processDue(now);
  const listGoods = indexes.map((index) => {
    const product = shop.state.product(index);
    const current = shop.prices.current(index);
    const price = discounted(current);
    return {
      nmID: shop.nmBase + index,
      vendorCode: product.article,
      sizes: [
        {
          sizeID: shop.chrtBase + index,
          price: current.price,
          discountedPrice: price,
          clubDiscountedPrice: price,
          techSizeName: '0',
        },
      ],
      currencyIsoCode4217: 'RUB',
      discount: current.discount,
      clubDiscount: 0,
      editableSizePrice: false,
      isBadTurnover: false,
    };
  });
  return ok({ listGoods });
}

interface UploadBody {
  data: { nmID: number; price?: number; discount?: number }[];
}

/** POST /api/v2/upload/task: a task for up to 1000 goods, processed later (price-book.ts). */
export function uploadTask(shop: WbShop, body: UploadBody, now: Date): Reply {
  const goods = body.data;
  if (goods.length === 0) return wbPricesError(400, 'Empty data');
  if (goods.length > MAX_GOODS) return wbPricesError(400, 'Upload limit exceeded');
  const ids = new Set(goods.map((good) => good.nmID));
  if (ids.size !== goods.length) return wbPricesError(400, 'Duplicate item nos');
  if (goods.every((good) => good.price === undefined && good.discount === undefined)) {
    return wbPricesError(400, 'Price and discount not specified');
  }
  const bad = goods.find(
    (good) =>
      (good.price !== undefined && good.price <= 0) ||
      (good.discount !== undefined && (good.discount < 0 || good.discount > 99)),
  );
  if (bad) return wbPricesError(400, `Invalid price or discount value (nmID ${bad.nmID})`);
  if (goods.every((good) => indexOfNmId(shop, good.nmID) === undefined)) {
    return wbPricesError(
      400,
      'All item nos are specified incorrectly, or the specified prices and discounts are already set',
    );
  }
  shop.prices.processDue(now);
  const task = shop.prices.upload(
    goods.map((good) => {
      const index = indexOfNmId(shop, good.nmID);
      const current = index === undefined ? { price: 0, discount: 0 } : shop.prices.current(index);
      return {
        nmID: good.nmID,
        index,
        price: good.price ?? current.price,
        discount: good.discount ?? current.discount,
      };
    }),
    now,
  );
  return ok({ id: task.id, alreadyExists: false });
}

function taskSummary(task: PriceTask, status: number) {
  return {
    uploadID: task.id,
    status,
    uploadDate: task.uploadedAt.toISOString(),
    activationDate: task.activateAt.toISOString(),
    overAllGoodsNumber: task.goods.length,
    successGoodsNumber: task.goods.filter((good) => good.status === 2).length,
  };
}

/** GET /api/v2/history/tasks: a processed task (3 all applied, 5 some errors, 6 all errors). */
export function historyTask(shop: WbShop, query: Query, now: Date): Reply {
  const task = shop.prices.task(numberOf(query, 'uploadID') ?? -1, now);
  if (!task?.processed) return ok(null);
  const failed = task.goods.filter((good) => good.status === 3).length;
  const status = failed === 0 ? 3 : failed === task.goods.length ? 6 : 5;
  return ok(taskSummary(task, status));
}

/** GET /api/v2/buffer/tasks: a task still waiting to be processed (status 1). */
export function bufferTask(shop: WbShop, query: Query, now: Date): Reply {
  const task = shop.prices.task(numberOf(query, 'uploadID') ?? -1, now);
  if (!task || task.processed) return ok(null);
  return ok(taskSummary(task, 1));
}

function taskGoods(shop: WbShop, task: PriceTask, query: Query) {
  const limit = numberOf(query, 'limit') ?? MAX_GOODS;
  const offset = numberOf(query, 'offset') ?? 0;
  return task.goods.slice(offset, offset + limit).map((good) => ({
    nmID: good.nmID,
    vendorCode: good.index === undefined ? '' : shop.state.product(good.index).article,
    sizeID: good.index === undefined ? 0 : shop.chrtBase + good.index,
    techSizeName: '0',
    price: good.price,
    currencyIsoCode4217: 'RUB',
    discount: good.discount,
    clubDiscount: 0,
    status: good.status,
    errorText: good.errorText,
  }));
}

/** GET /api/v2/history/goods/task: the goods of a processed task, with their errors. */
export function historyGoods(shop: WbShop, query: Query, now: Date): Reply {
  const uploadID = numberOf(query, 'uploadID') ?? -1;
  const task = shop.prices.task(uploadID, now);
  const historyGoods = task?.processed ? taskGoods(shop, task, query) : [];
  return ok({ uploadID, historyGoods });
}

/** GET /api/v2/buffer/goods/task: the goods of a task still in the buffer. */
export function bufferGoods(shop: WbShop, query: Query, now: Date): Reply {
  const uploadID = numberOf(query, 'uploadID') ?? -1;
  const task = shop.prices.task(uploadID, now);
  const goods = task && !task.processed ? taskGoods(shop, task, query) : [];
  return ok({ uploadID, bufferGoods: goods });
}

/** GET /api/v2/quarantine/goods: prices held back for being cut too steeply. */
export function quarantineGoods(shop: WbShop, query: Query, now: Date): Reply {
  shop.prices.processDue(now);
  const limit = numberOf(query, 'limit') ?? MAX_GOODS;
  const offset = numberOf(query, 'offset') ?? 0;
  const quarantine = [...shop.prices.quarantine.values()]
    .slice(offset, offset + limit)
    .map((entry) => {
      const newPrice = discounted({ price: entry.newPrice, discount: entry.newDiscount });
      const oldPrice = discounted({ price: entry.oldPrice, discount: entry.oldDiscount });
      return {
        nmID: entry.nmID,
        sizeID: null,
        techSizeName: '',
        currencyIsoCode4217: 'RUB',
        newPrice: entry.newPrice,
        oldPrice: entry.oldPrice,
        newDiscount: entry.newDiscount,
        oldDiscount: entry.oldDiscount,
        priceDiff: Math.round((newPrice - oldPrice) * 100) / 100,
      };
    });
  return ok({ quarantineGoods: quarantine });
}
