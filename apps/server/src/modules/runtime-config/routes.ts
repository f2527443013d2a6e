import { API_PATHS } from '@marketpult/shared/api-paths';
import { runtimeConfigSchema, type RuntimeConfig } from '@marketpult/shared/runtime-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runtimeConfigOf } from './runtime-config';

/**
 * The deployment's settings for the web app: one build serves every site. The served page
 * carries the same settings; this call is for the development server and for other clients.
 */
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
      return runtimeConfigOf(app);
    },
  );
}
