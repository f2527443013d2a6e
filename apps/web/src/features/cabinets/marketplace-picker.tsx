import {
  MARKETPLACE_KEYS,
  MARKETPLACES,
  type MarketplaceKey,
} from '@marketpult/shared/constants/marketplaces';
import { CONNECTED_MARKETPLACES } from '@marketpult/shared/contracts/cabinets';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MarketplaceMark } from './marketplace-mark';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.add;

const isConnected = (key: MarketplaceKey) =>
  (CONNECTED_MARKETPLACES as readonly string[]).includes(key);

/** The query that opens the form of a marketplace: `/cabinet-add?marketplace=ozon`. */
export const MARKETPLACE_PARAM = 'marketplace';

function PickerCard({ marketplace }: { marketplace: MarketplaceKey }) {
  const connected = isConnected(marketplace);
  const content = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, width: '100%' }}>
      <MarketplaceMark marketplace={marketplace} decorative />
      <Typography sx={{ flex: 1, fontWeight: 500 }}>{MARKETPLACES[marketplace].name}</Typography>
      {!connected && <Chip size="small" label={text.soon} title={text.soonHint} />}
    </Box>
  );
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', opacity: connected ? 1 : 0.6 }}
    >
      {connected ? (
        <CardActionArea
          component={RouterLink}
          to={{ search: `?${MARKETPLACE_PARAM}=${marketplace}` }}
        >
          {content}
        </CardActionArea>
      ) : (
        <CardActionArea disabled>{content}</CardActionArea>
      )}
    </Card>
  );
}

/** The ten marketplaces; those without a connector yet are shown, disabled, as «Скоро». */
export function MarketplacePicker() {
  return (
    <section aria-labelledby="cabinet-add-choose">
      <Typography id="cabinet-add-choose" variant="h6" component="h2" gutterBottom>
        {text.chooseHeading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text.chooseIntro}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 2,
          p: 0,
          m: 0,
        }}
      >
        {MARKETPLACE_KEYS.map((key) => (
          <PickerCard key={key} marketplace={key} />
        ))}
      </Box>
    </section>
  );
}
