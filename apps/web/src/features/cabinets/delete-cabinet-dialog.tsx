import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActionDialog } from './action-dialog';
import { cabinetErrorMessage, deleteCabinet } from './cabinets-api';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.dialogs;

interface DeleteCabinetDialogProps {
  cabinetId: string;
  name: string;
  onClose: () => void;
  onDone: () => void;
}

/** Asks before the cabinet and all its shop's data are removed. */
export function DeleteCabinetDialog({
  cabinetId,
  name,
  onClose,
  onDone,
}: DeleteCabinetDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteCabinet(cabinetId);
      onDone();
    } catch (failure) {
      setError(cabinetErrorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      open
      title={text.deleteTitle}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      submitLabel={text.deleteConfirm}
      busy={busy}
      busyLabel={text.deleting}
      error={error}
      destructive
    >
      <Typography sx={{ mb: 1 }}>{text.deleteText(name)}</Typography>
      <Typography color="text.secondary">{text.deleteKeyNote}</Typography>
    </ActionDialog>
  );
}
