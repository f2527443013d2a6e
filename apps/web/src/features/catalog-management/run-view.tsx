import { PRICE_RUN_PAGE_SIZE, type PriceRunResponse } from '@marketpult/shared/contracts/prices';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { formatCount, formatDateTime } from '../../lib/ru-format';
import { applyRun } from './management-api';
import { RUN_STATUS_LABELS, failureText, managementMessages as t } from './ru-messages';
import { RunChangesTable } from './run-changes-table';
import { changeCount, dryRunTotals, endedCount, viewCounts } from './run-totals';
import { RunPager, RunViewChooser } from './run-view-pager';
import { useRunPage } from './use-run-page';

/** How often an applying run is asked again: the marketplaces take seconds to minutes. */
export const RUN_POLL_INTERVAL_MS = 2_000;

interface Props {
  runId: string;
  /** The dry run just made, so the diff shows without asking again. */
  initial?: PriceRunResponse | undefined;
  pollIntervalMs?: number;
  /** Told when the run moved (applied, finished), so the list of runs follows. */
  onRunChanged?: () => void;
}

/**
 * One run: the dry run's diff with overrides and «Применить», then its progress and results.
 * The table lists one page of one view; the totals and the progress count the whole run, and
 * the overrides ticked on any page all go with «Применить».
 */
export function RunView({
  runId,
  initial,
  pollIntervalMs = RUN_POLL_INTERVAL_MS,
  onRunChanged,
}: Props) {
  // While the run is being written its page is asked again until every change has ended; a
  // missed answer keeps the last state on show.
  const { state, reload, position, moveTo, current, pageError } = useRunPage(
    runId,
    initial,
    pollIntervalMs,
  );
  const [overrides, setOverrides] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState('');
  const [applying, setApplying] = useState(false);
  const run = state.status === 'ready' ? state.data : undefined;
  const status = run?.run.status;

  // The list of runs follows when a run it shows as applying has ended.
  const seenApplying = useRef(false);
  useEffect(() => {
    if (status === 'applying') seenApplying.current = true;
    if (status === 'done' && seenApplying.current) {
      seenApplying.current = false;
      onRunChanged?.();
    }
  }, [status, onRunChanged]);

  if (!run) {
    return state.status === 'failed' ? (
      <Alert severity="error">{failureText(state.error, t.loadFailed)}</Alert>
    ) : (
      <CircularProgress aria-label={t.checking} />
    );
  }

  const totals = dryRunTotals(run.run, overrides);
  const apply = () => {
    setApplying(true);
    setError('');
    applyRun(run.run.id, [...overrides])
      // The run is asked again at once; the button stays busy until the draft has gone.
      .then(() => {
        reload();
        onRunChanged?.();
      })
      .catch((failure: unknown) => {
        setError(failureText(failure, t.loadFailed));
        setApplying(false);
      });
  };
  const ended = endedCount(run.run);
  const total = changeCount(run.run);
  // The chosen view's size: the page's own once it came, the run's counts while it loads.
  const viewTotal = current ? run.page.total : viewCounts(run.run)[position.view];

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t.runTitle(formatDateTime(run.run.createdAt))} — {RUN_STATUS_LABELS[run.run.status]}
      </Typography>
      {status === 'draft' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} role="status">
          <Typography>
            {t.willSend}: <b>{formatCount(totals.willSend)}</b>
          </Typography>
          <Typography>
            {t.needsConfirmation}: <b>{formatCount(totals.needsConfirmation)}</b>
          </Typography>
          <Typography>
            {t.refused}: <b>{formatCount(totals.refused)}</b>
          </Typography>
        </Stack>
      )}
      {status === 'draft' && total > PRICE_RUN_PAGE_SIZE && (
        <Typography variant="body2" color="text.secondary">
          {t.totalsCoverRun(run.run.verdicts.needs_override > 0)}
        </Typography>
      )}
      {status !== 'draft' && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={total === 0 ? 100 : (ended / total) * 100}
            aria-label={t.progress}
          />
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {status === 'done' ? t.runDone : t.progressText(ended, total)}
          </Typography>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <RunViewChooser
        run={run.run}
        view={position.view}
        onChange={(view) => moveTo({ view, page: 0 })}
      />
      {pageError !== undefined ? (
        <Alert severity="error">{failureText(pageError, t.loadFailed)}</Alert>
      ) : (
        // The previous page stays on show, dimmed, while the chosen one loads.
        <Box aria-busy={!current} sx={current ? undefined : { opacity: 0.6 }}>
          <RunChangesTable
            run={run}
            overrides={overrides}
            onOverrideChange={(id, checked) =>
              setOverrides((ticked) => {
                const next = new Set(ticked);
                if (checked) next.add(id);
                else next.delete(id);
                return next;
              })
            }
          />
        </Box>
      )}
      <RunPager
        total={viewTotal}
        page={position.page}
        onPageChange={(page) => moveTo({ ...position, page })}
      />
      {status === 'draft' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="contained" onClick={apply} disabled={applying || totals.willSend === 0}>
            {applying ? t.applying : t.apply}
          </Button>
          {totals.willSend === 0 && <Typography variant="body2">{t.nothingToSend}</Typography>}
        </Stack>
      )}
    </Stack>
  );
}
