import { isSignedOutRoute } from '@marketpult/shared/signed-out-routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { appRoutes, DEFAULT_ROUTE, paths, ROOT_HREF, type AppRoute } from '../config/paths';
import { createAuthGuard, createSignedInRedirect } from '../features/auth/route-guard';
import type { AppStore } from '../lib/store';
import { RouteError } from './route-error';
import { NOT_FOUND_HANDLE, type RouteHandle } from './route-handle';

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
  [paths.cabinet.path]: async () => ({
    Component: (await import('../features/cabinets/cabinet-list-screen')).CabinetListScreen,
  }),
  [paths.cabinetAdd.path]: async () => ({
    Component: (await import('../features/cabinets/cabinet-add-screen')).CabinetAddScreen,
  }),
  [paths.cabinetItem.path]: async () => ({
    Component: (await import('./cabinet-item-route')).CabinetItemRoute,
  }),
  [paths.catalog.path]: async () => ({
    Component: (await import('../features/catalog/catalog-screen')).CatalogScreen,
  }),
  // The product card (features/product-card) with the catalog's listings table and its unlink.
  [paths.catalogItem.path]: async () => ({
    Component: (await import('./product-card-routes')).ProductCardRoute,
  }),
  [paths.catalogItemChart.path]: async () => ({
    Component: (await import('./product-chart-route')).ProductChartRoute,
  }),
  [paths.catalogManagement.path]: async () => ({
    Component: (await import('../features/catalog-management/catalog-management-screen'))
      .CatalogManagementScreen,
  }),
  [paths.productsMatching.path]: async () => ({
    Component: (await import('../features/catalog/matching-screen')).MatchingScreen,
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
  const signedInRedirect = createSignedInRedirect(store);
  /** Sign-in and sign-up send a signed-in user on to the root (SIGNED_OUT_ROUTES). */
  const publicRoute = (route: AppRoute): RouteObject =>
    isSignedOutRoute(route.path)
      ? { ...screenRoute(route), middleware: [signedInRedirect] }
      : screenRoute(route);
  return [
    {
      HydrateFallback: FullScreenSpinner,
      ErrorBoundary: RouteError,
      children: [
        ...appRoutes.filter((route) => route.access === 'public').map(publicRoute),
        {
          path: ROOT_HREF,
          middleware: [createAuthGuard(store)],
          lazy: () => import('./guarded-layout'),
          children: [
            // The loader always redirects, so there is nothing to render. `replace`, so Back
            // from the cabinets does not bounce through the root again.
            { index: true, loader: () => replace(DEFAULT_ROUTE.getHref()), element: null },
            ...appRoutes.filter((route) => route.access === 'guarded').map(screenRoute),
            // A path no route knows: the not-found screen inside the layout. It is guarded like
            // the rest, so a visitor who is signed out goes to /login (README, "Unknown paths").
            { path: '*', handle: NOT_FOUND_HANDLE, lazy: () => import('./not-found-screen') },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(createRoutes(store));
}
