import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL. Opened, migrated and closed by whoever built the app. */
    db: Database;
  }
}

export interface DbPluginOptions {
  db: Database;
}

async function dbPlugin(app: FastifyInstance, options: DbPluginOptions): Promise<void> {
  app.decorate('db', options.db);
}

export default fp(dbPlugin, { name: 'db' });
