import type { PriceRunResponse } from '@marketpult/shared/contracts/prices';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatCount, formatDateTime } from '../../lib/ru-format';
import { applyRun, fetchRun } from './management-api';
import { RUN_STATUS_LABELS, failureText, managementMessages as t } from './ru-messages';
import { RunChangesTable } from './run-changes-table';
import { dryRunTotals, endedCount } from './run-totals';

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

/** One run: the dry run's diff with overrides and «Применить», then its progress and results. */
export function RunView({
  runId,
  initial,
  pollIntervalMs = RUN_POLL_INTERVAL_MS,
  onRunChanged,
}: Props) {
  const [run, setRun] = useState<PriceRunResponse | undefined>(
    initial?.run.id === runId ? initial : undefined,
  );
  const [overrides, setOverrides] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState('');
  const [applying, setApplying] = useState(false);
  const status = run?.run.status;

  // The first load, when no dry run was handed over (a link to ?run=…).
  useEffect(() => {
    if (run?.run.id === runId) return;
    const controller = new AbortController();
    fetchRun(runId, { signal: controller.signal })
      .then(setRun)
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(failureText(failure, t.loadFailed));
      });
    return () => controller.abort();
  }, [runId, run?.run.id]);

  // While the run is being written, ask again until every change has ended.
  useEffect(() => {
    if (status !== 'applying') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchRun(runId, { signal: controller.signal })
        .then((next) => {
          setRun(next);
          if (next.run.status === 'done') onRunChanged?.();
        })
        .catch(() => {
          // A missed answer is asked again on the next tick: keep the last state on show.
          if (!controller.signal.aborted) setRun((current) => current && { ...current });
        });
    }, pollIntervalMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [run, status, runId, pollIntervalMs, onRunChanged]);

  if (!run) {
    return error ? (
      <Alert severity="error">{error}</Alert>
    ) : (
      <CircularProgress aria-label={t.checking} />
    );
  }

  const totals = dryRunTotals(run, overrides);
  const apply = () => {
    setApplying(true);
    setError('');
    applyRun(run.run.id, [...overrides])
      .then((next) => {
        setRun(next);
        onRunChanged?.();
      })
      .catch((failure: unknown) => setError(failureText(failure, t.loadFailed)))
      .finally(() => setApplying(false));
  };
  const ended = endedCount(run);
  const total = run.changes.length;

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
      <RunChangesTable
        run={run}
        overrides={overrides}
        onOverrideChange={(id, checked) =>
          setOverrides((current) => {
            const next = new Set(current);
            if (checked) next.add(id);
            else next.delete(id);
            return next;
          })
        }
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
