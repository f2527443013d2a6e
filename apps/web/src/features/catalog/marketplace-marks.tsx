import {
  MARKETPLACES,
  marketplaceLogoDataUri,
  type MarketplaceKey,
} from '@marketpult/shared/constants/marketplaces';
import Stack from '@mui/material/Stack';

/** The marks of the marketplaces a product is sold on, each named for screen readers. */
export function MarketplaceMarks({ marketplaces }: { marketplaces: readonly MarketplaceKey[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {marketplaces.map((key) => (
        <img
          key={key}
          src={marketplaceLogoDataUri(key)}
          alt={MARKETPLACES[key].name}
          title={MARKETPLACES[key].name}
          width={22}
          height={22}
        />
      ))}
    </Stack>
  );
}
