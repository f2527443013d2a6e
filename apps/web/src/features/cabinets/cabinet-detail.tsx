import type { CabinetDetailResponse } from '@marketpult/shared/contracts/cabinets';
import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { CabinetActions, type CabinetChange } from './cabinet-actions';
import { CabinetFacts } from './cabinet-facts';
import { CabinetStatusChip, isRunInProgress, SandboxChip } from './cabinet-status';
import { cabinetErrorMessage, startSync, updateCabinet } from './cabinets-api';
import { MarketplaceMark } from './marketplace-mark';
import { cabinetMessages } from './ru-messages';
import { SyncHistoryTable } from './sync-history-table';
import { SyncProgress } from './sync-progress';
import { PageSection } from '../../components/page-section';

const text = cabinetMessages.item;

type Notice = { severity: 'success' | 'error'; message: string } | null;

const CHANGE_NOTICES: Readonly<Record<Exclude<CabinetChange, 'deleted'>, string>> = {
  renamed: text.renamed,
  keyReplaced: text.keyReplaced,
};

interface CabinetDetailProps {
  detail: CabinetDetailResponse;
  reload: () => void;
}

/** The cabinet's page once loaded: header, connection facts, sync with its history, actions. */
export function CabinetDetail({ detail, reload }: CabinetDetailProps) {
  const { cabinet, runs } = detail;
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const disabled = cabinet.status === 'disabled';
  const running = [cabinet.lastRun, ...runs].find(isRunInProgress) ?? null;

  const act = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setNotice({ severity: 'success', message: success });
      reload();
    } catch (error) {
      setNotice({ severity: 'error', message: cabinetErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const onChanged = (change: CabinetChange) => {
    if (change === 'deleted') {
      void navigate(paths.cabinet.getHref(), { replace: true });
      return;
    }
    setNotice({ severity: 'success', message: CHANGE_NOTICES[change] });
    reload();
  };

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <MarketplaceMark marketplace={cabinet.marketplace} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {cabinet.name}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary">
              {MARKETPLACES[cabinet.marketplace].name}
            </Typography>
            <CabinetStatusChip status={cabinet.status} />
            {cabinet.sandbox && <SandboxChip />}
          </Stack>
        </Box>
      </Stack>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
        >
          {notice.message}
        </Alert>
      )}
      {disabled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {text.disabledNote}
        </Alert>
      )}
      <PageSection heading={text.syncHeading}>
        <Button
          variant="contained"
          disabled={busy || disabled || running !== null}
          onClick={() => void act(() => startSync(cabinet.id), text.syncStarted)}
        >
          {text.sync}
        </Button>
        {running && <SyncProgress run={running} />}
      </PageSection>
      <PageSection heading={text.factsHeading}>
        <CabinetFacts cabinet={cabinet} />
        <Box sx={{ mt: 2 }}>
          <CabinetActions
            cabinet={cabinet}
            busy={busy}
            onChanged={onChanged}
            onToggleEnabled={() =>
              void act(
                () => updateCabinet(cabinet.id, { enabled: disabled }),
                disabled ? text.enabled : text.disabledDone,
              )
            }
          />
        </Box>
      </PageSection>
      <PageSection heading={text.historyHeading}>
        <SyncHistoryTable runs={runs} />
      </PageSection>
    </>
  );
}
