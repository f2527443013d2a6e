import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { recordFirstStart } from './db/app-meta';
import { databaseTarget, openDatabase, type DatabaseHandle } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { seedDemoCabinets } from './modules/cabinets/demo-cabinets';
import { DEMO_LOGIN_LINE, seedDemoAccount } from './modules/users/demo';
import { seedKnowledgeBase } from './modules/knowledge-base/seed';
import { SecretsFileError, loadSecrets } from './secrets';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** npm forwards the terminal's Ctrl+C to its child, so one key press arrives twice. */
const REPEATED_SIGNAL_GRACE_MS = 1_000;

/** Problems the operator can fix from the message alone: no stack trace. */
const OPERATOR_ERRORS = [ConfigError, DataDirInUseError, SecretsFileError];

function fail(message: string): never {
  console.error(`МаркетПульт не запустился / failed to start:\n${message}`);
  process.exit(1);
}

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

function handleShutdown(app: FastifyInstance, database: DatabaseHandle, logger: Logger): void {
  let firstSignalAt: number | undefined;

  const shutdown = async (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < REPEATED_SIGNAL_GRACE_MS) return;
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };

  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

/** Best effort: the demo is a convenience, a sandbox hiccup must not stop the server. */
async function addDemoCabinets(app: FastifyInstance, logger: Logger): Promise<void> {
  try {
    const added = await seedDemoCabinets(app);
    if (added.length > 0) logger.info({ cabinets: added }, 'demo cabinets added (sandbox)');
  } catch (error) {
    logger.warn({ err: error }, 'demo cabinets not added');
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  let database: DatabaseHandle | undefined;
  try {
    const secrets = await loadSecrets(config.dataDir, {
      marketsProxyToken: config.marketsProxyToken,
    });
    database = await openDatabase(databaseTarget(config), {
      onPoolError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
    });
    logger.info({ database: database.description }, 'applying migrations');
    await database.migrate();
    await seedKnowledgeBase(database.db);
    const firstStartedAt = await recordFirstStart(database.db);
    logger.info({ database: database.description, firstStartedAt }, 'database ready');
    if (config.seedDemo) {
      const created = await seedDemoAccount(database.db, secrets.pepper, new Date());
      if (created) logger.info('demo account created');
    }

    const app = await buildApp({ config, secrets, db: database.db, logger });
    handleShutdown(app, database, logger);
    try {
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new Error(`Порт ${config.port} занят / port ${config.port} is already in use`, {
          cause: error,
        });
      }
      throw error;
    }
    if (!app.jobs.isOpen) throw new Error('the job queue could not open (see the log above)');
    if (database.kind === 'pglite') {
      // This process alone has the files open, so a job still running was left by a crash: it
      // is due now rather than when its run expires.
      const released = await app.jobs.releaseAbandoned();
      if (released > 0) logger.info({ released }, 'jobs left running by a crash released');
    }
    // Background work, e-mail delivery included (stopped by app.close() on shutdown).
    await app.jobs.startWorkers();
    logger.info({ mailMode: app.mail.mode }, 'job workers started');
    if (config.seedDemo && app.sandbox) await addDemoCabinets(app, logger);
    // scripts/start.mjs and the tests wait for this exact line.
    console.log(`МаркетПульт: http://localhost:${config.port}`);
    if (config.seedDemo) console.log(DEMO_LOGIN_LINE);
  } catch (error) {
    await database?.close().catch(() => undefined);
    if (OPERATOR_ERRORS.some((type) => error instanceof type)) fail((error as Error).message);
    logger.fatal({ err: error }, 'start-up failed');
    fail(error instanceof Error ? error.message : String(error));
  }
}

await main();
