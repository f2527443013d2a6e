import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PriceDeps, PriceWriteTiming } from './context';
import { costRuleRoutes } from './cost-rule-routes';
import { priceExcelRoutes } from './excel/routes';
import { priceRoutes } from './routes';
import { SharedReadBacks } from './shared-read-back';
import { JobPriceWriteQueue, priceWriteKind } from './write-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The price-write pipeline's dependencies (its queue, the read-back timing). */
    prices: PriceDeps;
  }
}

/** WB applies an upload task within seconds, Yandex Market within minutes: read back then. */
export const DEFAULT_PRICE_WRITE_TIMING: PriceWriteTiming = {
  readBackDelaysMs: [5_000, 20_000, 60_000, 180_000],
};

export interface PricesPluginOptions {
  timing?: PriceWriteTiming;
  /** Default: a timer. Tests move the sandbox's clock instead of waiting. */
  wait?: PriceDeps['wait'];
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

async function pricesPlugin(app: FastifyInstance, options: PricesPluginOptions): Promise<void> {
  const base = {
    ...app.cabinets,
    timing: options.timing ?? DEFAULT_PRICE_WRITE_TIMING,
    wait: options.wait ?? sleep,
    readBacks: new SharedReadBacks(),
  };
  const kind = priceWriteKind(base, (target, startAfter) =>
    app.jobs.send(kind, target, { startAfter }),
  );
  app.jobs.register(kind);
  const deps: PriceDeps = { ...base, queue: new JobPriceWriteQueue(app.jobs, kind) };
  app.decorate('prices', deps);
  await app.register(priceRoutes(deps));
  await app.register(priceExcelRoutes(deps));
  await app.register(costRuleRoutes(deps));
}

export default fp(pricesPlugin, {
  name: 'prices',
  dependencies: ['config', 'db', 'clock', 'session', 'jobs', 'cabinets'],
});
