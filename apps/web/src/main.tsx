import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setNavigate } from './lib/navigation';
import { createAppStore } from './lib/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** A turn of the event loop: the browser may paint and handle input before what follows. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Created outside React so a re-render never builds a second store or router.
const store = createAppStore();
// Evaluating the modules is one long task already; the router's first navigation (matching,
// loading the screen's code) waits for the next one.
await nextTask();
const router = createAppRouter(store);
// Redirects from outside React (a 401, sign-in, sign-out) go through the router.
setNavigate((to, options) => void router.navigate(to, options));

/** Resolves once the router has loaded the first route's code and run its loaders. */
function routerReady(dataRouter: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (dataRouter.state.initialized) return resolve();
    const unsubscribe = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/*
 * As a transition, React renders in slices of about 5 ms and lets the browser in between
 * (a first render in one piece was a 30 ms task in Lighthouse's trace, 120 ms at its 4×).
 */
function render(root: HTMLElement): void {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders store={store}>
          <App router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/*
 * A screen the server sent prerendered stays until the app can draw the same screen: React
 * replaces the container's content at its first commit, and a first commit before the route's
 * code is in would flash the loading state in between.
 */
if (container.querySelector('[data-prerendered]')) {
  void routerReady(router).then(() => render(container));
} else {
  render(container);
}
