import type { RouteObject } from 'react-router';

/**
 * Calls the `lazy` of every route in `routes` and their children, which imports each screen's
 * code into the test file's module cache.
 *
 * Every screen is a lazy route (app/router.tsx). In a test, the first visit to one imports its
 * code through Vitest's module loader, and on a busy machine that took longer than Testing
 * Library's wait for the screen, or than the test's own timeout: the first test of a file
 * failed where the others passed. A test file that renders the routes awaits this at its top
 * level, while it is being imported, so that a test's waits are for the app alone.
 */
export async function loadLazyRoutes(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async ({ lazy, children }) => {
      if (typeof lazy === 'function') await lazy();
      else if (lazy) await Promise.all(Object.values(lazy).map((load) => load?.()));
      if (children) await loadLazyRoutes(children);
    }),
  );
}
