import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { appRoutes, DEFAULT_ROUTE, ROOT_HREF, type AppRoute } from '../config/paths';
import { RouteError } from './route-error';

/*
 * Until a screen's issue lands, its route shows the neutral frame with the route's title.
 * Each route is `lazy`, so a screen's code is a chunk of its own and /login stays small.
 */
function screenRoute(route: AppRoute): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      const { PageFrame } = await import('../components/page-frame');
      return { element: <PageFrame title={route.title} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteError,
    children: [
      ...appRoutes.filter((route) => route.access === 'public').map(screenRoute),
      {
        path: ROOT_HREF,
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
