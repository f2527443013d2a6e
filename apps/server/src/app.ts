import { API_PATHS } from '@marketpult/shared/api-paths';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import jobsPlugin from './jobs/plugin';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { createLogger } from './logger';
import authRoutes from './modules/auth/routes';
import benchRoutes from './modules/bench/routes';
import { cabinetsPageData } from './modules/cabinets/page-data';
import cabinetsPlugin, { type CabinetsPluginOptions } from './modules/cabinets/plugin';
import catalogPlugin from './modules/catalog/plugin';
import healthRoutes from './modules/health/routes';
import knowledgeBaseRoutes from './modules/knowledge-base/routes';
import mailPlugin from './modules/mail/plugin';
import marketsProxyRoutes from './modules/markets-proxy/routes';
import md5Routes from './modules/md5/routes';
import profileRoutes from './modules/profile/routes';
import pricesPlugin, { type PricesPluginOptions } from './modules/prices/plugin';
import sandboxPlugin from './modules/sandbox/plugin';
import runtimeConfigRoutes from './modules/runtime-config/routes';
import { runtimeConfigOf } from './modules/runtime-config/runtime-config';
import signUpRoutes from './modules/sign-up/routes';
import clockPlugin, { type Clock } from './plugins/clock';
import configPlugin from './plugins/config';
import csrfPlugin from './plugins/csrf';
import dbPlugin from './plugins/db';
import errorHandler from './plugins/error-handler';
import openapi from './plugins/openapi';
import rateLimiterPlugin from './plugins/rate-limiter';
import securityHeaders from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import staticWeb from './plugins/static-web';
import type { Secrets } from './secrets';
import { DEFAULT_WEB_DIST_DIR } from './server-root';

/** Every request body of the API is a small JSON document; anything bigger is a 413. */
export const BODY_LIMIT_BYTES = 32 * 1024;

export interface AppOptions {
  config: AppConfig;
  secrets: Secrets;
  /** Opened and migrated by the caller, who also closes it after the app. */
  db: Database;
  /** Defaults to the system clock; tests pass a ManualClock. */
  clock?: Clock;
  /** Defaults to the marketplaces registry; tests pass a fake connector. */
  connectorFactory?: CabinetsPluginOptions['connectorFactory'];
  /** Defaults to running each cabinet sync in this process; the job queue replaces it. */
  syncQueue?: CabinetsPluginOptions['syncQueue'];
  /** The price writes' read-back waits; tests shorten them. */
  prices?: PricesPluginOptions;
}

export interface BuildAppOptions extends AppOptions {
  /** Defaults to the JSON logger at the configured level. */
  logger?: Logger;
}

/** The whole application as one plugin: cross-cutting plugins first, then the modules. */
async function appPlugin(app: FastifyInstance, options: AppOptions): Promise<void> {
  // The API takes JSON only (security.md): without this parser text/plain gets a 415 too.
  app.removeContentTypeParser('text/plain');

  await app.register(configPlugin, { config: options.config, secrets: options.secrets });
  await app.register(dbPlugin, { db: options.db });
  await app.register(clockPlugin, options.clock ? { clock: options.clock } : {});
  await app.register(rateLimiterPlugin);
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(openapi);
  // Before every route: request.user and the CSRF check must cover them all.
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);

  // modules:
  if (options.config.benchBareRoute) await app.register(benchRoutes);
  await app.register(profileRoutes);
  await app.register(jobsPlugin);
  await app.register(sandboxPlugin);
  await app.register(cabinetsPlugin, {
    ...(options.connectorFactory ? { connectorFactory: options.connectorFactory } : {}),
    ...(options.syncQueue ? { syncQueue: options.syncQueue } : {}),
  });
  await app.register(pricesPlugin, options.prices ?? {});
  await app.register(catalogPlugin);
  await app.register(mailPlugin);
  await app.register(signUpRoutes);
  await app.register(marketsProxyRoutes);
  await app.register(knowledgeBaseRoutes);
  await app.register(md5Routes);
  await app.register(authRoutes);
  await app.register(healthRoutes);
  await app.register(runtimeConfigRoutes);

  await app.register(staticWeb, {
    distDir: options.config.webDistDir ?? DEFAULT_WEB_DIST_DIR,
    runtimeConfig: runtimeConfigOf(app),
    sessionPageData: cabinetsPageData(app.cabinets),
  });
}

export const app = fp(appPlugin, { name: 'marketpult' });

/** A ready-to-listen (or ready-to-inject) Fastify instance; never listens by itself. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger, ...appOptions } = options;
  // Typed as Fastify's logger interface so plugins and routes see the usual FastifyInstance.
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger(options.config.logLevel);
  const instance = Fastify({
    loggerInstance,
    trustProxy: options.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Errors raised before any route or hook (a bad URL, a malformed request) get our shape too.
    frameworkErrors,
    clientErrorHandler,
    // Load balancers poll /healthz every few seconds; its failures are still logged.
    logController: new LogController({
      disableRequestLogging: (request) => request.url.split('?')[0] === API_PATHS.healthz,
    }),
  });
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  await instance.register(app, appOptions);
  return instance;
}
