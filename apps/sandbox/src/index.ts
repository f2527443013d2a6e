// The sandbox's entry: emulated Ozon, Wildberries and Yandex Market seller APIs.
import { registerSandboxModule, type ModuleFactory } from './core/start-sandbox';

// Loaded only when started, as the core's own modules are (it parses four official files).
registerSandboxModule(
  'wildberries',
  async () =>
    (await import('./wildberries/module')).createWildberriesModule as unknown as ModuleFactory,
);

export { startSandbox, registerSandboxModule } from './core/start-sandbox';
export type { ModuleFactory, Sandbox, SandboxOptions } from './core/start-sandbox';
export type { MarketplaceModule, MarketplaceErrors, LimitCharge } from './core/marketplace-module';
export type { ModuleContext } from './core/context';
export { SANDBOX_CREDENTIALS } from './published-credentials';
export type { SandboxShopKey } from './published-credentials';
export { FaultInjector } from './core/faults';
export type { ActiveFault, FaultKind, FaultSpec } from './core/faults';
export type { SandboxClock } from './core/clock';
export type { ContractViolation } from './core/violations';
export type { SandboxMarketplace } from './core/types';
