import { SANDBOX_CREDENTIALS } from '../published-credentials';
import { createClock, type SandboxClock } from './clock';
import type { ModuleContext } from './context';
import { FaultInjector } from './faults';
import { startOrigin, type Origin } from './http-origin';
import type { MarketplaceModule } from './marketplace-module';
import { RateLimiter } from './rate-limiter';
import { DAY } from './order-timeline';
import { DEFAULT_SHOP_SIZES, HISTORY_DAYS, type ShopSize } from './shop-sizes';
import { SANDBOX_MARKETPLACES, type SandboxMarketplace } from './types';
import { ViolationLog, type ContractViolation } from './violations';

export interface SandboxOptions {
  /** Marketplaces to start (default: every one the sandbox emulates). */
  only?: SandboxMarketplace[];
  /** Rate limits as the marketplaces document them (default 'on'). */
  limits?: 'on' | 'off';
  /** One port for all, or one per marketplace; 0 = any free port (default 0). */
  port?: number | Partial<Record<SandboxMarketplace, number>>;
  /** Seed of the generated data (default 1). */
  seed?: number;
  /** The sandbox's clock: where it starts (default now) and whether it runs by itself. */
  clock?: { startAt?: Date; frozen?: boolean };
  /**
   * Accepted writes (prices, stocks) show in reads only this long later, on the sandbox's clock
   * (default 0: at once), as the marketplaces apply them some time after their "OK".
   */
  applyWritesAfterMs?: number;
  /** Size of the demo and bench shops. */
  sizes?: { demo?: Partial<ShopSize>; bench?: Partial<ShopSize> };
  /**
   * Compile every validator of the official files before listening (`Contract.compileAll`;
   * default off: a test's sandbox answers a handful of operations and would pay seconds for
   * hundreds). The bench turns it on, so that no first call of a paced sync waits for it.
   */
  compileContracts?: boolean;
}

export interface Sandbox {
  readonly urls: Partial<Record<SandboxMarketplace, string>>;
  readonly credentials: typeof SANDBOX_CREDENTIALS;
  readonly faults: FaultInjector;
  readonly clock: SandboxClock;
  /** Replies the sandbox built that break the official files (each was sent as a 500). */
  contractViolations(): readonly ContractViolation[];
  /** Requests the official files do not allow (each refused in the marketplace's shape). */
  invalidRequests(): readonly ContractViolation[];
  close(): Promise<void>;
}

/** Builds a marketplace module from the shared context (parses its official file). */
export type ModuleFactory = (context: ModuleContext) => Promise<MarketplaceModule<never>>;

/** Marketplace modules, loaded only when started (each parses its official file). */
const MODULES: Partial<Record<SandboxMarketplace, () => Promise<ModuleFactory>>> = {
  ozon: async () => (await import('../ozon/module')).createOzonModule as unknown as ModuleFactory,
  yandex: async () =>
    (await import('../yandex/module')).createYandexModule as unknown as ModuleFactory,
};

/** Registers a marketplace module (the Wildberries one is added this way). */
export function registerSandboxModule(
  marketplace: SandboxMarketplace,
  load: () => Promise<ModuleFactory>,
): void {
  MODULES[marketplace] = load;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const clock = createClock(options.clock);
  const context: ModuleContext = {
    seed: options.seed ?? 1,
    clock,
    sizes: {
      demo: { ...DEFAULT_SHOP_SIZES.demo, ...options.sizes?.demo },
      bench: { ...DEFAULT_SHOP_SIZES.bench, ...options.sizes?.bench },
    },
    historyStart: new Date(clock.now().getTime() - HISTORY_DAYS * DAY),
    applyWritesAfterMs: options.applyWritesAfterMs ?? 0,
  };
  const faults = new FaultInjector();
  // Limits count real requests in real time, whatever the sandbox's clock says.
  const limiter = new RateLimiter(() => performance.now());
  const violations = new ViolationLog();
  const wanted = (options.only ?? [...SANDBOX_MARKETPLACES]).filter((m) => MODULES[m]);

  const origins: Partial<Record<SandboxMarketplace, Origin>> = {};
  try {
    for (const marketplace of wanted) {
      const factory = await MODULES[marketplace]!();
      const module = await factory(context);
      if (options.compileContracts) await module.contract.compileAll();
      const port =
        typeof options.port === 'number' ? options.port : (options.port?.[marketplace] ?? 0);
      origins[marketplace] = await startOrigin({
        module: module as MarketplaceModule,
        faults,
        limiter,
        limits: options.limits ?? 'on',
        violations,
        port,
      });
    }
  } catch (error) {
    await Promise.all(Object.values(origins).map((origin) => origin.close()));
    throw error;
  }

  return {
    urls: Object.fromEntries(Object.entries(origins).map(([m, origin]) => [m, origin.url])),
    credentials: SANDBOX_CREDENTIALS,
    faults,
    clock,
    contractViolations: () => [...violations.replies],
    invalidRequests: () => [...violations.requests],
    close: async () => {
      await Promise.all(Object.values(origins).map((origin) => origin.close()));
    },
  };
}
