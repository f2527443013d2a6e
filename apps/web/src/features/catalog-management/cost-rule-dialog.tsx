import type { CostRulePreviewResponse } from '@marketpult/shared/contracts/cost-rule';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { serverErrorOf } from '../../lib/http';
import { CostChangesTable } from './excel/cost-changes-table';
import { saveCosts } from './excel/excel-api';
// The Excel path's cost step says the same: one wording for one write.
import { excelMessages as costText } from './excel/ru-messages';
import { managementMessages as t } from './ru-messages';

interface Props {
  /** The rule's preview; null = the dialog is closed. */
  preview: CostRulePreviewResponse | null;
  onClose(): void;
  /** After the seller saved the costs (the grid reloads its cost and margin columns). */
  onSaved(saved: number): void;
}

/** What the preview leaves out, each said in words (the counts that are not zero). */
function leftOut(preview: CostRulePreviewResponse): string[] {
  return [
    preview.unlinkedListings > 0 && t.costUnlinked(preview.unlinkedListings),
    preview.unknownCost > 0 && t.costUnknown(preview.unknownCost),
    preview.outOfRange > 0 && t.costOutOfRange(preview.outOfRange),
    preview.unchanged > 0 && t.costUnchanged(preview.unchanged),
  ].filter((line): line is string => typeof line === 'string');
}

/**
 * The cost rule's before → after per product, and the confirmation: nothing is saved until
 * «Сохранить себестоимость», which stores exactly the values shown (the Excel path's write).
 */
export function CostRuleDialog({ preview, onClose, onSaved }: Props) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const titleId = useId();
  const hintId = useId();

  const close = () => {
    setError('');
    onClose();
  };
  const save = async (changes: CostRulePreviewResponse['changes']) => {
    setSaving(true);
    setError('');
    try {
      const { saved } = await saveCosts({
        changes: changes.map((change) => ({
          productId: change.productId,
          costPrice: change.after,
        })),
      });
      onSaved(saved);
    } catch (failure) {
      setError(serverErrorOf(failure)?.message || costText.costsFailed);
    } finally {
      setSaving(false);
    }
  };

  const changes = preview?.changes ?? [];
  return (
    <Dialog
      open={preview !== null}
      onClose={saving ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{costText.costsTitle(changes.length)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={hintId}>
            {changes.length > 0 ? t.costRuleHint : t.costRuleNothing}
          </DialogContentText>
          {preview &&
            leftOut(preview).map((line) => (
              <Alert key={line} severity="info">
                {line}
              </Alert>
            ))}
          {changes.length > 0 && <CostChangesTable changes={changes} />}
          {saving && <LinearProgress aria-label={costText.savingCosts} />}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {changes.length > 0 ? costText.skipCosts : costText.close}
        </Button>
        {changes.length > 0 && (
          <Button variant="contained" onClick={() => void save(changes)} disabled={saving}>
            {costText.saveCosts}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
