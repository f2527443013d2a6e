import { zodResolver } from '@hookform/resolvers/zod';
import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from './action-dialog';
import { replaceCredentials } from './cabinets-api';
import { CredentialFields } from './credential-fields';
import {
  credentialsFormSchema,
  EMPTY_CREDENTIALS,
  toCredentials,
  type CredentialsValues,
} from './credentials-form';
import { cabinetMessages } from './ru-messages';
import { useDialogAction } from './use-dialog-action';

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
  const { busy, error, run } = useDialogAction(onDone);
  const schema = useMemo(() => credentialsFormSchema(marketplace), [marketplace]);
  const { control, handleSubmit } = useForm<CredentialsValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_CREDENTIALS,
  });
  const onSubmit = handleSubmit((values) =>
    run(() => replaceCredentials(cabinetId, toCredentials(marketplace, values))),
  );
  return (
    <ActionDialog
      open
      title={text.replaceTitle}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={text.replaceSubmit}
      busy={busy}
      busyLabel={text.replacing}
      error={error}
    >
      <Typography sx={{ mb: 1 }}>{text.replaceIntro}</Typography>
      <CredentialFields marketplace={marketplace} control={control} readOnly={busy} />
    </ActionDialog>
  );
}
