import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { appContainerFor, replaceDrawnScreen } from './lib/drawn-screen';
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

/**
 * At the app's first commit the drawn screen gives way to it, whatever the app drew: a screen
 * that takes over the drawn form (the sign-in screen) has done so in its own layout effect,
 * which runs before this one.
 */
function TakeOverDrawnScreen({ children }: { children: ReactNode }) {
  useLayoutEffect(replaceDrawnScreen, []);
  return children;
}

/*
 * As a transition, React renders in slices of about 5 ms and lets the browser in between
 * (a first render in one piece was a 30 ms task in Lighthouse's trace, 120 ms at its 4×).
 * Meanwhile the drawn screen still takes keystrokes: the app renders into an element of its
 * own and takes the drawn screen's place only at its first commit (lib/drawn-screen.ts).
 */
function render(root: HTMLElement): void {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <TakeOverDrawnScreen>
          <AppProviders store={store}>
            <App router={router} />
          </AppProviders>
        </TakeOverDrawnScreen>
      </StrictMode>,
    );
  });
}

/*
 * A screen the server sent prerendered stays until the app can draw the same screen: a first
 * commit before the route's code is in would put the loading state in its place.
 */
const appContainer = appContainerFor(container);
if (appContainer === container) {
  render(container);
} else {
  void routerReady(router).then(() => render(appContainer));
}
