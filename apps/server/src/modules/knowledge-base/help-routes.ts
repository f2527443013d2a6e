import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HELP_PREFIX, MEDIA_DIR, MEDIA_PREFIX } from './content';
import { loadHelpArticles } from './help-articles';
import { articlePage, indexPage, notFoundPage } from './help-page';

export interface HelpRoutesOptions {
  /** Folders of the articles and the videos; tests may point them elsewhere. */
  helpDir?: string;
  mediaDir?: string;
}

/** Articles change with a deploy, not a build hash: revalidate rather than cache for good. */
const PAGE_CACHE = 'no-cache';
/**
 * Videos are regenerated rarely and stay small; a week of caching spares the range requests of
 * every replay, and the ETag and Last-Modified of @fastify/static revalidate them after.
 */
const MEDIA_CACHE = 'public, max-age=604800';

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', PAGE_CACHE)
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The help articles the knowledge base links to, rendered once at start-up, and the shipped
 * video instructions. Public: they hold nothing private, and a link opened in a new tab must
 * work whatever the state of the session.
 */
export default async function helpRoutes(
  app: FastifyInstance,
  options: HelpRoutesOptions,
): Promise<void> {
  const articles = await loadHelpArticles(options.helpDir);
  const index = indexPage(articles.values());
  const notFound = notFoundPage();
  const hidden = { schema: { hide: true } };

  // '/help' is not under the '/help/' API prefix, so without this the SPA would answer it.
  app.get('/help', hidden, async (_request, reply) => reply.redirect(HELP_PREFIX, 301));
  app.get(HELP_PREFIX, hidden, async (_request, reply) => sendHtml(reply, 200, index));
  app.get<{ Params: { slug: string } }>(`${HELP_PREFIX}:slug`, hidden, async (request, reply) => {
    const article = articles.get(request.params.slug);
    return article ? sendHtml(reply, 200, articlePage(article)) : sendHtml(reply, 404, notFound);
  });

  // A second @fastify/static next to the web app's: its own prefix, no reply decorators.
  await app.register(fastifyStatic, {
    root: options.mediaDir ?? MEDIA_DIR,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    serveDotFiles: false,
    cacheControl: false,
    schemaHide: true,
    setHeaders: (reply) => {
      reply.header('cache-control', MEDIA_CACHE);
    },
  });
}
