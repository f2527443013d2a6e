import type { SandboxClock } from './clock';
import type { ShopSizes } from './shop-sizes';

/** What every marketplace module is built from. */
export interface ModuleContext {
  readonly seed: number;
  readonly clock: SandboxClock;
  readonly sizes: ShopSizes;
  /** Orders exist from this moment (the start minus the history days). */
  readonly historyStart: Date;
  /** Writes show in reads this long after they were accepted (sandbox clock; default 0). */
  readonly applyWritesAfterMs: number;
}
