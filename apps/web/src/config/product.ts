import { PRODUCT } from '@marketpult/shared/constants/product';

/** The product name as the user sees it (docs/content.md); used in titles before config loads. */
export const PRODUCT_NAME = PRODUCT.name;

/** The browser tab title of a screen. */
export function documentTitle(screenTitle: string): string {
  return `${screenTitle} — ${PRODUCT_NAME}`;
}
