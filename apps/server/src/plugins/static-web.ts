import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '@marketpult/shared/api-paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors';
import { CompressedAssets, preferredEncoding } from './compressed-assets';

export interface StaticWebOptions {
  /** The folder `vite build` wrote: index.html plus hashed files under assets/. */
  distDir: string;
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

/**
 * Serves the built web app and answers every client route with index.html, so a reload on
 * /catalog/42/chart works. Requests that belong to the API, non-GET requests and missing hashed
 * assets get a JSON 404 instead: an old bundle asking for a file that a redeploy removed must
 * fail loudly, not execute index.html as JavaScript.
 */
async function staticWeb(app: FastifyInstance, { distDir }: StaticWebOptions): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
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
    if (!built) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(WEB_NOT_BUILT_MESSAGE);
    }
    return reply.sendFile('index.html');
  });
}

export default fp(staticWeb, { name: 'static-web' });
