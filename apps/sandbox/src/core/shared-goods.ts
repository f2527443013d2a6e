import { catalogProduct, shopPrices, type CatalogProduct } from './catalog';
import { unit } from './random';
import type { SandboxMarketplace } from './types';

/** The label the shared goods are generated under: the same on every marketplace. */
const SHARED_GOODS = 'demo-goods';

/** What product `index` of a demo shop is (by its index, so every shop agrees). */
export type DemoGoodKind = 'same-article' | 'same-barcode' | 'own';

/**
 * Of every ten demo listings, four are goods the seller sells on all three marketplaces under
 * one article (and barcode), one is such a good under an article of the marketplace's own
 * with the same barcode, and five are the shop's own goods.
 */
export function demoGoodKind(index: number): DemoGoodKind {
  const slot = index % 10;
  if (slot < 4) return 'same-article';
  if (slot === 4) return 'same-barcode';
  return 'own';
}

/** Articles of the barcode-linked goods and of a shop's own goods: the marketplace's code. */
const ARTICLE_CODE: Record<SandboxMarketplace, string> = {
  ozon: 'OZ',
  wildberries: 'WB',
  yandex: 'YM',
};

/**
 * The demo seller's catalogue on one marketplace, as a real multi-marketplace seller's looks:
 * partly the same goods on Ozon, Wildberries and Яндекс Маркет, so the catalog's automatic
 * linking groups them into one product with three listings (by article, or by barcode where
 * the article differs). Deterministic: a pure function of (seed, marketplace, index).
 *
 * A shared good keeps its name, brand, category, barcode and measures on every marketplace; its
 * price differs a little from one to another (each marketplace has its own fees). A shop's own
 * good gets an article with the marketplace's code (`…-OZ-000006`), so two shops' own goods
 * never share an article by chance. Every article still ends in `-<index + 1>` (six digits),
 * which the marketplace modules read an offer id back by.
 */
export function demoCatalogProduct(
  seed: number,
  shop: string,
  marketplace: SandboxMarketplace,
  index: number,
): CatalogProduct {
  const kind = demoGoodKind(index);
  const own = catalogProduct(seed, shop, index);
  const code = ARTICLE_CODE[marketplace];
  if (kind === 'own') return { ...own, article: withCode(own.article, code) };
  const shared = catalogProduct(seed, SHARED_GOODS, index);
  const markup = 0.95 + unit(seed, shop, index, 'markup') * 0.15;
  return {
    ...shared,
    ...shopPrices(seed, shop, index, shared.price * markup),
    article:
      kind === 'same-barcode' && marketplace !== 'ozon'
        ? `${code}-${shared.article}`
        : shared.article,
  };
}

/** `DOMO-000006` → `DOMO-WB-000006`. */
function withCode(article: string, code: string): string {
  const cut = article.lastIndexOf('-');
  return `${article.slice(0, cut)}-${code}${article.slice(cut)}`;
}

/**
 * The catalogue argument of a shop's ShopState: the shared goods for the `demo` shop (the
 * demo account's), nothing (the generated catalogue) for the others, the bench's among them.
 */
export function demoCatalog(
  key: string,
  seed: number,
  shop: string,
  marketplace: SandboxMarketplace,
): [] | [(index: number) => CatalogProduct] {
  if (key !== 'demo') return [];
  return [(index) => demoCatalogProduct(seed, shop, marketplace, index)];
}
