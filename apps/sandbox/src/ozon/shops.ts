import type { ModuleContext } from '../core/context';
import type { TimelineOptions } from '../core/order-timeline';
import { demoCatalog } from '../core/shared-goods';
import { ShopState, WAREHOUSE_NAMES, type ShopWarehouse } from '../core/shop-state';
import { SANDBOX_CREDENTIALS, type SandboxShopKey } from '../published-credentials';

/** Ozon roles of an API key (/v1/roles) and the method prefixes each one opens. */
export const OZON_ROLES: Record<string, readonly string[]> = {
  'Product read-only': [
    '/v3/product/list',
    '/v3/product/info/list',
    '/v4/product/info/stocks',
    '/v1/product/info/stocks-by-warehouse/fbs',
    '/v5/product/info/prices',
    '/v1/warehouse/list',
  ],
  Product: ['/v1/product/import/prices', '/v2/products/stocks'],
  'Posting FBS': ['/v3/posting/fbs/list'],
  'Posting FBO': ['/v2/posting/fbo/list'],
};

/** One Ozon seller (a Client-Id) in the sandbox. */
export interface OzonShop {
  readonly key: Exclude<SandboxShopKey, 'revoked'>;
  readonly clientId: string;
  readonly roles: readonly string[];
  readonly state: ShopState;
  readonly timeline: TimelineOptions;
  /** product_id of listing 0; sku = product_id + SKU_OFFSET. */
  readonly productIdBase: number;
  readonly orderIdBase: number;
  readonly warehouseIds: readonly number[];
}

export const SKU_OFFSET = 1_000_000_000;

export function createOzonShops(context: ModuleContext): OzonShop[] {
  const keys = ['demo', 'bench', 'missingScope'] as const;
  return keys.map((key, n) => {
    const size = key === 'bench' ? context.sizes.bench : context.sizes.demo;
    const shopLabel = `ozon-${key}`;
    const warehouses: ShopWarehouse[] = WAREHOUSE_NAMES.slice(0, 2).map((name, index) => ({
      index,
      name,
    }));
    return {
      key,
      clientId: SANDBOX_CREDENTIALS.ozon[key].clientId,
      roles: key === 'missingScope' ? ['Product read-only', 'Product'] : Object.keys(OZON_ROLES),
      state: new ShopState(
        context.seed,
        shopLabel,
        size.listings,
        warehouses,
        { now: () => context.clock.now().getTime(), applyAfterMs: context.applyWritesAfterMs },
        ...demoCatalog(key, context.seed, shopLabel, 'ozon'),
      ),
      timeline: {
        seed: context.seed,
        shop: shopLabel,
        listings: size.listings,
        ordersPerDay: size.ordersPerDay,
        since: context.historyStart,
      },
      productIdBase: 410_000_000 + n * 10_000_000,
      orderIdBase: 5_000_000_000 + n * 100_000_000,
      warehouseIds: warehouses.map((w) => 22_142_605_386_000 + n * 100 + w.index),
    };
  });
}

/** The listing index a product_id, sku or offer_id names in this shop, if any. */
export function indexOfProductId(shop: OzonShop, productId: unknown): number | undefined {
  const index = Number(productId) - shop.productIdBase;
  return Number.isInteger(index) && index >= 0 && index < shop.state.listings ? index : undefined;
}

export function indexOfSku(shop: OzonShop, sku: unknown): number | undefined {
  return indexOfProductId(shop, Number(sku) - SKU_OFFSET);
}

export function indexOfOfferId(shop: OzonShop, offerId: unknown): number | undefined {
  const match = /-(\d{6})$/.exec(String(offerId));
  if (!match) return undefined;
  const index = Number(match[1]) - 1;
  if (index < 0 || index >= shop.state.listings) return undefined;
  return shop.state.product(index).article === offerId ? index : undefined;
}
