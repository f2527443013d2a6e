import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Secrets } from '../secrets';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    secrets: Secrets;
  }
}

export interface ConfigPluginOptions {
  config: AppConfig;
  secrets: Secrets;
}

async function configPlugin(app: FastifyInstance, options: ConfigPluginOptions): Promise<void> {
  app.decorate('config', options.config);
  app.decorate('secrets', options.secrets);
}

export default fp(configPlugin, { name: 'config' });
