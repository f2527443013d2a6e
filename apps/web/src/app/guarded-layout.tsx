import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { paths } from '../config/paths';
import { selectAuthState } from '../features/auth/auth-slice';
import { useAppSelector } from '../lib/store';

/*
 * The layout route of every guarded screen; the route guard (middleware in router.tsx) runs
 * before it. While the session check runs, the spinner stands in for the whole layout (spec §2);
 * a check that fails for any reason but a 401 (which redirects by itself) also ends on /login.
 * The top bar and menu arrive with the layout issue and attach here.
 */
export function Component() {
  const { isSubmitting, isLoggedIn } = useAppSelector(selectAuthState);
  if (isSubmitting || isLoggedIn === null) return <FullScreenSpinner />;
  if (!isLoggedIn) return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
}
