import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { changeFeedOf, startChangeFeed, type ChangeListener } from '../db/change-feed';
import type { Database } from '../db/client';
import { catalogChanged, everyCatalogChanged } from '../modules/catalog/total-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL. Opened, migrated and closed by whoever built the app. */
    db: Database;
  }
}

export interface DbPluginOptions {
  db: Database;
}

/**
 * The catalog's caches are module-wide and keyed by account (catalog/total-cache.ts); writes
 * of this process call catalogChanged themselves, the feed adds every other writer's.
 */
const followCatalog: ChangeListener = (topic, accounts) => {
  if (topic !== 'catalog') return;
  if (accounts === 'all') everyCatalogChanged();
  else for (const userId of accounts) catalogChanged(userId);
};

async function dbPlugin(app: FastifyInstance, options: DbPluginOptions): Promise<void> {
  app.decorate('db', options.db);
  // The caches of sessions, cabinet lists and catalog counts follow it (db/change-feed.ts).
  const stopFeed = await startChangeFeed(options.db, (error) =>
    app.log.warn({ err: error }, 'change feed: LISTEN connection lost, caches off until back'),
  );
  const unfollow = changeFeedOf(options.db)?.subscribe(followCatalog);
  app.addHook('onClose', async () => {
    unfollow?.();
    await stopFeed();
  });
}

export default fp(dbPlugin, { name: 'db' });
