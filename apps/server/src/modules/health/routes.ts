import { API_PATHS } from '@marketpult/shared/api-paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client';
import { healthzResponseSchema } from '@marketpult/shared/contracts/healthz';

/** For load balancers and the e2e harness: healthy means the database answered just now. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.healthz,
    {
      schema: {
        summary: 'Liveness with a real database round trip',
        response: { 200: healthzResponseSchema, 503: healthzResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(app.db);
        return { status: 'ok', db: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database query failed');
        return reply.code(503).send({ status: 'error', db: 'error' });
      }
    },
  );
}
