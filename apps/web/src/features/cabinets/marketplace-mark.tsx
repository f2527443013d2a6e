import {
  MARKETPLACES,
  marketplaceLogoDataUri,
  type MarketplaceKey,
} from '@marketpult/shared/constants/marketplaces';

interface MarketplaceMarkProps {
  marketplace: MarketplaceKey;
  size?: number;
  /** Decorative when the marketplace's name is written beside it. */
  decorative?: boolean;
}

/** The marketplace's logo mark (our own drawing: brand colour and initials). */
export function MarketplaceMark({
  marketplace,
  size = 40,
  decorative = false,
}: MarketplaceMarkProps) {
  return (
    <img
      src={marketplaceLogoDataUri(marketplace)}
      alt={decorative ? '' : MARKETPLACES[marketplace].name}
      width={size}
      height={size}
      style={{ flex: 'none', display: 'block' }}
    />
  );
}
