import type { FastifyInstance } from 'fastify';

/** Not an API of the product: the yardstick of `npm run bench` (README, "Performance"). */
export const BENCH_BARE_PATH = '/api/bench/bare';

/**
 * GET /api/bench/bare answers `{}` and does nothing else: no session, no database, no schema.
 * It still passes the hooks every route passes (logging, security headers, the XSRF cookie),
 * so beside it the bench shows what a real call such as POST /auth adds. Registered only with
 * BENCH_BARE_ROUTE=1; off by default.
 */
export default async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.get(BENCH_BARE_PATH, async () => ({}));
}
