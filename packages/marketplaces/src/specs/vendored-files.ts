import { fileURLToPath } from 'node:url';

/** Where the vendored official files live (packages/marketplaces/specs), by marketplace. */
const specsDir = fileURLToPath(new URL('../../specs/', import.meta.url));

export const WILDBERRIES_CATEGORY_FILES = {
  general: '01-general.yaml',
  products: '02-products.yaml',
  'orders-fbs': '03-orders-fbs.yaml',
  tariffs: '10-tariffs.yaml',
  reports: '12-reports.yaml',
} as const;

export type WildberriesCategory = keyof typeof WILDBERRIES_CATEGORY_FILES;

export const VENDORED = {
  dir: specsDir,
  ozon: `${specsDir}ozon-seller-swagger.json`,
  yandex: `${specsDir}yandex-market.openapi.json`,
  wildberries: Object.fromEntries(
    Object.entries(WILDBERRIES_CATEGORY_FILES).map(([category, file]) => [
      category,
      `${specsDir}wildberries/${file}`,
    ]),
  ) as Record<WildberriesCategory, string>,
};
