/**
 * The sandbox's own time. It starts at `startAt` and, unless frozen, runs with the wall clock;
 * tests freeze it and move it with advance(), so orders "arrive" without waiting.
 */
export interface SandboxClock {
  now(): Date;
  /** Moves the sandbox's time forward (ms ≥ 0). */
  advance(ms: number): void;
  readonly frozen: boolean;
}

export function createClock(options: { startAt?: Date; frozen?: boolean } = {}): SandboxClock {
  const start = (options.startAt ?? new Date()).getTime();
  const frozen = options.frozen ?? false;
  const wallStart = performance.now();
  let offset = 0;
  return {
    frozen,
    now: () => new Date(start + offset + (frozen ? 0 : Math.floor(performance.now() - wallStart))),
    advance(ms) {
      if (!(ms >= 0)) throw new Error('The sandbox clock only moves forward');
      offset += ms;
    },
  };
}
