import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { CabinetCard } from './cabinet-card';
import { CabinetListSkeleton, CARD_GRID_SX } from './cabinet-list-skeleton';
import { fetchCabinets } from './cabinets-api';
import { isRunInProgress } from './cabinet-status';
import { takePageCabinets } from './page-cabinets';
import { cabinetMessages } from './ru-messages';
import { usePolledResource } from '../../lib/use-polled-resource';
import { SYNC_POLL_INTERVAL_MS } from './cabinets-api';
import { LoadFailed } from '../../components/load-failed';

const text = cabinetMessages.list;

const loadCabinets = (signal: AbortSignal) => fetchCabinets({ signal });
const anySyncInProgress = (cabinets: readonly Cabinet[]) =>
  cabinets.some((cabinet) => isRunInProgress(cabinet.lastRun));

function AddCabinetButton() {
  return (
    <Button component={RouterLink} to={paths.cabinetAdd.getHref()} variant="contained">
      {text.add}
    </Button>
  );
}

function EmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {text.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {text.emptyText}
      </Typography>
      <AddCabinetButton />
    </Paper>
  );
}

function CabinetList({ cabinets }: { cabinets: readonly Cabinet[] }) {
  if (cabinets.length === 0) return <EmptyState />;
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <AddCabinetButton />
      </Box>
      <Box component="ul" aria-label={text.listLabel} sx={CARD_GRID_SX}>
        {cabinets.map((cabinet) => (
          <CabinetCard key={cabinet.id} cabinet={cabinet} />
        ))}
      </Box>
    </>
  );
}

interface CabinetListScreenProps {
  /** How often to ask again while a sync runs; tests shorten it. */
  pollIntervalMs?: number;
}

/** /cabinet: every cabinet of the account with its state; the way to add one. */
export function CabinetListScreen({
  pollIntervalMs = SYNC_POLL_INTERVAL_MS,
}: CabinetListScreenProps) {
  // A page load of the list brings the list with it (the server's answer, taken once).
  const [pageCabinets] = useState(() => takePageCabinets());
  const { state, reload } = usePolledResource(
    loadCabinets,
    anySyncInProgress,
    pollIntervalMs,
    pageCabinets,
  );
  return (
    <PageFrame title={paths.cabinet.title}>
      {state.status === 'loading' && <CabinetListSkeleton />}
      {state.status === 'failed' && (
        <LoadFailed message={text.failed} retryLabel={text.retry} onRetry={reload} />
      )}
      {state.status === 'ready' && <CabinetList cabinets={state.data} />}
    </PageFrame>
  );
}
