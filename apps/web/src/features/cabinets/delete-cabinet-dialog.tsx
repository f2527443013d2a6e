import Typography from '@mui/material/Typography';
import { ActionDialog } from './action-dialog';
import { deleteCabinet } from './cabinets-api';
import { cabinetMessages } from './ru-messages';
import { useDialogAction } from './use-dialog-action';

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
  const { busy, error, run } = useDialogAction(onDone);
  return (
    <ActionDialog
      open
      title={text.deleteTitle}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => deleteCabinet(cabinetId));
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
