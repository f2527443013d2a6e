import type { ReportedFees } from '@marketpult/marketplaces';
import {
  ozonListingFees,
  wildberriesListingFees,
  yandexListingFees,
  type MarketplaceFees,
} from '@marketpult/shared/economics/index';

/**
 * A listing's own fees for the unit-economics engine, from what its marketplace reported at the
 * last sync (`listings.reported_fees`): Ozon's commission, logistics, returns and acquiring for
 * the scheme the listing sells by; Маркет's placement fee, payment services, delivery and order
 * processing for the shop's store, from its tariff calculator; WB's commission of the card's
 * subject and box logistics for its volume. Empty where nothing was reported: the engine lays
 * them over its typical tariffs, so then it takes those. Every margin and break-even price of a
 * listing (the card, the listings of /catalog-management, a price change's guardrails, the
 * catalog's margin) goes through here, so they agree.
 */
export function feesOfListing(reported: ReportedFees | null | undefined): Partial<MarketplaceFees> {
  switch (reported?.marketplace) {
    case 'ozon':
      return ozonListingFees(reported, reported.scheme, reported.price);
    case 'yandex':
      return yandexListingFees(reported.tariffs, reported.price);
    case 'wildberries':
      return wildberriesListingFees(reported);
    default:
      return {};
  }
}

/** Whether the marketplace reported any of the listing's fees (the card says «по данным …»). */
export const hasReportedFees = (fees: Partial<MarketplaceFees>): boolean =>
  Object.keys(fees).length > 0;
