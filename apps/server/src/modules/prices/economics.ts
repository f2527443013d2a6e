import {
  breakEvenPrice,
  computeUnitEconomics,
  type EconomicsMarketplace,
  type MarketplaceFees,
  type SellerEconomicsSettings,
} from '@marketpult/shared/economics/index';

/**
 * The unit economics a price change is checked against: the break-even price and the margin
 * after the change, from the listing's reported fees (`fees`, catalog/listing-fees.ts) over the
 * engine's typical ones for the marketplace, and the seller's own settings.
 * Both null without a cost price.
 */
export function economicsOf(
  marketplace: EconomicsMarketplace,
  costPrice: number | null,
  price: number | null,
  settings: SellerEconomicsSettings,
  fees: Partial<MarketplaceFees> = {},
): { breakEven: number | null; marginPercent: number | null } {
  if (costPrice === null) return { breakEven: null, marginPercent: null };
  const breakEven = breakEvenPrice({ marketplace, costPrice, settings, fees });
  let marginPercent: number | null = null;
  if (price !== null) {
    try {
      marginPercent = computeUnitEconomics({
        marketplace,
        price,
        costPrice,
        settings,
        fees,
      }).marginPercent;
    } catch {
      // An input the engine refuses (it validates ranges) leaves the margin unknown.
      marginPercent = null;
    }
  }
  return { breakEven, marginPercent };
}
