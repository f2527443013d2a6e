import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { PrerenderedPage } from '@marketpult/shared/web-build';
import { AppProviders } from '../app/providers';
import { paths } from '../config/paths';
import { LoginScreen } from '../features/auth/login-screen';
import { createAppStore } from '../lib/store';

/**
 * The screens worth sending as HTML: the sign-in form is the first screen of nearly every
 * visit. Each renders as it does with no session and an empty form; the app replaces the
 * markup with its own render of the same screen once its scripts have run.
 */
const PRERENDERED_SCREENS: Readonly<Record<string, ComponentType>> = {
  [paths.login.path]: LoginScreen,
};

const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/**
 * React 19 writes a screen's <title> where the screen renders it; it moves to the page's head
 * (the server writes it there) and leaves the markup.
 */
function renderScreen(route: string, Screen: ComponentType, year: number): PrerenderedPage {
  const html = renderToString(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[route]}>
        <Screen />
      </MemoryRouter>
    </AppProviders>,
  );
  const titleElement = TITLE_ELEMENT.exec(html)?.[0];
  if (!titleElement) throw new Error(`prerender: the screen of ${route} has no <title>`);
  return { titleElement, markup: html.replace(TITLE_ELEMENT, ''), year };
}

/** Every prerendered screen, rendered now (the copyright line shows the current year). */
export function renderPrerenderedPages(): Record<string, PrerenderedPage> {
  const year = new Date().getFullYear();
  return Object.fromEntries(
    Object.entries(PRERENDERED_SCREENS).map(([route, Screen]) => [
      route,
      renderScreen(route, Screen, year),
    ]),
  );
}
