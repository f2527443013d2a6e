import type { ProductCostChange } from '@marketpult/shared/contracts/price-excel';
import type { PriceRunResponse } from '@marketpult/shared/contracts/prices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { serverErrorOf } from '../../../lib/http';
import { CostChangesTable } from './cost-changes-table';
import { saveCosts, uploadPriceFile } from './excel-api';
import { excelMessages as text } from './ru-messages';

export interface ExcelUploadDialogProps {
  /**
   * The dry run of the file's price and stock edits, for the screen's diff table, once the
   * dialog is done (after the cost step, if the file had one); `note` says what became of the
   * file's cost prices.
   */
  onDryRun: (run: PriceRunResponse, note: string) => void;
  /** After the seller saved the file's cost prices (the screen may reload its margins). */
  onCostsSaved?: (saved: number) => void;
}

type Phase =
  | { kind: 'choose'; error?: string }
  | { kind: 'uploading' }
  | {
      kind: 'costs';
      changes: ProductCostChange[];
      /** The file's dry run, shown once the cost step is done; null: cost prices only. */
      run: PriceRunResponse | null;
      saving: boolean;
      error?: string;
    }
  /** A cost-only file after the seller's answer: what happened, nothing else to do. */
  | { kind: 'done'; saved: number | null };

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file input, hidden but focusable: its label is the visible button. */
const hiddenInput = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * «Загрузить Excel»: a dialog to pick the edited template. The file goes to the server as it is;
 * its price and stock edits come back as a dry run (handed to `onDryRun`), its cost price edits
 * are listed here for the seller to save or leave.
 */
export function ExcelUploadDialog({ onDryRun, onCostsSaved }: ExcelUploadDialogProps) {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const titleId = useId();
  const hintId = useId();

  const close = () => {
    setOpen(false);
    setPhase({ kind: 'choose' });
  };

  /** The cost step is over: on to the diff, or (cost prices only) say what happened. */
  const finishCosts = (run: PriceRunResponse | null, saved: number | null) => {
    if (!run) {
      setPhase({ kind: 'done', saved });
      return;
    }
    close();
    onDryRun(run, saved === null ? text.costsNotSaved : text.costsSaved(saved));
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file picked again after a fix must fire another change.
    input.value = '';
    if (!file) return;
    setPhase({ kind: 'uploading' });
    try {
      const { run, costChanges } = await uploadPriceFile(file);
      if (costChanges.length > 0) {
        setPhase({ kind: 'costs', changes: costChanges, run, saving: false });
      } else if (run) {
        close();
        onDryRun(run, text.runReady);
      } else {
        // The server refuses a file without changes (ExcelNoChanges); this is a safety net.
        setPhase({ kind: 'done', saved: null });
      }
    } catch (failure) {
      setPhase({ kind: 'choose', error: serverErrorOf(failure)?.message || text.uploadFailed });
    }
  };

  const save = async (changes: ProductCostChange[], run: PriceRunResponse | null) => {
    setPhase({ kind: 'costs', changes, run, saving: true });
    try {
      const { saved } = await saveCosts({
        changes: changes.map((change) => ({
          productId: change.productId,
          costPrice: change.after,
        })),
      });
      onCostsSaved?.(saved);
      finishCosts(run, saved);
    } catch (failure) {
      setPhase({
        kind: 'costs',
        changes,
        run,
        saving: false,
        error: serverErrorOf(failure)?.message || text.costsFailed,
      });
    }
  };

  const busy = phase.kind === 'uploading' || (phase.kind === 'costs' && phase.saving);
  // Leaving the cost step by Escape or the backdrop is «Не сохранять», never a lost dry run.
  const dismiss = () => (phase.kind === 'costs' ? finishCosts(phase.run, null) : close());

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {text.upload}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : dismiss}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id={titleId}>{text.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {(phase.kind === 'choose' || phase.kind === 'uploading') && (
              <>
                <DialogContentText id={hintId}>{text.dialogHint}</DialogContentText>
                {/* A label, not a button: the file input inside is the control that takes focus
                    (a button around an input is a nested control to a screen reader). */}
                <Button
                  component="label"
                  role={undefined}
                  tabIndex={-1}
                  variant="contained"
                  disabled={phase.kind === 'uploading'}
                  sx={{ alignSelf: 'flex-start', '&:focus-within': { outline: '2px solid' } }}
                >
                  {text.chooseFile}
                  <input
                    type="file"
                    accept={XLSX_ACCEPT}
                    style={hiddenInput}
                    disabled={phase.kind === 'uploading'}
                    onChange={(event) => void upload(event)}
                  />
                </Button>
              </>
            )}
            {phase.kind === 'uploading' && (
              <Stack spacing={1} role="status">
                <Typography>{text.uploading}</Typography>
                <LinearProgress aria-label={text.uploading} />
              </Stack>
            )}
            {phase.kind === 'choose' && phase.error && (
              <Alert severity="error" role="alert">
                {phase.error}
              </Alert>
            )}
            {phase.kind === 'costs' && (
              <>
                <Typography id={hintId} component="h3" variant="subtitle1">
                  {text.costsTitle(phase.changes.length)}
                </Typography>
                <DialogContentText>{text.costsHint}</DialogContentText>
                {phase.run && <DialogContentText>{text.costsThenRun}</DialogContentText>}
                <CostChangesTable changes={phase.changes} />
                {phase.saving && <LinearProgress aria-label={text.savingCosts} />}
                {phase.error && (
                  <Alert severity="error" role="alert">
                    {phase.error}
                  </Alert>
                )}
              </>
            )}
            {phase.kind === 'done' && (
              <Alert id={hintId} severity={phase.saved === null ? 'info' : 'success'} role="status">
                {phase.saved === null ? text.costsNotSaved : text.costsSaved(phase.saved)}{' '}
                {text.costsOnly}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {phase.kind === 'costs' ? (
            <>
              <Button onClick={() => finishCosts(phase.run, null)} disabled={phase.saving}>
                {text.skipCosts}
              </Button>
              <Button
                variant="contained"
                onClick={() => void save(phase.changes, phase.run)}
                disabled={phase.saving}
              >
                {text.saveCosts}
              </Button>
            </>
          ) : (
            <Button onClick={close} disabled={busy}>
              {text.close}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
