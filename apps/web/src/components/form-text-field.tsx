import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ComponentPropsWithRef } from 'react';

const Input = styled('input')(({ theme }) => ({
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  padding: '14px',
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.4375,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  // A 4.5:1 border: the edge of a field must be visible to low-vision users (WCAG 1.4.11).
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  transition: theme.transitions.create(['border-color', 'box-shadow'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus': {
    outline: 'none',
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}` },
  '&:read-only': { backgroundColor: theme.palette.action.hover },
}));

/**
 * For e-mail fields: a text input rather than type="email", whose value Chrome turns into
 * punycode for an internationalised domain (почта@пример.рф must reach the server as typed).
 */
export const EMAIL_INPUT_PROPS = Object.freeze({
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const);

export interface FormTextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** The validation message; shown under the field, which it marks as invalid. */
  error?: string | undefined;
}

/*
 * A labelled text input with its message. MUI's TextField (and even its OutlinedInput stack)
 * would cost /login about 7 KB of gzipped JavaScript, past its 200 KB budget; this is a plain
 * input styled from the theme, with the label above it so a placeholder shows before focus.
 */
export function FormTextField({ label, error, required, ...inputProps }: FormTextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Typography>
      <Input
        id={id}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? messageId : undefined}
        {...inputProps}
      />
      {error && (
        <Typography
          id={messageId}
          variant="caption"
          color="error"
          sx={{ display: 'block', mt: 0.5 }}
        >
          {error}
        </Typography>
      )}
    </Box>
  );
}
