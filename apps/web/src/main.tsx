import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Created outside React so a re-render never builds a second store or router.
const store = createAppStore();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <App router={router} />
    </AppProviders>
  </StrictMode>,
);
