import type {
  CabinetCredentials,
  ConnectedMarketplaceKey,
} from '@marketpult/shared/contracts/cabinets';
import {
  createConnector,
  type ConnectedMarketplace,
  type Connector,
  type ConnectorContext,
  type Credentials,
  type CredentialsByMarketplace,
  type Pacing,
} from '@marketpult/marketplaces';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { CredentialsVault } from './credentials-vault';
import type { SyncQueue } from './sync/sync-queue';

/**
 * Builds a connector: the registry's `createConnector` in the app, a test double in tests
 * (`buildApp({ connectorFactory })`).
 */
export type CabinetConnectorFactory = (
  marketplace: ConnectedMarketplace,
  credentials: Credentials,
  context: ConnectorContext,
) => Connector;

export const registryConnectorFactory: CabinetConnectorFactory = (
  marketplace,
  credentials,
  context,
) =>
  createConnector(
    marketplace,
    credentials as CredentialsByMarketplace[typeof marketplace],
    context,
  );

/** What a sync run needs: no HTTP request, so it can run in a job worker too. */
export interface SyncDeps {
  db: Database;
  vault: CredentialsVault;
  clock: Clock;
  log: FastifyBaseLogger;
  /** A connector for one marketplace with the configured base URL (OZON_API_URL, …). */
  connect(
    credentials: CabinetCredentials,
    options: { limiterKey: string; shopExternalId?: string },
  ): Connector;
}

/** What the cabinet calls need on top: the queue that runs syncs, and the sandbox rule. */
export interface CabinetDeps extends SyncDeps {
  queue: SyncQueue;
  /** True when the marketplace is reached through a base URL override (the sandbox). */
  isSandbox(marketplace: ConnectedMarketplaceKey): boolean;
}

/** The credentials as a connector takes them: the contract's object without its tag. */
export function connectorCredentials(credentials: CabinetCredentials): Credentials {
  const { marketplace: _marketplace, ...rest } = credentials;
  return rest;
}

/** The part of the credentials that is the secret (what the mask shows the end of). */
export function secretOf(credentials: CabinetCredentials): string {
  return credentials.marketplace === 'wildberries' ? credentials.token : credentials.apiKey;
}

export function connectorFactoryWithUrls(
  factory: CabinetConnectorFactory,
  urls: Partial<Record<ConnectedMarketplaceKey, string>>,
  /** MARKETPLACE_PACING; config.ts accepts 'off' only when every marketplace is a sandbox. */
  pacing: Pacing = 'published',
): SyncDeps['connect'] {
  return (credentials, options) => {
    const baseUrl = urls[credentials.marketplace];
    return factory(credentials.marketplace, connectorCredentials(credentials), {
      limiterKey: options.limiterKey,
      ...(options.shopExternalId ? { shopExternalId: options.shopExternalId } : {}),
      ...(baseUrl ? { baseUrl } : {}),
      // Belt and braces: a marketplace without a sandbox URL is always paced.
      ...(baseUrl && pacing === 'off' ? { pacing } : {}),
    });
  };
}
