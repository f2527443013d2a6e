import { API_PATHS } from '@marketpult/shared/api-paths';
import { PRODUCT } from '@marketpult/shared/constants/product';
import { runtimeConfigSchema, type RuntimeConfig } from '@marketpult/shared/runtime-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The deployment's settings for the web app, read at its start: one build serves every site. */
export default async function runtimeConfigRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.runtimeConfig,
    {
      schema: {
        summary: 'Settings of this deployment for the web app',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply): Promise<RuntimeConfig> => {
      // Changes with the configuration, not with the build: always revalidate.
      reply.header('cache-control', 'no-cache');
      return {
        productName: PRODUCT.name,
        menuVariant: app.config.menuVariant,
        supportEmail: app.config.supportEmail,
        marketsProxyToken: app.secrets.marketsProxyToken,
      };
    },
  );
}
