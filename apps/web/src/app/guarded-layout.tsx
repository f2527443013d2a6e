import { useMemo, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { visibleMenu } from '../config/menu';
import { paths } from '../config/paths';
import { selectRuntimeConfig } from '../config/runtime-config';
import { logout, selectAuthState } from '../features/auth/auth-slice';
import type { UserInfo } from '../features/auth/auth-api';
import { HelpButton } from '../features/knowledge-base/help-button';
import { useLoadInstructionsOnce } from '../features/knowledge-base/use-load-instructions-once';
import { AppLayout } from '../features/layout/app-layout';
import { useAppDispatch, useAppSelector } from '../lib/store';
import { useRoutePattern } from './route-handle';

/*
 * The layout route of every guarded screen; the route guard (middleware in router.tsx) runs
 * before it. While the session check runs, the spinner stands in for the whole layout (spec §2);
 * a check that fails for any reason but a 401 (which redirects by itself) also ends on /login.
 * A page load with a live session needs no check: the page carries its user (auth-slice.ts).
 */
export function Component() {
  const { isSubmitting, isLoggedIn, userInfo } = useAppSelector(selectAuthState);
  // The knowledge base loads once per sign-in (spec §4), not on every screen.
  useLoadInstructionsOnce(isLoggedIn === true);
  if (isSubmitting || isLoggedIn === null) return <FullScreenSpinner />;
  if (!isLoggedIn) return <Navigate to={paths.login.getHref()} replace />;
  return <SignedInLayout user={userInfo} />;
}

/**
 * Composes the layout feature with the auth state, the menu variant and the knowledge base (the
 * help button, and the side menu's entry that opens the same dialog).
 */
function SignedInLayout({ user }: { user: UserInfo | null }) {
  const dispatch = useAppDispatch();
  const variant = useAppSelector(selectRuntimeConfig)?.menuVariant ?? 'prod';
  const menu = useMemo(() => visibleMenu(variant), [variant]);
  const routePattern = useRoutePattern();
  // Here, so that the side menu (phones have no help button) opens the button's dialog.
  const [helpOpen, setHelpOpen] = useState(false);

  return (
    <AppLayout
      menu={menu}
      routePattern={routePattern}
      user={user}
      onLogout={() => void dispatch(logout())}
      renderHelp={(visible) => (
        <HelpButton
          routePattern={routePattern}
          hidden={!visible}
          open={helpOpen}
          onOpenChange={setHelpOpen}
        />
      )}
      onOpenHelp={() => setHelpOpen(true)}
    >
      <Outlet />
    </AppLayout>
  );
}
