import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where every piece of server code reads the time, so tests can move it (expiry, throttling). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and advances by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | number = Date.UTC(2026, 0, 15, 9, 0, 0)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(time: Date | number): void {
    this.current = typeof time === 'number' ? time : time.getTime();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

async function clockPlugin(app: FastifyInstance, options: { clock?: Clock }): Promise<void> {
  app.decorate('clock', options.clock ?? systemClock);
}

export default fp(clockPlugin, { name: 'clock' });
