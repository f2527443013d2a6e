import { DEFAULT_ROUTE, paths, ROOT_HREF } from '../config/paths.ts';

/**
 * The module behind each public screen, relative to apps/web. router.tsx imports the same
 * modules lazily; the build lists each one's scripts for the server, which preloads them in
 * that route's page (build/route-preloads.ts), so the sign-in form does not wait for the entry
 * script to ask for it. A unit test keeps this list and the router in step.
 */
export const PUBLIC_SCREEN_MODULES: Readonly<Record<string, string>> = Object.freeze({
  [paths.login.path]: 'src/features/auth/login-screen.tsx',
  [paths.registration.path]: 'src/features/sign-up/registration-screen.tsx',
  [paths.registrationConfirm.path]: 'src/features/sign-up/confirm-screen.tsx',
});

/** The guarded layout, which every guarded screen opens inside (router.tsx). */
export const GUARDED_LAYOUT_MODULE = 'src/app/guarded-layout.tsx';

/**
 * The same for the guarded screens a page load opens most (the default section, and the root
 * that leads to it): the layout's module and the screen's. The server preloads their scripts
 * only in a page for a live session (SIGNED_IN_ROUTE_PRELOADS_FILE), so the layout and the
 * list do not wait for the entry script to ask for them. The catalog and its management are
 * there too: their grid (MUI X DataGrid) is the app's heaviest chunk, and a page load of either
 * would otherwise ask for it only after the entry script and the layout had run. A module after
 * the screen's is one that the screen's own code (its folder) imports with `import()`.
 */
export const SIGNED_IN_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [ROOT_HREF]: [GUARDED_LAYOUT_MODULE, 'src/features/cabinets/cabinet-list-screen.tsx'],
  [DEFAULT_ROUTE.path]: [GUARDED_LAYOUT_MODULE, 'src/features/cabinets/cabinet-list-screen.tsx'],
  [paths.catalog.path]: [
    GUARDED_LAYOUT_MODULE,
    'src/features/catalog/catalog-screen.tsx',
    'src/features/catalog/catalog-grid.tsx',
  ],
  [paths.catalogManagement.path]: [
    GUARDED_LAYOUT_MODULE,
    'src/features/catalog-management/catalog-management-screen.tsx',
    'src/features/catalog-management/listings-grid.tsx',
  ],
});
