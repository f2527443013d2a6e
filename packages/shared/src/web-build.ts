/**
 * What the web build leaves for the server beside index.html: for each public route, the
 * script files its screen needs, as paths relative to the build folder. The server lists them
 * as `<link rel="modulepreload">` in that route's page, so they load beside the entry script
 * instead of after it (apps/web/build/route-preloads.ts writes the file).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export type RoutePreloads = Readonly<Record<string, readonly string[]>>;
