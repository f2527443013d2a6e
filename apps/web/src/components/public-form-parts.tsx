import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * The submit button of a public screen's form (sign-in, registration, confirmation): large and
 * full width. The screens disable it while the form is invalid or already being sent.
 */
export function PublicSubmitButton({
  disabled,
  children,
}: {
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled}
      sx={{ mt: 2 }}
    >
      {children}
    </Button>
  );
}

/** The server's refusal under a form, announced to screen readers as it appears. */
export function FormAlert({ children, spacing = 2 }: { children: ReactNode; spacing?: number }) {
  return (
    <Typography role="alert" color="error" sx={{ mt: spacing }}>
      {children}
    </Typography>
  );
}
