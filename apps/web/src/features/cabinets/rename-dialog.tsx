import { zodResolver } from '@hookform/resolvers/zod';
import { CABINET_NAME_MAX_LENGTH } from '@marketpult/shared/contracts/cabinets';
import { useForm } from 'react-hook-form';
import { ControlledTextField } from '../../components/controlled-text-field';
import { ActionDialog } from './action-dialog';
import { updateCabinet } from './cabinets-api';
import { cabinetNameFormSchema } from './credentials-form';
import { cabinetMessages } from './ru-messages';
import { useDialogAction } from './use-dialog-action';

const text = cabinetMessages.dialogs;

interface RenameDialogProps {
  cabinetId: string;
  currentName: string;
  onClose: () => void;
  onDone: () => void;
}

/** Renders only while open, so each opening starts from the current name. */
export function RenameDialog({ cabinetId, currentName, onClose, onDone }: RenameDialogProps) {
  const { busy, error, run } = useDialogAction(onDone);
  const { control, handleSubmit } = useForm<{ name: string }>({
    resolver: zodResolver(cabinetNameFormSchema),
    mode: 'onTouched',
    defaultValues: { name: currentName },
  });
  const onSubmit = handleSubmit(({ name }) => run(() => updateCabinet(cabinetId, { name })));
  return (
    <ActionDialog
      open
      title={text.renameTitle}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={text.save}
      busy={busy}
      busyLabel={text.saving}
      error={error}
    >
      <ControlledTextField
        name="name"
        control={control}
        label={cabinetMessages.add.nameLabel}
        required
        autoFocus
        readOnly={busy}
        maxLength={CABINET_NAME_MAX_LENGTH}
        autoComplete="off"
      />
    </ActionDialog>
  );
}
