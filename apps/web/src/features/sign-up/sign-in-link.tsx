import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** An inline link to /login, for a way back from the registration form. */
export function SignInLink({ children }: { children: ReactNode }) {
  return (
    <Link component={RouterLink} to={paths.login.getHref()}>
      {children}
    </Link>
  );
}
