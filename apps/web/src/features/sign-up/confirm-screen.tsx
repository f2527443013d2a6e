import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTRATION_FIELD_LIMITS } from '@marketpult/shared/contracts/registration';
import { SIGN_UP_RETVAL } from '@marketpult/shared/contracts/sign-up-result';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ControlledTextField } from '../../components/controlled-text-field';
import { FormAlert, PublicSubmitButton } from '../../components/public-form-parts';
import { PublicPage } from '../../components/public-page';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { confirmFormSchema, type ConfirmForm } from './confirm-form-schema';
import { ACCOUNT_EMAIL_PROPS } from './account-email-props';
import { signUpMessages } from './ru-messages';
import { SignInButton } from './sign-in-button';
import { selectSignUpState, signUpOpened, submitConfirmation } from './sign-up-slice';

const text = signUpMessages.confirm;

/** /registration/confirm?u=<e-mail>&k=<key> (spec §2, §5, §8). */
export function ConfirmScreen() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('u') ?? '';
  const key = searchParams.get('k') ?? '';
  const dispatch = useAppDispatch();
  const { isSubmitting, requestSent, error } = useAppSelector(selectSignUpState);
  const { control, handleSubmit, formState } = useForm<ConfirmForm>({
    resolver: zodResolver(confirmFormSchema),
    mode: 'onTouched',
    defaultValues: { email, key },
  });

  // Spec §4: the flow resets on open; a link carrying both values confirms by itself.
  useEffect(() => {
    dispatch(signUpOpened());
    if (!email || !key) return undefined;
    const request = dispatch(submitConfirmation({ email, key }));
    return () => request.abort();
  }, [dispatch, email, key]);

  const onSubmit = handleSubmit((form) => {
    void dispatch(submitConfirmation(form));
  });

  if (requestSent) {
    return (
      <PublicPage title={text.title} heading={text.success}>
        <SignInButton>{text.signIn}</SignInButton>
      </PublicPage>
    );
  }

  // Not a failure for the seller: the link did its work before, so no red message.
  if (error?.errorCode === SIGN_UP_RETVAL.alreadyConfirmed) {
    return (
      <PublicPage title={text.title} heading={text.alreadyConfirmed}>
        <Typography sx={{ mt: 2 }}>{text.alreadyConfirmedText}</Typography>
        <SignInButton>{text.signIn}</SignInButton>
      </PublicPage>
    );
  }

  return (
    <PublicPage title={text.title}>
      <Typography color="text.secondary">{text.intro}</Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <ControlledTextField
          name="email"
          control={control}
          label={text.emailLabel}
          placeholder={text.emailPlaceholder}
          {...ACCOUNT_EMAIL_PROPS}
          readOnly={isSubmitting}
        />
        <ControlledTextField
          name="key"
          control={control}
          label={text.keyLabel}
          placeholder={text.keyPlaceholder}
          autoComplete="one-time-code"
          required
          readOnly={isSubmitting}
          maxLength={REGISTRATION_FIELD_LIMITS.confirmationKeyMaxLength}
        />
        {isSubmitting && <LinearProgress aria-label={text.running} sx={{ mt: 1, height: 2 }} />}
        {error && <FormAlert>{error.errorMessage || text.failed}</FormAlert>}
        <PublicSubmitButton disabled={!formState.isValid || isSubmitting}>
          {text.submit}
        </PublicSubmitButton>
      </Box>
      <BadLinkDialog />
    </PublicPage>
  );
}

/*
 * Spec §2: the 'Некорректная ссылка.' dialog exists, but the flag that opens it is only ever
 * false, so it never shows. Kept as the spec describes it.
 */
function BadLinkDialog() {
  const [isOpen] = useState(false);
  const titleId = useId();
  return (
    <Dialog open={isOpen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.badLinkTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text.badLinkText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={paths.login.getHref()}>
          {text.badLinkOk}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
