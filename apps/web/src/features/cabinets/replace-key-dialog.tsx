import { zodResolver } from '@hookform/resolvers/zod';
import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from './action-dialog';
import { cabinetErrorMessage, replaceCredentials } from './cabinets-api';
import { CredentialFields } from './credential-fields';
import {
  credentialsFormSchema,
  EMPTY_CREDENTIALS,
  toCredentials,
  type CredentialsValues,
} from './credentials-form';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.dialogs;

interface ReplaceKeyDialogProps {
  cabinetId: string;
  marketplace: ConnectedMarketplaceKey;
  onClose: () => void;
  onDone: () => void;
}

/** The new key of the same shop; the server checks it live before it replaces the old one. */
export function ReplaceKeyDialog({
  cabinetId,
  marketplace,
  onClose,
  onDone,
}: ReplaceKeyDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => credentialsFormSchema(marketplace), [marketplace]);
  const { control, handleSubmit, formState } = useForm<CredentialsValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_CREDENTIALS,
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await replaceCredentials(cabinetId, toCredentials(marketplace, values));
      onDone();
    } catch (failure) {
      setError(cabinetErrorMessage(failure));
    }
  });
  return (
    <ActionDialog
      open
      title={text.replaceTitle}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={text.replaceSubmit}
      busy={formState.isSubmitting}
      busyLabel={text.replacing}
      error={error}
    >
      <Typography sx={{ mb: 1 }}>{text.replaceIntro}</Typography>
      <CredentialFields
        marketplace={marketplace}
        control={control}
        readOnly={formState.isSubmitting}
      />
    </ActionDialog>
  );
}
