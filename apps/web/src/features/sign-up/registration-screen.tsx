import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT } from '@marketpult/shared/constants/product';
import { SIGN_UP_RETVAL } from '@marketpult/shared/contracts/sign-up-result';
import { phoneForRequest } from '@marketpult/shared/domain/registration-rules';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ControlledTextField } from '../../components/controlled-text-field';
import { FormAlert, PublicSubmitButton } from '../../components/public-form-parts';
import { PublicPage } from '../../components/public-page';
import { selectRuntimeConfig } from '../../config/runtime-config';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { ACCOUNT_EMAIL_PROPS } from './account-email-props';
import { ControlledAgreement, DocumentLink } from './agreement-checkbox';
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
import { SignInLink } from './sign-in-link';
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
          {...ACCOUNT_EMAIL_PROPS}
          readOnly={isSubmitting}
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
        <ControlledAgreement name="acceptTerms" control={control} disabled={isSubmitting}>
          {text.acceptPrefix}{' '}
          <DocumentLink href={LEGAL_DOCUMENTS.userAgreement}>{text.userAgreement}</DocumentLink>{' '}
          {text.and}{' '}
          <DocumentLink href={LEGAL_DOCUMENTS.personalDataPolicy}>
            {text.personalDataPolicy}
          </DocumentLink>
        </ControlledAgreement>
        <ControlledAgreement name="acceptLiability" control={control} disabled={isSubmitting}>
          {text.acceptPrefix}{' '}
          <DocumentLink href={LEGAL_DOCUMENTS.liabilityLimitation}>
            {text.liabilityLimitation}
          </DocumentLink>
        </ControlledAgreement>
        {isSubmitting && <LinearProgress aria-label={text.running} sx={{ mt: 2 }} />}
        <PublicSubmitButton disabled={!formState.isValid || isSubmitting}>
          {text.submit}
        </PublicSubmitButton>
        {error && (
          <FormAlert>
            {error.errorMessage || text.failed}
            {error.errorCode === SIGN_UP_RETVAL.emailTaken && (
              <>
                {' '}
                <SignInLink>{text.emailTakenSignIn}</SignInLink>
              </>
            )}
          </FormAlert>
        )}
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {text.alreadyRegistered} <SignInLink>{text.signIn}</SignInLink>
      </Typography>
    </PublicPage>
  );
}
