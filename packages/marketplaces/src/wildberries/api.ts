import type { paths as GeneralPaths } from './generated/01-general';
import type { paths as ProductPaths } from './generated/02-products';
import type { paths as TariffPaths } from './generated/10-tariffs';
import type { paths as ReportPaths } from './generated/12-reports';

/**
 * The Wildberries operations the connector calls, from four category files. Paths are distinct
 * across the files, so one map serves them all.
 */
type WbPaths = GeneralPaths & ProductPaths & TariffPaths & ReportPaths;

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type WbReply<
  P extends keyof WbPaths,
  M extends 'get' | 'post' | 'put',
> = WbPaths[P][M] extends { responses: { 200: infer Reply } } ? Json<Reply> : never;

export type WbRequest<P extends keyof WbPaths, M extends 'post' | 'put'> = WbPaths[P][M] extends {
  requestBody?: infer Body;
}
  ? Json<NonNullable<Body>>
  : never;

/** The real host of each category (one file per category, `servers` per path). */
export const WB_HOSTS = {
  common: 'https://common-api.wildberries.ru',
  content: 'https://content-api.wildberries.ru',
  prices: 'https://discounts-prices-api.wildberries.ru',
  marketplace: 'https://marketplace-api.wildberries.ru',
  statistics: 'https://statistics-api.wildberries.ru',
} as const;

export type CardsListReply = WbReply<'/content/v2/get/cards/list', 'post'>;
export type Card = NonNullable<CardsListReply['cards']>[number];
export type GoodsReply = WbReply<'/api/v2/list/goods/filter', 'get'>;
export type Good = GoodsReply['data']['listGoods'][number];
export type SupplierOrder = WbReply<'/api/v1/supplier/orders', 'get'>[number];
export type Warehouse = WbReply<'/api/v3/warehouses', 'get'>[number];
export type CommissionReply = WbReply<'/api/v1/tariffs/commission', 'get'>;
export type BoxTariffsReply = WbReply<'/api/v1/tariffs/box', 'get'>;
