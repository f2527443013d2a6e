import type { SandboxMarketplace } from './types';

/** What an injected fault does to a matching request. */
export type FaultKind = '429' | '420' | '500' | 'timeout' | 'slow';

export interface FaultSpec {
  readonly marketplace: SandboxMarketplace;
  /** Exact path (e.g. '/v3/product/list') or a pattern; every path when omitted. */
  readonly path?: string | RegExp;
  readonly kind: FaultKind;
  /** How many matching requests it hits (default 1). */
  readonly times?: number;
  /** For 429/420: the Retry-After / X-Ratelimit-Retry value in seconds (default 1). */
  readonly retryAfterSeconds?: number;
  /** For 'slow': how long the reply is held back (default 1500 ms). */
  readonly delayMs?: number;
}

export interface ActiveFault extends FaultSpec {
  readonly id: number;
  /** How many requests it still hits. */
  readonly remaining: number;
  /** How many requests it has hit so far. */
  readonly fired: number;
}

/**
 * Faults on request, for tests: each one hits the next `times` matching requests (before auth
 * and validation, as a proxy or an overloaded front would), then retires.
 */
export class FaultInjector {
  private nextId = 1;
  private readonly faults: { spec: FaultSpec; id: number; remaining: number; fired: number }[] = [];

  inject(spec: FaultSpec): ActiveFault {
    const times = spec.times ?? 1;
    if (!Number.isInteger(times) || times < 1) throw new Error('faults.inject: times must be ≥ 1');
    const fault = { spec, id: this.nextId++, remaining: times, fired: 0 };
    this.faults.push(fault);
    return this.view(fault);
  }

  /** Faults still waiting to fire. */
  pending(): ActiveFault[] {
    return this.faults.filter((f) => f.remaining > 0).map((f) => this.view(f));
  }

  /** How many requests a fault has hit so far (by its id). */
  fired(id: number): number {
    return this.faults.find((f) => f.id === id)?.fired ?? 0;
  }

  clear(): void {
    this.faults.length = 0;
  }

  /** The fault this request triggers, if any (consumes one of its `times`). */
  take(marketplace: SandboxMarketplace, path: string): FaultSpec | undefined {
    const fault = this.faults.find(
      (f) => f.remaining > 0 && f.spec.marketplace === marketplace && matches(f.spec.path, path),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    fault.fired += 1;
    return fault.spec;
  }

  private view(f: { spec: FaultSpec; id: number; remaining: number; fired: number }): ActiveFault {
    return { ...f.spec, id: f.id, remaining: f.remaining, fired: f.fired };
  }
}

function matches(pattern: string | RegExp | undefined, path: string): boolean {
  if (pattern === undefined) return true;
  return typeof pattern === 'string' ? pattern === path : pattern.test(path);
}
