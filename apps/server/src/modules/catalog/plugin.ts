import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogListingsRoutes } from './listings-routes';
import { productCardRoutes } from './product-card-routes';
import { catalogRoutes } from './routes';
import { settingsRoutes } from './settings-routes';

/** /api/catalog…: products, their listings and the links between them; the seller's margin settings. */
async function catalogPlugin(app: FastifyInstance) {
  await app.register(catalogRoutes());
  await app.register(productCardRoutes());
  await app.register(catalogListingsRoutes());
  await app.register(settingsRoutes());
}

export default fp(catalogPlugin, {
  name: 'catalog',
  dependencies: ['db', 'session'],
});
