import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setNavigate } from './lib/navigation';
import { createAppStore } from './lib/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Created outside React so a re-render never builds a second store or router.
const store = createAppStore();
const router = createAppRouter(store);
// Redirects from outside React (a 401, sign-in, sign-out) go through the router.
setNavigate((to, options) => void router.navigate(to, options));

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <App router={router} />
    </AppProviders>
  </StrictMode>,
);
