import {
  CONNECTED_MARKETPLACES,
  type ConnectedMarketplaceKey,
} from '@marketpult/shared/contracts/cabinets';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface EmbeddedSandbox {
  /** Base URLs of the emulated marketplaces this process runs (ephemeral ports). */
  readonly urls: Partial<Record<ConnectedMarketplaceKey, string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The marketplace sandbox running inside this server (SANDBOX), or null. */
    sandbox: EmbeddedSandbox | null;
  }
}

/**
 * SANDBOX: starts the emulated seller APIs in this process, with the marketplaces' documented
 * rate limits so the product meets them as it would meet the real ones. A marketplace with its
 * own *_API_URL keeps it. Closed with the app.
 */
async function sandboxPlugin(app: FastifyInstance): Promise<void> {
  if (!app.config.sandbox) {
    app.decorate('sandbox', null);
    return;
  }
  const only = CONNECTED_MARKETPLACES.filter((key) => !app.config.marketplaceApiUrls[key]);
  // Loaded only when it runs: the sandbox validates every call against the official OpenAPI
  // files (openapi-backend, ajv, js-yaml), ~26 MB of memory a server without it never needs.
  const { startSandbox } = await import('@marketpult/sandbox');
  const sandbox = await startSandbox({ only: [...only], limits: 'on' });
  app.decorate('sandbox', { urls: sandbox.urls } satisfies EmbeddedSandbox);
  app.log.info(
    { sandbox: sandbox.urls },
    `marketplace sandbox on (SANDBOX): ${Object.entries(sandbox.urls)
      .map(([marketplace, url]) => `${marketplace} ${url}`)
      .join(', ')}`,
  );
  app.addHook('onClose', () => sandbox.close());
}

export default fp(sandboxPlugin, { name: 'sandbox', dependencies: ['config'] });
