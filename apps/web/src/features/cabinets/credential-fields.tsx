import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ControlledTextField } from '../../components/controlled-text-field';
import { CREDENTIAL_FIELDS, type CredentialsValues } from './credentials-form';
import { cabinetMessages } from './ru-messages';

interface CredentialFieldsProps<Values extends CredentialsValues & FieldValues> {
  marketplace: ConnectedMarketplaceKey;
  control: Control<Values>;
  readOnly: boolean;
}

/** The key fields of one marketplace, with where to find the key in its seller account. */
export function CredentialFields<Values extends CredentialsValues & FieldValues>({
  marketplace,
  control,
  readOnly,
}: CredentialFieldsProps<Values>) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {cabinetMessages.credentials.where[marketplace]}
      </Typography>
      {CREDENTIAL_FIELDS[marketplace].map((field) => (
        <ControlledTextField
          key={field.name}
          name={field.name as Path<Values>}
          control={control}
          label={field.label}
          required
          readOnly={readOnly}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          inputMode={field.name === 'clientId' ? 'numeric' : undefined}
        />
      ))}
    </>
  );
}
