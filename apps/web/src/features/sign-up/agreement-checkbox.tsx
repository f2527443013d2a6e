import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId, type ReactNode, type Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface AgreementCheckboxProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  disabled: boolean;
  error?: string | undefined;
  children: ReactNode;
}

interface ControlledAgreementProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  control: Control<Values>;
  disabled: boolean;
  children: ReactNode;
}

/** An AgreementCheckbox bound to a react-hook-form field: value, events, ref and its message. */
export function ControlledAgreement<Values extends FieldValues>({
  name,
  control,
  disabled,
  children,
}: ControlledAgreementProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <AgreementCheckbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={fieldState.error?.message}
        >
          {children}
        </AgreementCheckbox>
      )}
    />
  );
}

/** A required checkbox whose label may hold links to the documents it accepts. */
export function AgreementCheckbox({
  name,
  checked,
  onChange,
  onBlur,
  inputRef,
  disabled,
  error,
  children,
}: AgreementCheckboxProps) {
  const messageId = useId();
  return (
    <FormControl error={Boolean(error)} required fullWidth sx={{ mt: 1 }}>
      <FormControlLabel
        label={children}
        disabled={disabled}
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            name={name}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            sx={{ mt: -1 }}
            slotProps={{
              input: {
                ref: inputRef,
                required: true,
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? messageId : undefined,
              },
            }}
          />
        }
      />
      {error && <FormHelperText id={messageId}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** A document link inside a checkbox label; opens the PDF in a new tab. */
export function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}
