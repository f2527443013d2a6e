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
  /** The dry run of the file's price and stock edits, for the screen's diff table. */
  onDryRun: (run: PriceRunResponse) => void;
  /** After the seller saved the file's cost prices (the screen may reload its margins). */
  onCostsSaved?: (saved: number) => void;
}

type Phase =
  | { kind: 'choose'; error?: string }
  | { kind: 'uploading' }
  | { kind: 'costs'; changes: ProductCostChange[]; saving: boolean; error?: string }
  | { kind: 'saved'; count: number };

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

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file picked again after a fix must fire another change.
    input.value = '';
    if (!file) return;
    setPhase({ kind: 'uploading' });
    try {
      const { run, costChanges } = await uploadPriceFile(file);
      if (run) onDryRun(run);
      if (costChanges.length > 0) {
        setPhase({ kind: 'costs', changes: costChanges, saving: false });
      } else {
        close();
      }
    } catch (failure) {
      setPhase({ kind: 'choose', error: serverErrorOf(failure)?.message || text.uploadFailed });
    }
  };

  const save = async (changes: ProductCostChange[]) => {
    setPhase({ kind: 'costs', changes, saving: true });
    try {
      const { saved } = await saveCosts({
        changes: changes.map((change) => ({
          productId: change.productId,
          costPrice: change.after,
        })),
      });
      setPhase({ kind: 'saved', count: saved });
      onCostsSaved?.(saved);
    } catch (failure) {
      setPhase({
        kind: 'costs',
        changes,
        saving: false,
        error: serverErrorOf(failure)?.message || text.costsFailed,
      });
    }
  };

  const busy = phase.kind === 'uploading' || (phase.kind === 'costs' && phase.saving);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {text.upload}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : close}
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
                <Button
                  component="label"
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
                <CostChangesTable changes={phase.changes} />
                {phase.saving && <LinearProgress aria-label={text.savingCosts} />}
                {phase.error && (
                  <Alert severity="error" role="alert">
                    {phase.error}
                  </Alert>
                )}
              </>
            )}
            {phase.kind === 'saved' && (
              <Alert id={hintId} severity="success" role="status">
                {text.costsSaved(phase.count)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {phase.kind === 'costs' ? (
            <>
              <Button onClick={close} disabled={phase.saving}>
                {text.skipCosts}
              </Button>
              <Button
                variant="contained"
                onClick={() => void save(phase.changes)}
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
