import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { formatCount, formatDate } from './cabinet-format';
import { CabinetStatusChip, isRunInProgress, SandboxChip } from './cabinet-status';
import { FactList } from './fact-list';
import { MarketplaceMark } from './marketplace-mark';
import { Moment } from './moment';
import { cabinetMessages } from './ru-messages';
import { SyncProgress } from './sync-progress';

const text = cabinetMessages.list;

export function cabinetHref(cabinet: Pick<Cabinet, 'marketplace' | 'id'>): string {
  return paths.cabinetItem.getHref({ marketplace: cabinet.marketplace, shopId: cabinet.id });
}

/**
 * One cabinet of the list. Its name is the link to the cabinet's page; the link's hit area
 * covers the whole card, so a click anywhere opens it while a screen reader reads one link.
 */
export function CabinetCard({ cabinet }: { cabinet: Cabinet }) {
  const running = isRunInProgress(cabinet.lastRun) ? cabinet.lastRun : null;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        position: 'relative',
        p: 2,
        listStyle: 'none',
        '&:hover': { borderColor: 'primary.main' },
        // The link's focus ring drawn around the whole card, for keyboard users only.
        '&:has(a:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: '2px',
        },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MarketplaceMark marketplace={cabinet.marketplace} />
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={cabinetHref(cabinet)}
            variant="h6"
            underline="hover"
            sx={{
              display: 'block',
              overflowWrap: 'anywhere',
              // The card-wide hit area; the card's own outline shows the focus.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {cabinet.name}
          </Link>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            <CabinetStatusChip status={cabinet.status} />
            {cabinet.sandbox && <SandboxChip />}
          </Stack>
        </Box>
      </Stack>
      <FactList
        sx={{ mt: 2 }}
        facts={[
          [
            text.lastSync,
            cabinet.lastSyncAt ? <Moment iso={cabinet.lastSyncAt} /> : text.neverSynced,
          ],
          [text.listings, formatCount(cabinet.listingsCount)],
          [text.orders, formatCount(cabinet.ordersCount)],
          cabinet.tokenExpiresAt && [text.tokenExpires, formatDate(cabinet.tokenExpiresAt)],
        ]}
      />
      {running && <SyncProgress run={running} />}
    </Paper>
  );
}
