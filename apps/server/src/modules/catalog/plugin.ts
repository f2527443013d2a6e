import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogListingsRoutes } from './listings-routes';
import { productCardRoutes } from './product-card-routes';
import { catalogRoutes } from './routes';

/** /api/catalog…: products, their listings and the links between them. */
async function catalogPlugin(app: FastifyInstance) {
  await app.register(catalogRoutes());
  await app.register(productCardRoutes());
  await app.register(catalogListingsRoutes());
}

export default fp(catalogPlugin, {
  name: 'catalog',
  dependencies: ['db', 'session'],
});
