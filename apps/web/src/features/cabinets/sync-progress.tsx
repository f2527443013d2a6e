import type { SyncRun } from '@marketpult/shared/contracts/cabinets';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCount } from './cabinet-format';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.sync;

/** «Идёт синхронизация: товары 1 200 из 5 000, заказы: 340». */
export function describeRun(run: SyncRun): string {
  if (run.status === 'queued') return text.queued;
  const listings =
    run.listingsTotal === null
      ? text.listingsDone(formatCount(run.listingsDone))
      : text.listingsOf(formatCount(run.listingsDone), formatCount(run.listingsTotal));
  return `${text.running}: ${listings}, ${text.ordersDone(formatCount(run.ordersDone))}`;
}

/** Share of listings done, or undefined while the total is not known yet. */
function percentDone(run: SyncRun): number | undefined {
  if (run.status === 'queued' || run.listingsTotal === null) return undefined;
  if (run.listingsTotal === 0) return 100;
  return Math.min(100, (run.listingsDone / run.listingsTotal) * 100);
}

/** The progress bar of a queued or running sync, with what it has done so far in words. */
export function SyncProgress({ run }: { run: SyncRun }) {
  const percent = percentDone(run);
  const description = describeRun(run);
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={text.progressLabel}
        aria-valuetext={description}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
        {description}
      </Typography>
    </Box>
  );
}
