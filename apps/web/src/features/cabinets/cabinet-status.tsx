import type { CabinetStatus, SyncRun } from '@marketpult/shared/contracts/cabinets';
import Chip from '@mui/material/Chip';
import { cabinetMessages } from './ru-messages';

type ChipColor = 'success' | 'error' | 'warning' | 'default';

const STATUS_COLORS: Readonly<Record<CabinetStatus, ChipColor>> = {
  active: 'success',
  bad_credentials: 'error',
  missing_scopes: 'warning',
  token_expiring: 'warning',
  error: 'error',
  disabled: 'default',
};

/*
 * An outlined chip writes its text in the colour's `main`, which for warning (#ed6c02, 3.1:1)
 * and info (#0288d1, 3.9:1) is below the 4.5:1 small text needs on white (axe flags it): their
 * text is drawn darker, the border keeps the colour.
 */
const READABLE_TEXT = Object.freeze({ warning: 'text.primary', info: 'info.dark' } as const);

/** The cabinet's state as a coloured label: «Работает», «Ключ не принят», … */
export function CabinetStatusChip({ status }: { status: CabinetStatus }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={cabinetMessages.status[status]}
      sx={STATUS_COLORS[status] === 'warning' ? { color: READABLE_TEXT.warning } : undefined}
    />
  );
}

/** «Песочница»: a cabinet of the built-in sandbox, not a real shop. */
export function SandboxChip() {
  return (
    <Chip
      size="small"
      color="info"
      variant="outlined"
      sx={{ color: READABLE_TEXT.info, borderColor: READABLE_TEXT.info }}
      label={cabinetMessages.sandbox}
      title={cabinetMessages.sandboxHint}
    />
  );
}

/** True while a run waits or runs: the screens poll the server until it is over. */
export function isRunInProgress(run: SyncRun | null | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running';
}
