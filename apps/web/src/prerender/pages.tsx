import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { PrerenderedPage } from '@marketpult/shared/web-build';
import { AppProviders } from '../app/providers';
import { PageFrame } from '../components/page-frame';
import { paths, ROOT_HREF } from '../config/paths';
import { LoginScreen } from '../features/auth/login-screen';
import { CabinetListSkeleton } from '../features/cabinets/cabinet-list-skeleton';
import { CatalogSkeleton } from '../features/catalog/catalog-skeleton';
import { CatalogManagementSkeleton } from '../features/catalog-management/catalog-management-skeleton';
import { DrawnLayout } from '../features/layout/drawn-layout';
import { createAppStore } from '../lib/store';

/**
 * The screens worth sending as HTML: the sign-in form is the first screen of nearly every
 * visit. Each renders as it does with no session and an empty form; the app replaces the
 * markup with its own render of the same screen once its scripts have run.
 */
const PRERENDERED_SCREENS: Readonly<Record<string, ComponentType>> = {
  [paths.login.path]: LoginScreen,
};

/**
 * The cabinet list as a page load with a live session shows it before the app has arrived: the
 * layout's frame, the title and the list's skeleton in their final places, so the page's
 * largest text is painted with the document. The app brings the menu, the user and the
 * cabinets (the page carries them) and replaces it at its first commit. The root lands there.
 */
function DrawnCabinetList() {
  return (
    <DrawnLayout>
      <PageFrame title={paths.cabinet.title}>
        <CabinetListSkeleton />
      </PageFrame>
    </DrawnLayout>
  );
}

/** The catalog the same way: its title, and its search, filters and grid as a skeleton. */
function DrawnCatalog() {
  return (
    <DrawnLayout>
      <PageFrame title={paths.catalog.title}>
        <CatalogSkeleton />
      </PageFrame>
    </DrawnLayout>
  );
}

/** /catalog-management: its title and its picking step's controls, the grid as a skeleton. */
function DrawnCatalogManagement() {
  return (
    <DrawnLayout>
      <PageFrame title={paths.catalogManagement.title}>
        <CatalogManagementSkeleton />
      </PageFrame>
    </DrawnLayout>
  );
}

const SIGNED_IN_SCREENS: Readonly<Record<string, ComponentType>> = {
  [ROOT_HREF]: DrawnCabinetList,
  [paths.cabinet.path]: DrawnCabinetList,
  [paths.catalog.path]: DrawnCatalog,
  [paths.catalogManagement.path]: DrawnCatalogManagement,
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

function renderAll(screens: Readonly<Record<string, ComponentType>>) {
  const year = new Date().getFullYear();
  return Object.fromEntries(
    Object.entries(screens).map(([route, Screen]) => [route, renderScreen(route, Screen, year)]),
  );
}

/** Every prerendered screen, rendered now (the copyright line shows the current year). */
export function renderPrerenderedPages(): Record<string, PrerenderedPage> {
  return renderAll(PRERENDERED_SCREENS);
}

/** The screens the server draws in a page for a live session only (SIGNED_IN_PRERENDERED_PAGES_FILE). */
export function renderSignedInPages(): Record<string, PrerenderedPage> {
  return renderAll(SIGNED_IN_SCREENS);
}
