import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT } from '@marketpult/shared/constants/product';
import { CREDENTIAL_LIMITS } from '@marketpult/shared/constants/validation-limits';
import { phoneForRequest } from '@marketpult/shared/domain/registration-rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { selectRuntimeConfig } from '../../config/runtime-config';
import { ControlledTextField } from '../../components/controlled-text-field';
import { EMAIL_INPUT_PROPS } from '../../components/form-text-field';
import { PublicPage } from '../../components/public-page';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { AgreementCheckbox, DocumentLink } from './agreement-checkbox';
import { confirmationCallbackUrl } from './confirmation-callback-url';
import { LEGAL_DOCUMENTS } from './legal-documents';
import { PhoneField } from './phone-field';
import {
  passwordsDiffer,
  registrationFormSchema,
  type RegistrationForm,
} from './registration-form-schema';
import { RegistrationThankYou } from './registration-thank-you';
import { signUpMessages } from './ru-messages';
import { selectSignUpState, signUpOpened, submitRegistration } from './sign-up-slice';

const text = signUpMessages.registration;

const emptyForm: RegistrationForm = {
  email: '',
  phone: '',
  password: '',
  passwordRepeat: '',
  acceptTerms: false,
  acceptLiability: false,
};

/** /registration (spec §2, §5). */
export function RegistrationScreen() {
  const dispatch = useAppDispatch();
  const { isSubmitting, requestSent, error } = useAppSelector(selectSignUpState);
  const supportEmail =
    useAppSelector(selectRuntimeConfig)?.supportEmail ?? PRODUCT.defaultSupportEmail;
  const [sentTo, setSentTo] = useState('');
  const { control, register, handleSubmit, formState } = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const [password, passwordRepeat] = useWatch({ control, name: ['password', 'passwordRepeat'] });

  useEffect(() => {
    dispatch(signUpOpened());
  }, [dispatch]);

  const onSubmit = handleSubmit((form) => {
    setSentTo(form.email);
    void dispatch(
      submitRegistration({
        email: form.email,
        password: form.password,
        phone: phoneForRequest(form.phone),
        callbackUrl: confirmationCallbackUrl(window.location),
      }),
    );
  });

  if (requestSent) {
    return (
      <PublicPage title={text.title} heading={signUpMessages.thankYou.title}>
        <RegistrationThankYou email={sentTo} supportEmail={supportEmail} />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={text.title}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <ControlledTextField
          name="email"
          control={control}
          label={text.emailLabel}
          {...EMAIL_INPUT_PROPS}
          autoComplete="email"
          required
          readOnly={isSubmitting}
          maxLength={CREDENTIAL_LIMITS.emailMaxLength}
        />
        {/*
         * Uncontrolled (register, not Controller): the mask edits the input itself, and React
         * writing a controlled value back between fast keystrokes would drop digits.
         */}
        <PhoneField
          {...register('phone')}
          label={text.phoneLabel}
          placeholder={text.phonePlaceholder}
          autoComplete="tel"
          required
          readOnly={isSubmitting}
          error={formState.errors.phone?.message}
        />
        <ControlledTextField
          name="password"
          control={control}
          label={text.passwordLabel}
          placeholder={text.passwordPlaceholder}
          type="password"
          autoComplete="new-password"
          required
          readOnly={isSubmitting}
        />
        <ControlledTextField
          name="passwordRepeat"
          control={control}
          label={text.passwordRepeatLabel}
          placeholder={text.passwordRepeatPlaceholder}
          type="password"
          autoComplete="new-password"
          required
          readOnly={isSubmitting}
          // Spec §5: the mismatch shows as soon as the repeat is non-empty, touched or not.
          error={
            passwordsDiffer(password, passwordRepeat)
              ? signUpMessages.validation.passwordsDiffer
              : undefined
          }
        />
        <Controller
          name="acceptTerms"
          control={control}
          render={({ field, fieldState }) => (
            <AgreementCheckbox
              name={field.name}
              checked={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={isSubmitting}
              error={fieldState.error?.message}
            >
              {text.acceptPrefix}{' '}
              <DocumentLink href={LEGAL_DOCUMENTS.userAgreement}>{text.userAgreement}</DocumentLink>{' '}
              {text.and}{' '}
              <DocumentLink href={LEGAL_DOCUMENTS.personalDataPolicy}>
                {text.personalDataPolicy}
              </DocumentLink>
            </AgreementCheckbox>
          )}
        />
        <Controller
          name="acceptLiability"
          control={control}
          render={({ field, fieldState }) => (
            <AgreementCheckbox
              name={field.name}
              checked={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={isSubmitting}
              error={fieldState.error?.message}
            >
              {text.acceptPrefix}{' '}
              <DocumentLink href={LEGAL_DOCUMENTS.liabilityLimitation}>
                {text.liabilityLimitation}
              </DocumentLink>
            </AgreementCheckbox>
          )}
        />
        {isSubmitting && <LinearProgress aria-label={text.running} sx={{ mt: 2 }} />}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!formState.isValid || isSubmitting}
          sx={{ mt: 2 }}
        >
          {text.submit}
        </Button>
        {error && (
          <Typography role="alert" color="error" sx={{ mt: 2 }}>
            {error.errorMessage || text.failed}
          </Typography>
        )}
      </Box>
    </PublicPage>
  );
}
