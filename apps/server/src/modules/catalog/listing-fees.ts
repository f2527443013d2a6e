import type { ReportedFees } from '@marketpult/marketplaces';
import { ozonListingFees, type MarketplaceFees } from '@marketpult/shared/economics/index';

/**
 * A listing's own fees for the unit-economics engine, from what its marketplace reported at the
 * last sync (`listings.reported_fees`): Ozon's commission, logistics, returns and acquiring for
 * the scheme the listing sells by. Undefined where nothing was reported: the engine then takes
 * its typical tariffs. Every margin and break-even price of a listing (the card, the listings of
 * /catalog-management, a price change's guardrails, the catalog's margin) goes through here, so
 * they agree.
 */
export function feesOfListing(
  reported: ReportedFees | null | undefined,
): Partial<MarketplaceFees> | undefined {
  if (!reported || reported.marketplace !== 'ozon') return undefined;
  const fees = ozonListingFees(reported, reported.scheme, reported.price);
  return Object.keys(fees).length > 0 ? fees : undefined;
}
