import { copyrightLine } from '@marketpult/shared/constants/product';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { EMAIL_INPUT_PROPS, FormTextField } from '../../components/form-text-field';
import { FormAlert, PublicSubmitButton } from '../../components/public-form-parts';
import { PublicPage } from '../../components/public-page';
import { paths, ROOT_HREF } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { selectRuntimeConfig } from '../../config/runtime-config';
import { useDrawnFormTakeover } from '../../lib/drawn-screen';
import { useSchemaForm } from '../../lib/schema-form';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { login, selectAuthState } from './auth-slice';
import { loginFormSchema, type LoginForm } from './login-form-schema';
import { authMessages as text, loginErrorMessage, loginHintMessage } from './ru-messages';

const emptyForm: LoginForm = { userName: '', password: '' };

function isLoginField(name: string): name is keyof LoginForm {
  return Object.hasOwn(emptyForm, name);
}

/** A text link in the theme's colour with a visible keyboard focus; MUI's Link would cost the
 * /login budget more bytes for the same look. */
const TextLink = styled(RouterLink)(({ theme }) => ({
  color: theme.palette.primary.main,
  textUnderlineOffset: 2,
  '&:hover': { textDecorationThickness: 2 },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
    borderRadius: 2,
  },
}));

/** /login (spec §2, §5, §8). */
export function LoginScreen() {
  const dispatch = useAppDispatch();
  const { isSubmitting, isLoginError, errorCode, loginHint } = useAppSelector(selectAuthState);
  const hint = loginHintMessage(loginHint);
  // No form library here: README, "Notes on dependencies".
  const form = useSchemaForm(loginFormSchema, emptyForm);

  const onSubmit = form.handleSubmit(async (values) => {
    await dispatch(login(values));
  });

  // What was typed into the drawn /login before the app had loaded (lib/drawn-screen.ts).
  const formRef = useRef<HTMLFormElement>(null);
  useDrawnFormTakeover(formRef, {
    setValue: (name, value) => {
      if (isLoginField(name)) form.setValue(name, value);
    },
    // A submit asked for meanwhile goes out as the app's button would let it: valid only.
    submit: (values) => {
      if (loginFormSchema.safeParse(values).success) void onSubmit();
    },
  });

  return (
    <PublicPage title={text.title} footer={<LoginFooter />}>
      {/* POST: were the drawn form ever sent without the app, no password would go in a URL. */}
      <Box component="form" ref={formRef} method="post" noValidate onSubmit={onSubmit}>
        <FormTextField
          {...form.field('userName')}
          error={form.error('userName')}
          label={text.emailLabel}
          {...EMAIL_INPUT_PROPS}
          autoComplete="username"
          required
          readOnly={isSubmitting}
        />
        <FormTextField
          {...form.field('password')}
          error={form.error('password')}
          label={text.passwordLabel}
          type="password"
          autoComplete="current-password"
          required
          readOnly={isSubmitting}
        />
        {isLoginError && (
          <FormAlert spacing={1}>
            {loginErrorMessage(errorCode)}
            {hint && (
              // Spec §8's message stays as it is; what the server knows more goes under it.
              <Box
                component="span"
                sx={{ display: 'block', mt: 0.5, typography: 'body2', color: 'text.secondary' }}
              >
                {hint}
              </Box>
            )}
          </FormAlert>
        )}
        <PublicSubmitButton disabled={!form.isValid || isSubmitting}>
          {text.submit}
        </PublicSubmitButton>
        {/* Spec §2: the link exists, points to the root and is hidden (so it needs no styling). */}
        <RouterLink to={ROOT_HREF} hidden>
          {text.forgotPassword}
        </RouterLink>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {text.noAccount} <TextLink to={paths.registration.getHref()}>{text.signUp}</TextLink>
        </Typography>
      </Box>
    </PublicPage>
  );
}

function LoginFooter() {
  const productName = useAppSelector(selectRuntimeConfig)?.productName ?? PRODUCT_NAME;
  return (
    <Box component="footer" sx={{ textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{productName}</Typography>
      <Typography variant="body2">{copyrightLine(new Date().getFullYear())}</Typography>
    </Box>
  );
}
