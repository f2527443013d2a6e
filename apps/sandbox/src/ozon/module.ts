import type { ModuleContext } from '../core/context';
import { Contract } from '../core/contract';
import type { LimitCharge, MarketplaceModule } from '../core/marketplace-module';
import type { Reply, SandboxRequest } from '../core/types';
import { loadOfficialSpec } from '@marketpult/marketplaces/specs/index';
import { roles, warehouses } from './account';
import { authenticateOzon } from './auth';
import { ozonError, ozonErrors } from './errors';
import { fboPostings, fbsPostings } from './postings';
import { importPrices, productPrices } from './prices';
import { productInfoList, productList } from './products';
import { createOzonShops, type OzonShop } from './shops';
import { productStocks, stocksByWarehouse, writeStocks } from './stocks';

type Handler = (shop: OzonShop, body: never, now: Date) => Reply;

/** The Ozon methods the sandbox implements, by path (all are POST in the file). */
const HANDLERS: Record<string, Handler> = {
  '/v1/roles': (shop) => roles(shop),
  '/v1/warehouse/list': (shop) => warehouses(shop),
  '/v3/product/list': productList,
  '/v3/product/info/list': productInfoList,
  '/v5/product/info/prices': productPrices,
  '/v4/product/info/stocks': productStocks,
  '/v1/product/info/stocks-by-warehouse/fbs': stocksByWarehouse,
  '/v1/product/import/prices': importPrices,
  '/v2/products/stocks': writeStocks,
  '/v3/posting/fbs/list': fbsPostings,
  '/v2/posting/fbo/list': fboPostings,
};

/**
 * Ozon's limits as stated: about 50 requests a second per Client-Id over all methods
 * (support's figure, not in the file), and 80 a minute for /v2/products/stocks (the file).
 */
function ozonLimits(req: SandboxRequest, shop: OzonShop): LimitCharge[] {
  const charges: LimitCharge[] = [
    { key: `ozon:${shop.clientId}`, rule: { limit: 50, periodMs: 1_000 } },
  ];
  if (req.path === '/v2/products/stocks') {
    charges.push({ key: `ozon:${shop.clientId}:stocks`, rule: { limit: 80, periodMs: 60_000 } });
  }
  return charges;
}

export async function createOzonModule(
  context: ModuleContext,
): Promise<MarketplaceModule<OzonShop>> {
  const spec = await loadOfficialSpec('ozon');
  const contract = await Contract.create([{ group: 'all', document: spec.document }]);
  const shops = createOzonShops(context);
  return {
    marketplace: 'ozon',
    contract,
    errors: ozonErrors,
    authenticate: (req) => authenticateOzon(req, shops),
    limits: ozonLimits,
    handle(req, shop) {
      const handler = HANDLERS[req.path];
      if (!handler) return ozonError(501, 12, `${req.path} is not emulated by the sandbox`);
      return handler(shop, req.body as never, context.clock.now());
    },
  };
}
