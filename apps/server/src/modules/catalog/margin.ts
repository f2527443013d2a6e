import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import {
  computeUnitEconomics,
  DEFAULT_ECONOMICS_SETTINGS,
  MAX_AMOUNT_RUB,
  type MarketplaceFees,
  type SellerEconomicsSettings,
} from '@marketpult/shared/economics/index';

/** The largest magnitude `products.margin_percent` (numeric(9, 2)) holds. */
const MAX_MARGIN_PERCENT = 9_999_999.99;

/**
 * The margin of selling at `price` what cost `costPrice`, in percent of the price, after the
 * marketplace's fees and taxes: the unit-economics engine with the listing's reported fees
 * (`fees`, listing-fees.ts) over its typical ones, and the seller's settings (tax, VAT, other
 * costs). Null when either is unknown, or out of the engine's range.
 */
export function marginPercentOf(
  marketplace: ConnectedMarketplaceKey,
  price: number | null,
  costPrice: number | null,
  settings: SellerEconomicsSettings = DEFAULT_ECONOMICS_SETTINGS,
  fees: Partial<MarketplaceFees> = {},
): number | null {
  if (price === null || costPrice === null || !(price > 0) || price > MAX_AMOUNT_RUB) return null;
  if (!(costPrice >= 0) || costPrice > MAX_AMOUNT_RUB) return null;
  const margin = computeUnitEconomics({
    marketplace,
    price,
    costPrice,
    settings,
    fees,
  }).marginPercent;
  if (margin === null) return null;
  // Hundredths, as stored; held within the column (a 1 ₽ price on a 10⁹ ₽ cost is −10¹¹ %).
  const rounded = Math.round(margin * 100) / 100;
  return Math.max(-MAX_MARGIN_PERCENT, Math.min(MAX_MARGIN_PERCENT, rounded));
}

/**
 * The worst margin over the marketplaces where the product is sold: what «убыточный» reads.
 * `fees`: the reported fees of the listing whose price is the marketplace's in `prices`.
 */
export function worstMarginOf(
  costPrice: number | null,
  prices: Readonly<Record<ConnectedMarketplaceKey, number | null>>,
  settings: SellerEconomicsSettings = DEFAULT_ECONOMICS_SETTINGS,
  fees: Partial<Record<ConnectedMarketplaceKey, Partial<MarketplaceFees>>> = {},
): number | null {
  const margins = (Object.keys(prices) as ConnectedMarketplaceKey[])
    .map((marketplace) =>
      marginPercentOf(marketplace, prices[marketplace], costPrice, settings, fees[marketplace]),
    )
    .filter((margin): margin is number => margin !== null);
  return margins.length === 0 ? null : Math.min(...margins);
}
