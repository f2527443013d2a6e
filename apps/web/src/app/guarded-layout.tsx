import { Outlet } from 'react-router';

/*
 * The layout route of every guarded screen. The route guard (a check before any data loads)
 * arrives with the sign-in issue, and the top bar and menu with the layout issue; both attach
 * here, so no screen has to change.
 */
export function Component() {
  return <Outlet />;
}
