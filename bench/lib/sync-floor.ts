// The floor of a first sync: the connector alone pages through a sandbox shop's listings (with
// their prices and stock, as the sync reads them) and stores nothing. A sync can only be
// slower than this; the ratio shows what storing the pages costs.
import {
  createConnector,
  type ConnectedMarketplace,
  type CredentialsByMarketplace,
  type Pacing,
} from '@marketpult/marketplaces';
import { connectorCredentials } from '../../apps/server/src/modules/cabinets/context';
import { benchCredentials, benchShop } from './bench-cabinets';

export interface FloorFigures {
  listings: number;
  pages: number;
  seconds: number;
  listings_per_s: number;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export async function measureListingsFloor(
  marketplace: ConnectedMarketplace,
  baseUrl: string,
  pacing: Pacing,
): Promise<FloorFigures> {
  const connector = createConnector(
    marketplace,
    connectorCredentials(
      benchCredentials(marketplace),
    ) as CredentialsByMarketplace[typeof marketplace],
    {
      baseUrl,
      limiterKey: `bench-floor-${marketplace}-${Date.now()}`,
      pacing,
      ...benchShop(marketplace),
    },
  );
  const started = performance.now();
  let cursor: string | null = null;
  let listings = 0;
  let pages = 0;
  do {
    const page = await connector.listListings(cursor);
    listings += page.items.length;
    pages += 1;
    cursor = page.nextCursor;
  } while (cursor !== null);
  const seconds = (performance.now() - started) / 1000;
  return {
    listings,
    pages,
    seconds: round(seconds),
    listings_per_s: Math.round(listings / seconds),
  };
}
