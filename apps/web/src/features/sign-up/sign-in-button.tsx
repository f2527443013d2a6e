import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** The way on to /login once sign-up is done (thank-you page, confirmed e-mail). */
export function SignInButton({ replace, children }: { replace?: boolean; children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to={paths.login.getHref()}
      replace={replace}
      variant="contained"
      size="large"
      fullWidth
      sx={{ mt: 3 }}
    >
      {children}
    </Button>
  );
}
