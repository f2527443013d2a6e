import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { appRoutes, DEFAULT_ROUTE, paths, ROOT_HREF, type AppRoute } from '../config/paths';
import { createAuthGuard } from '../features/auth/route-guard';
import type { AppStore } from '../lib/store';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/*
 * Every screen is `lazy`, so its code is a chunk of its own: /login loads neither the guarded
 * layout nor anything behind it.
 */
const SCREENS: Readonly<Partial<Record<string, LazyScreen>>> = {
  [paths.login.path]: async () => ({
    Component: (await import('../features/auth/login-screen')).LoginScreen,
  }),
  [paths.registration.path]: async () => ({
    Component: (await import('../features/sign-up/registration-screen')).RegistrationScreen,
  }),
  [paths.registrationConfirm.path]: async () => ({
    Component: (await import('../features/sign-up/confirm-screen')).ConfirmScreen,
  }),
  [paths.profile.path]: async () => ({
    Component: (await import('./profile-routes')).ProfileRoute,
  }),
  [paths.profilePasswordChange.path]: async () => ({
    Component: (await import('./profile-routes')).PasswordChangeRoute,
  }),
};

/**
 * Until a business section's issue lands, its route shows the section's frame and title with
 * a note that it is being prepared. The handle tells the layout which pattern is on show.
 */
function screenRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { pattern: route.path };
  return {
    path: route.path,
    handle,
    lazy:
      SCREENS[route.path] ??
      (async () => {
        const { SectionScreen } = await import('./section-screen');
        return { element: <SectionScreen title={route.title} /> };
      }),
  };
}

export function createRoutes(store: Pick<AppStore, 'getState' | 'dispatch'>): RouteObject[] {
  return [
    {
      HydrateFallback: FullScreenSpinner,
      ErrorBoundary: RouteError,
      children: [
        ...appRoutes.filter((route) => route.access === 'public').map(screenRoute),
        {
          path: ROOT_HREF,
          middleware: [createAuthGuard(store)],
          lazy: () => import('./guarded-layout'),
          children: [
            // The loader always redirects, so there is nothing to render. `replace`, so Back
            // from the cabinets does not bounce through the root again.
            { index: true, loader: () => replace(DEFAULT_ROUTE.getHref()), element: null },
            ...appRoutes.filter((route) => route.access === 'guarded').map(screenRoute),
          ],
        },
        { path: '*', lazy: () => import('./not-found-screen') },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(createRoutes(store));
}
