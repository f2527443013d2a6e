import { zodResolver } from '@hookform/resolvers/zod';
import { CREDENTIAL_LIMITS } from '@marketpult/shared/constants/validation-limits';
import { PROFILE_RETVAL } from '@marketpult/shared/contracts/profile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ControlledTextField } from '../../components/controlled-text-field';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { changePassword } from './profile-api';
import {
  passwordChangeFormSchema,
  passwordsDiffer,
  type PasswordChangeForm,
} from './profile-form-schemas';
import { profileMessages } from './ru-messages';

const text = profileMessages.password;

const emptyForm: PasswordChangeForm = {
  currentPassword: '',
  newPassword: '',
  newPasswordRepeat: '',
};

type Outcome = { kind: 'changed' } | { kind: 'refused'; message: string } | null;

type FieldName = keyof PasswordChangeForm;

const FIELDS: ReadonlyArray<{
  name: FieldName;
  label: string;
  placeholder?: string;
  autoComplete: string;
}> = [
  { name: 'currentPassword', label: text.currentLabel, autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: text.newLabel,
    placeholder: text.newPlaceholder,
    autoComplete: 'new-password',
  },
  {
    name: 'newPasswordRepeat',
    label: text.repeatLabel,
    placeholder: text.repeatPlaceholder,
    autoComplete: 'new-password',
  },
];

/** /profile/password/change: current password, new password and its repeat. */
export function PasswordChangeScreen() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { control, handleSubmit, formState, reset, subscribe } = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const [newPassword, newPasswordRepeat] = useWatch({
    control,
    name: ['newPassword', 'newPasswordRepeat'],
  });
  const { isSubmitting } = formState;

  // The server's refusal is about what was sent: once the user edits a field, it no longer
  // describes the form and would contradict a correction. (A success stays until the next try.)
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') setOutcome((shown) => (shown?.kind === 'refused' ? null : shown));
        },
      }),
    [subscribe],
  );

  const onSubmit = handleSubmit(async (form) => {
    setOutcome(null);
    try {
      const result = await changePassword(form.currentPassword, form.newPassword);
      if (result.retval === PROFILE_RETVAL.ok) {
        reset(emptyForm);
        setOutcome({ kind: 'changed' });
      } else {
        setOutcome({ kind: 'refused', message: result.errMsg || text.failed });
      }
    } catch {
      // A 401 has already gone to /login; anything else is a failure to report.
      setOutcome({ kind: 'refused', message: text.failed });
    }
  });

  // Spec §5's mismatch rule, shown as soon as the repeat is non-empty, over the field's own.
  const fieldError = (name: FieldName) =>
    name === 'newPasswordRepeat' && passwordsDiffer(newPassword, newPasswordRepeat)
      ? profileMessages.validation.passwordsDiffer
      : undefined;

  return (
    <PageFrame title={text.title}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
        <Typography color="text.secondary">{text.intro}</Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          {FIELDS.map(({ name, label, placeholder, autoComplete }) => (
            <ControlledTextField
              key={name}
              name={name}
              control={control}
              label={label}
              placeholder={placeholder}
              type="password"
              autoComplete={autoComplete}
              required
              readOnly={isSubmitting}
              maxLength={CREDENTIAL_LIMITS.passwordMaxLength}
              error={fieldError(name)}
            />
          ))}
          {isSubmitting && <LinearProgress aria-label={text.running} sx={{ mt: 2 }} />}
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || isSubmitting}
            sx={{ mt: 3 }}
          >
            {text.submit}
          </Button>
        </Box>
        {outcome?.kind === 'changed' && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {text.changed}
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {outcome.message}
          </Alert>
        )}
      </Paper>
      <Link
        component={RouterLink}
        to={paths.profile.getHref()}
        sx={{ display: 'inline-block', mt: 2 }}
      >
        {text.backToProfile}
      </Link>
    </PageFrame>
  );
}
