import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId, type ReactNode, type Ref } from 'react';

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
