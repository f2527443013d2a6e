import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '@marketpult/shared/api-paths';
import { isClientRoutePath } from '@marketpult/shared/domain/client-route-match';
import { isGuardedPagePath } from '@marketpult/shared/page-session';
import type { RuntimeConfig } from '@marketpult/shared/runtime-config';
import {
  SIGNED_IN_PRERENDERED_PAGES_FILE,
  SIGNED_IN_ROUTE_PRELOADS_FILE,
} from '@marketpult/shared/web-build';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors';
import { CompressedAssets, preferredEncoding } from './compressed-assets';
import { IndexPages, readPrerenderedPages, readRoutePreloads, routeOf } from './index-page';
import { PAGE_VARY, SESSION_PAGE_CACHE_CONTROL, type SessionPageData } from './session-page';
import { redirectSignedIn } from './signed-in-redirect';

export interface StaticWebOptions {
  /** The folder `vite build` wrote: index.html plus hashed files under assets/. */
  distDir: string;
  /** Written into every page, so the app starts without asking for it. */
  runtimeConfig: RuntimeConfig;
  /** What a guarded page for a live session carries for its screen (the cabinet list). */
  sessionPageData?: SessionPageData;
}

export const WEB_NOT_BUILT_MESSAGE =
  'Веб-приложение не собрано: выполните `npm run build` (`npm start` собирает его сам).\n' +
  'The web app is not built: run `npm run build` (`npm start` builds it for you).\n';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed names change with their content, so they may be cached for good; nothing else may. */
function cacheControlFor(distDir: string, file: string): string {
  const [top] = relative(distDir, file).split(sep);
  return top === 'assets' ? IMMUTABLE : 'no-cache';
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

const noSessionPageData: SessionPageData = async () => '';

/**
 * The screen's data for the page, or none when it cannot be had (the database): the app then
 * asks for it as it would without, so a page load never fails for want of it.
 */
async function sessionPageDataOrNone(
  sessionPageData: SessionPageData,
  path: string,
  request: FastifyRequest,
): Promise<string> {
  try {
    return await sessionPageData(routeOf(path), request.user!);
  } catch (error) {
    request.log.warn({ err: error }, 'page sent without its screen data');
    return '';
  }
}

/**
 * index.html with the settings (and the route's preloads and prerendered screen), compressed
 * when the client accepts it, revalidated by its ETag (one per encoding: each is its own
 * representation). A path that is no client route gets the same page with 404: the app draws
 * its «Страница не найдена», and the status tells crawlers and link checkers the same. A 404
 * carries no ETag and ignores If-None-Match (RFC 9110 §13.2.1: preconditions hold for 2xx only).
 * A guarded page for a live session carries its user and is never cached (session-page.ts).
 */
async function sendPage(
  pages: IndexPages,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionPageData: SessionPageData = noSessionPageData,
) {
  const path = pathOf(request.url);
  if (redirectSignedIn(request, reply, path)) return reply;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const status = isClientRoutePath(path) ? 200 : 404;
  reply.type('text/html; charset=utf-8').code(status);
  if (isGuardedPagePath(path)) {
    // A guarded page's answer depends on the session cookie (it carries the user, or not).
    reply.header('vary', PAGE_VARY);
    if (request.user) {
      const data = await sessionPageDataOrNone(sessionPageData, path, request);
      const page = pages.forSession(path, request.user, data);
      reply.header('cache-control', SESSION_PAGE_CACHE_CONTROL);
      if (!encoding) return reply.send(page.body);
      return reply.header('content-encoding', encoding).send(page.encoded(encoding));
    }
  } else {
    reply.header('vary', 'accept-encoding');
  }
  const year = request.server.clock.now().getFullYear();
  const page = pages.forPath(path, year);
  reply.header('cache-control', 'no-cache');
  if (status === 200) {
    const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  if (!encoding) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(page.encoded(encoding));
}

/**
 * Serves the built web app and answers every client route with index.html, so a reload on
 * /catalog/42/chart works; any other page path gets index.html with 404 (sendPage). Requests
 * that belong to the API, non-GET requests and missing hashed assets get a JSON 404 instead: an
 * old bundle asking for a file that a redeploy removed must fail loudly, not execute index.html
 * as JavaScript.
 */
async function staticWeb(
  app: FastifyInstance,
  { distDir, runtimeConfig, sessionPageData }: StaticWebOptions,
): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const pages = existsSync(indexFile)
    ? new IndexPages(
        readFileSync(indexFile, 'utf8'),
        runtimeConfig,
        readRoutePreloads(distDir),
        readPrerenderedPages(distDir),
        readRoutePreloads(distDir, SIGNED_IN_ROUTE_PRELOADS_FILE),
        readPrerenderedPages(distDir, SIGNED_IN_PRERENDERED_PAGES_FILE),
      )
    : undefined;

  if (pages) {
    // The folder itself would be a directory listing (refused): the page is the answer here.
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendPage(pages, request, reply, sessionPageData),
    );
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      // The page is never sent as the file: the not-found handler sends it with the settings.
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      redirect: false,
      list: false,
      cacheControl: false,
      schemaHide: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(distDir, file));
      },
    });
    // The hashed files compressed (brotli or gzip): over a slow mobile link the app's scripts
    // arrive in a third of the bytes (Lighthouse mobile on /login: 66 before, 91 after).
    const compressed = new CompressedAssets(join(distDir, 'assets'), (error, name) =>
      app.log.warn({ err: error, asset: name }, 'web asset not compressed: served as it is'),
    );
    app.get('/assets/:name', { schema: { hide: true } }, (request, reply) => {
      const { name } = request.params as { name: string };
      const asset = compressed.get(name);
      const encoding = asset && preferredEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding');
      if (!asset || !encoding) return reply.sendFile(join('assets', name));
      return reply
        .header('cache-control', IMMUTABLE)
        .header('content-encoding', encoding)
        .type(asset.type)
        .send(asset[encoding]);
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: client routes answer 503 until `npm run build`');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !path.startsWith('/assets/');
    if (!isPage) {
      return reply
        .code(404)
        .send(errorBody('NotFound', `Route ${request.method} ${path} not found`));
    }
    if (!pages) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(WEB_NOT_BUILT_MESSAGE);
    }
    return sendPage(pages, request, reply, sessionPageData);
  });
}

export default fp(staticWeb, { name: 'static-web' });
