import { zodResolver } from '@hookform/resolvers/zod';
import { copyrightLine } from '@marketpult/shared/constants/product';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ControlledTextField } from '../../components/controlled-text-field';
import { EMAIL_INPUT_PROPS } from '../../components/form-text-field';
import { FormAlert, PublicSubmitButton } from '../../components/public-form-parts';
import { PublicPage } from '../../components/public-page';
import { ROOT_HREF } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { selectRuntimeConfig } from '../../config/runtime-config';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { login, selectAuthState } from './auth-slice';
import { loginFormSchema, type LoginForm } from './login-form-schema';
import { authMessages as text, loginErrorMessage } from './ru-messages';

const emptyForm: LoginForm = { userName: '', password: '' };

/** /login (spec §2, §5, §8). */
export function LoginScreen() {
  const dispatch = useAppDispatch();
  const { isSubmitting, isLoginError, errorCode } = useAppSelector(selectAuthState);
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    await dispatch(login(values));
  });

  return (
    <PublicPage title={text.title} footer={<LoginFooter />}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <ControlledTextField
          name="userName"
          control={control}
          label={text.emailLabel}
          {...EMAIL_INPUT_PROPS}
          autoComplete="username"
          required
          readOnly={isSubmitting}
        />
        <ControlledTextField
          name="password"
          control={control}
          label={text.passwordLabel}
          type="password"
          autoComplete="current-password"
          required
          readOnly={isSubmitting}
        />
        {isLoginError && <FormAlert spacing={1}>{loginErrorMessage(errorCode)}</FormAlert>}
        <PublicSubmitButton disabled={!formState.isValid || isSubmitting}>
          {text.submit}
        </PublicSubmitButton>
        {/* Spec §2: the link exists, points to the root and is hidden (so it needs no styling). */}
        <RouterLink to={ROOT_HREF} hidden>
          {text.forgotPassword}
        </RouterLink>
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
