import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import { connectedMarketplaceSchema } from '@marketpult/shared/contracts/cabinets';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { CabinetAddForm } from './cabinet-add-form';
import { MarketplaceMark } from './marketplace-mark';
import { MARKETPLACE_PARAM, MarketplacePicker } from './marketplace-picker';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.add;

/**
 * /cabinet-add: first the marketplace (kept in the address, `?marketplace=ozon`, so Back returns
 * to the choice), then its form. A new cabinet opens on its own page, where its first sync runs.
 */
export function CabinetAddScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const parsed = connectedMarketplaceSchema.safeParse(searchParams.get(MARKETPLACE_PARAM));
  const marketplace = parsed.success ? parsed.data : null;

  return (
    <PageFrame title={paths.cabinetAdd.title}>
      {marketplace === null ? (
        <MarketplacePicker />
      ) : (
        <section aria-labelledby="cabinet-add-form">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <MarketplaceMark marketplace={marketplace} decorative />
            <Typography id="cabinet-add-form" variant="h6" component="h2">
              {text.formHeading(MARKETPLACES[marketplace].name)}
            </Typography>
          </Box>
          <Link component={RouterLink} to={{ search: '' }} sx={{ display: 'inline-block', mb: 2 }}>
            {text.change}
          </Link>
          <CabinetAddForm
            key={marketplace}
            marketplace={marketplace}
            onCreated={(id) =>
              void navigate(paths.cabinetItem.getHref({ marketplace, shopId: id }))
            }
          />
        </section>
      )}
    </PageFrame>
  );
}
