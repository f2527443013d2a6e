import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { PRODUCT } from '@marketpult/shared/constants/product';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION } from '../version';

/**
 * The OpenAPI description at /openapi.json and a browsable copy at /docs, both generated from
 * the zod schemas the routes declare. Registered before the routes so that it sees them all.
 */
async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT.name} API`, version: VERSION },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_PATHS.docs,
    uiConfig: { validatorUrl: null },
  });
  app.get(API_PATHS.openapi, { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapi, { name: 'openapi' });
