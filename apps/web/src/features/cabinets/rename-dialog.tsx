import { zodResolver } from '@hookform/resolvers/zod';
import { CABINET_NAME_MAX_LENGTH } from '@marketpult/shared/contracts/cabinets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ControlledTextField } from '../../components/controlled-text-field';
import { ActionDialog } from './action-dialog';
import { cabinetErrorMessage, updateCabinet } from './cabinets-api';
import { cabinetNameFormSchema } from './credentials-form';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.dialogs;

interface RenameDialogProps {
  cabinetId: string;
  currentName: string;
  onClose: () => void;
  onDone: () => void;
}

/** Renders only while open, so each opening starts from the current name. */
export function RenameDialog({ cabinetId, currentName, onClose, onDone }: RenameDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<{ name: string }>({
    resolver: zodResolver(cabinetNameFormSchema),
    mode: 'onTouched',
    defaultValues: { name: currentName },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    setError(null);
    try {
      await updateCabinet(cabinetId, { name });
      onDone();
    } catch (failure) {
      setError(cabinetErrorMessage(failure));
    }
  });
  return (
    <ActionDialog
      open
      title={text.renameTitle}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={text.save}
      busy={formState.isSubmitting}
      busyLabel={text.saving}
      error={error}
    >
      <ControlledTextField
        name="name"
        control={control}
        label={cabinetMessages.add.nameLabel}
        required
        autoFocus
        readOnly={formState.isSubmitting}
        maxLength={CABINET_NAME_MAX_LENGTH}
        autoComplete="off"
      />
    </ActionDialog>
  );
}
