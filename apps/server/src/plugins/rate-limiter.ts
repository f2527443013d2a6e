import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';

/** One throttling rule: at most `limit` hits per `windowMs` for one key of the bucket. */
export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  /** False once this hit went over the limit. */
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database (security.md: limits live where every server
 * process sees them). One upsert per hit, atomic under concurrency on PGlite and PostgreSQL.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private window(rule: RateLimitRule): { start: Date; end: Date } {
    const now = this.clock.now().getTime();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return { start: new Date(start), end: new Date(start + rule.windowMs) };
  }

  private result(rule: RateLimitRule, count: number, end: Date): RateLimitResult {
    const remainingMs = Math.max(0, end.getTime() - this.clock.now().getTime());
    return {
      allowed: count <= rule.limit,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
    };
  }

  /** Counts one hit for `key` and says whether it is still within the rule. */
  async hit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
    const { start, end } = this.window(rule);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ bucket: rule.bucket, key, windowStart: start, count: 1, expiresAt: end })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    return this.result(rule, row?.count ?? 1, end);
  }

  /** The hits counted so far in the current window, without adding one. */
  async peek(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
    const { start, end } = this.window(rule);
    const rows = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.bucket, rule.bucket),
          eq(rateLimits.key, key),
          eq(rateLimits.windowStart, start),
        ),
      );
    const count = rows[0]?.count ?? 0;
    return { ...this.result(rule, count, end), allowed: count < rule.limit };
  }

  /** Forgets the key's hits in the current window (e.g. failures after a good sign-in). */
  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.db
      .delete(rateLimits)
      .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key)));
  }

  /** Drops windows that have ended; returns how many rows went. */
  async purgeExpired(): Promise<number> {
    const deleted = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.expiresAt, this.clock.now()))
      .returning({ bucket: rateLimits.bucket });
    return deleted.length;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const PURGE_EVERY_MS = 10 * 60 * 1000;

async function rateLimiterPlugin(app: FastifyInstance): Promise<void> {
  const limiter = new RateLimiter(app.db, app.clock);
  app.decorate('rateLimiter', limiter);
  const timer = setInterval(() => {
    limiter.purgeExpired().catch((error: unknown) => {
      app.log.warn({ err: error }, 'rate limit purge failed');
    });
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(rateLimiterPlugin, { name: 'rate-limiter', dependencies: ['db', 'clock'] });
