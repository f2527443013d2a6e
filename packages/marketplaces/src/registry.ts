import type {
  ConnectedMarketplace,
  Connector,
  ConnectorContext,
  CredentialsByMarketplace,
  ConnectorFactory,
} from './core/connector';
import { ConnectorError } from './core/errors';
import { createOzonConnector } from './ozon/connector';
import { createWildberriesConnector } from './wildberries/connector';
import { createYandexConnector } from './yandex/connector';

/**
 * The one place a marketplace's connector is registered (provider modules, as in Medusa):
 * adding a marketplace is a new folder beside core/ and one line here.
 */
const FACTORIES: { [M in ConnectedMarketplace]?: ConnectorFactory<M> } = {
  ozon: (credentials, context) => createOzonConnector(credentials, context),
  wildberries: (credentials, context) => createWildberriesConnector(credentials, context),
  yandex: (credentials, context) => createYandexConnector(credentials, context),
};

export function createConnector<M extends ConnectedMarketplace>(
  marketplace: M,
  credentials: CredentialsByMarketplace[M],
  context: ConnectorContext,
): Connector {
  const factory = FACTORIES[marketplace] as ConnectorFactory<M> | undefined;
  if (!factory) throw new ConnectorError('unreachable', `No connector for ${marketplace} yet`);
  return factory(credentials, context);
}

export function hasConnector(marketplace: ConnectedMarketplace): boolean {
  return FACTORIES[marketplace] !== undefined;
}
