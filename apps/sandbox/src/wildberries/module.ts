import type { ModuleContext } from '../core/context';
import { Contract } from '../core/contract';
import type { LimitCharge, MarketplaceModule } from '../core/marketplace-module';
import type { BucketRule } from '../core/rate-limiter';
import type { Reply, SandboxRequest } from '../core/types';
import { loadOfficialSpec } from '@marketpult/marketplaces/specs/index';
import { authenticateWb, categoryOf } from './auth';
import { cardsList } from './cards';
import { wbErrors, wbGatewayError } from './errors';
import { supplierOrders } from './orders';
import {
  bufferGoods,
  bufferTask,
  historyGoods,
  historyTask,
  listGoods,
  quarantineGoods,
  uploadTask,
} from './prices';
import { createWbShops, type WbShop } from './shops';
import { readStocks, warehouses, writeStocks } from './stocks';
import { boxTariffs, commissionTariffs } from './tariffs';

type Handler = (shop: WbShop, req: SandboxRequest, now: Date) => Reply;

/** The Wildberries methods the sandbox implements, by operationId (synthesised: wildberries-errata.ts). */
const HANDLERS: Record<string, Handler> = {
  // Every category host answers /ping; on the one origin a single route serves them all.
  getPing: (_shop, _req, now) => ({ status: 200, body: { TS: now.toISOString(), Status: 'OK' } }),
  getApiV1SellerInfo: (shop) => ({
    status: 200,
    body: { name: shop.name, sid: shop.sellerId, tradeMark: shop.tradeMark },
  }),
  postContentV2GetCardsList: (shop, req) => cardsList(shop, req.body as never),
  getApiV2ListGoodsFilter: (shop, req, now) => listGoods(shop, req.query, now),
  postApiV2UploadTask: (shop, req, now) => uploadTask(shop, req.body as never, now),
  getApiV2HistoryTasks: (shop, req, now) => historyTask(shop, req.query, now),
  getApiV2HistoryGoodsTask: (shop, req, now) => historyGoods(shop, req.query, now),
  getApiV2BufferTasks: (shop, req, now) => bufferTask(shop, req.query, now),
  getApiV2BufferGoodsTask: (shop, req, now) => bufferGoods(shop, req.query, now),
  getApiV2QuarantineGoods: (shop, req, now) => quarantineGoods(shop, req.query, now),
  getApiV3Warehouses: (shop) => warehouses(shop),
  postApiV3StocksWarehouseId: (shop, req) =>
    readStocks(shop, req.body as never, req.params.warehouseId),
  putApiV3StocksWarehouseId: (shop, req, now) =>
    writeStocks(shop, req.body as never, req.params.warehouseId, now),
  getApiV1SupplierOrders: (shop, req, now) => supplierOrders(shop, req.query, now),
  getApiV1TariffsCommission: (_shop, req) => commissionTariffs(req.query),
  getApiV1TariffsBox: (_shop, req) => boxTariffs(req.query),
};

/** Per seller and category, as each method's "Лимит запросов" table states (per minute etc.). */
const LIMITS: Record<string, BucketRule> = {
  common: { limit: 1, periodMs: 60_000, burst: 10 },
  content: { limit: 100, periodMs: 60_000, burst: 5 },
  prices: { limit: 10, periodMs: 6_000, burst: 5 },
  marketplace: { limit: 300, periodMs: 60_000, burst: 20 },
  statistics: { limit: 1, periodMs: 60_000, burst: 1 },
};

/**
 * Methods with a limit of their own rather than their category's (the tariffs file's tables):
 * the commission 1 a minute with a burst of 2, the box tariffs 60 a minute with a burst of 5.
 */
const METHOD_LIMITS: Record<string, BucketRule> = {
  '/api/v1/tariffs/commission': { limit: 1, periodMs: 60_000, burst: 2 },
  '/api/v1/tariffs/box': { limit: 60, periodMs: 60_000, burst: 5 },
};

function wbLimits(req: SandboxRequest, shop: WbShop): LimitCharge[] {
  const own = METHOD_LIMITS[req.path];
  if (own) return [{ key: `wb:${shop.sellerId}:${req.path}`, rule: own }];
  const bucket = categoryOf(req.path) ?? 'common';
  const rule = LIMITS[bucket];
  return rule ? [{ key: `wb:${shop.sellerId}:${bucket}`, rule }] : [];
}

export async function createWildberriesModule(
  context: ModuleContext,
): Promise<MarketplaceModule<WbShop>> {
  const specs = await loadOfficialSpec('wildberries');
  // One origin serves every category host: the files' paths do not overlap.
  const contract = await Contract.create(
    specs.map((spec) => ({ group: spec.category, document: spec.document })),
  );
  const shops = createWbShops(context);
  return {
    marketplace: 'wildberries',
    contract,
    errors: wbErrors,
    authenticate: (req) => authenticateWb(req, shops, context.clock.now()),
    limits: wbLimits,
    handle(req, shop) {
      const handler = HANDLERS[req.operationId];
      if (!handler) {
        return wbGatewayError(404, 'not found', `${req.path} is not emulated by the sandbox`);
      }
      return handler(shop, req, context.clock.now());
    },
  };
}
