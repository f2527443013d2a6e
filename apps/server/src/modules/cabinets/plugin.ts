import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  connectorFactoryWithUrls,
  registryConnectorFactory,
  type CabinetConnectorFactory,
  type CabinetDeps,
  type SyncDeps,
} from './context';
import { CredentialsVault } from './credentials-vault';
import { cabinetRoutes } from './routes';
import {
  SYNC_SCHEDULE_CRON,
  JobSyncQueue,
  cabinetSyncKind,
  cabinetSyncScheduleKind,
} from './sync/sync-job';
import type { SyncQueue } from './sync/sync-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cabinets module's dependencies: its sync queue, and what a sync worker needs. */
    cabinets: CabinetDeps;
  }
}

export interface CabinetsPluginOptions {
  /** Default: the registry of @marketpult/marketplaces. Tests pass a fake. */
  connectorFactory?: CabinetConnectorFactory;
  /**
   * Default: a `cabinet.sync` job per run (pg-boss), whose worker calls `runSync`. Tests may
   * pass their own (`InProcessSyncQueue`, or one that keeps runs parked).
   */
  syncQueue?: (deps: SyncDeps) => SyncQueue;
}

async function cabinetsPlugin(app: FastifyInstance, options: CabinetsPluginOptions) {
  // The embedded sandbox serves the marketplaces without a URL of their own (*_API_URL).
  const urls = { ...app.sandbox?.urls, ...app.config.marketplaceApiUrls };
  const syncDeps: SyncDeps = {
    db: app.db,
    vault: new CredentialsVault(app.secrets.credentialsKey),
    clock: app.clock,
    log: app.log,
    connect: connectorFactoryWithUrls(
      options.connectorFactory ?? registryConnectorFactory,
      urls,
      app.config.marketplacePacing,
    ),
  };
  const syncKind = cabinetSyncKind(syncDeps, {
    heartbeatSeconds: app.config.syncHeartbeatSeconds,
    retrySeconds: app.config.syncRetrySeconds,
  });
  app.jobs.register(syncKind);
  const queue = options.syncQueue
    ? options.syncQueue(syncDeps)
    : new JobSyncQueue(app.jobs, syncKind);
  const deps: CabinetDeps = {
    ...syncDeps,
    queue,
    // Not the real marketplace: the embedded sandbox, or any *_API_URL (a standalone sandbox).
    isSandbox: (marketplace: ConnectedMarketplaceKey) => urls[marketplace] !== undefined,
  };
  app.decorate('cabinets', deps);
  await app.register(cabinetRoutes(deps));

  const schedule = cabinetSyncScheduleKind(deps, () => app.config.syncIntervalMinutes);
  app.jobs.register(schedule);
  // After the jobs plugin's onReady (registered earlier) created the queues. Kept in the
  // database: every process sets the same schedule, pg-boss sends each tick once.
  app.addHook('onReady', async () => {
    if (app.jobs.isOpen) await app.jobs.schedule(schedule, SYNC_SCHEDULE_CRON, {});
  });
  app.addHook('onClose', () => queue.close());
}

export default fp(cabinetsPlugin, {
  name: 'cabinets',
  dependencies: ['config', 'db', 'clock', 'session', 'jobs', 'sandbox'],
});
