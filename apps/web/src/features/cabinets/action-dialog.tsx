import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, type FormEvent, type ReactNode } from 'react';
import { cabinetMessages } from './ru-messages';

interface ActionDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  /** The server's refusal, shown above the buttons. */
  error: string | null;
  destructive?: boolean;
  children: ReactNode;
}

/**
 * A dialog that asks for one action: its content is a form whose submit button does it. MUI's
 * Dialog traps focus, closes on Escape (not while the action runs) and returns focus to the
 * button that opened it.
 */
export function ActionDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  busy,
  busyLabel,
  error,
  destructive = false,
  children,
}: ActionDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {busy && <LinearProgress aria-label={busyLabel} sx={{ mt: 2 }} />}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {cabinetMessages.dialogs.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={busy}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
