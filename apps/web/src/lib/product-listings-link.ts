import { productIdSchema } from '@marketpult/shared/contracts/catalog';
import { paths } from '../config/paths';

/**
 * /catalog-management?product=<id>: the picker shows that product's listings only. The product
 * card links there («Изменить цены и остатки»); here, not in either feature, which may not
 * import each other.
 */
const PRODUCT_PARAM = 'product';

export const productListingsHref = (productId: string): string =>
  `${paths.catalogManagement.getHref()}?${PRODUCT_PARAM}=${encodeURIComponent(productId)}`;

/** The product asked for in the address; anything but a product id is ignored. */
export function productOfParams(params: URLSearchParams): string | undefined {
  const value = params.get(PRODUCT_PARAM);
  return value !== null && productIdSchema.safeParse(value).success ? value : undefined;
}
