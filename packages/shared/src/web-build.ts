/**
 * What the web build leaves for the server beside index.html: for each public route, the
 * script files its screen needs, as paths relative to the build folder. The server lists them
 * as `<link rel="modulepreload">` in that route's page, so they load beside the entry script
 * instead of after it (apps/web/build/route-preloads.ts writes the file).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The same for the guarded routes the app opens first (the default section, the root that
 * leads there): the guarded layout's scripts and the screen's. The server lists them only in a
 * page for a live session; a visitor without one is on the way to /login and needs none.
 */
export const SIGNED_IN_ROUTE_PRELOADS_FILE = 'signed-in-route-preloads.json';

export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

/**
 * The public screens the web build renders to HTML (apps/web/build/prerender.ts), so that the
 * server sends the screen itself instead of a spinner and it shows before any script arrives:
 * for each route, the page's <title> element and the markup of `#root` (with Emotion's styles
 * inline), both HTML as React wrote them.
 */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';

/**
 * The same for guarded screens, drawn only in a page for a live session (the cabinet list's
 * frame and skeleton): a visitor without one is on the way to /login and must not see them.
 */
export const SIGNED_IN_PRERENDERED_PAGES_FILE = 'signed-in-prerendered-pages.json';

export interface PrerenderedPage {
  /** `<title>…</title>`, its text escaped as HTML. */
  titleElement: string;
  markup: string;
  /** The year of the copyright line in `markup` (the server writes the current one). */
  year: number;
}

export type PrerenderedPages = Readonly<Record<string, PrerenderedPage>>;
