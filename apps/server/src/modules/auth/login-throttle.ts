import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import type { Clock } from '../../plugins/clock';
import type { RateLimiter } from '../../plugins/rate-limiter';
import {
  LOGIN_ACCOUNT_ATTEMPTS,
  LOGIN_FREE_FAILURES,
  LOGIN_IP_FAILURES,
  LOGIN_LOCK_BUCKET,
  loginBackoffMs,
} from './limits';

/** The lock row has one fixed window; its `expires_at` is when the lock ends. */
const LOCK_WINDOW = new Date(0);

function refused(scope: 'account' | 'ip', retryAfterSeconds: number): Admission {
  return { admitted: false, scope, retryAfterSeconds };
}

export type Admission =
  | { admitted: true; attempt: number }
  | {
      admitted: false;
      scope: 'account' | 'ip';
      /**
       * How long until this account and address may try again, in whole seconds. Computed from
       * the buckets alone (a keyed hash of the canonical e-mail, the client IP), never from the
       * account's existence, so an unknown address is told the same as a real one.
       */
      retryAfterSeconds: number;
    };

/**
 * Sign-in throttling (security.md) with two buckets:
 * - per account (a keyed hash of the canonical e-mail): every attempt since the last success is
 *   counted before the password is checked, at most 100 an hour; from the 5th failure on each
 *   attempt must wait out a backoff (30 s, doubling, at most 15 min) held in a lock row that one
 *   request at a time can claim, so a burst of parallel guesses gets no further than sequential
 *   ones;
 * - per client IP: failures across all accounts, at most 50 in 15 minutes.
 * A rejected attempt runs no argon2 and counts nothing; a success clears the account's counters.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async admit(account: string, ip: string): Promise<Admission> {
    const byIp = await this.limiter.peek(LOGIN_IP_FAILURES, ip);
    if (!byIp.allowed) return refused('ip', byIp.retryAfterSeconds);
    const lockedUntil = await this.lockEnd(account);
    if (lockedUntil) return refused('account', this.secondsUntil(lockedUntil));
    const { count, allowed, retryAfterSeconds } = await this.limiter.hit(
      LOGIN_ACCOUNT_ATTEMPTS,
      account,
    );
    if (!allowed) return refused('account', retryAfterSeconds);
    if (count > LOGIN_FREE_FAILURES) {
      // Hold the lock while this attempt runs; its failure extends it.
      const claimed = await this.claimLock(account, loginBackoffMs(count - 1));
      if (!claimed) {
        // A parallel attempt holds the lock: wait out what it holds (at least a second).
        const heldUntil = await this.lockEnd(account);
        return refused('account', heldUntil ? this.secondsUntil(heldUntil) : 1);
      }
    }
    return { admitted: true, attempt: count };
  }

  async recordFailure(account: string, ip: string, attempt: number): Promise<void> {
    await this.limiter.hit(LOGIN_IP_FAILURES, ip);
    const backoff = loginBackoffMs(attempt);
    if (backoff > 0) await this.setLock(account, backoff);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.limiter.reset(LOGIN_ACCOUNT_ATTEMPTS, account);
    await this.db
      .delete(rateLimits)
      .where(and(eq(rateLimits.bucket, LOGIN_LOCK_BUCKET), eq(rateLimits.key, account)));
  }

  /** When the account's backoff lock ends, or null when it holds none now. */
  private async lockEnd(account: string): Promise<Date | null> {
    const rows = await this.db
      .select({ expiresAt: rateLimits.expiresAt })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.bucket, LOGIN_LOCK_BUCKET),
          eq(rateLimits.key, account),
          gt(rateLimits.expiresAt, this.clock.now()),
        ),
      );
    return rows[0]?.expiresAt ?? null;
  }

  /** Whole seconds from now until `end`, rounded up: never earlier than the lock opens. */
  private secondsUntil(end: Date): number {
    return Math.max(1, Math.ceil((end.getTime() - this.clock.now().getTime()) / 1000));
  }

  /** Takes the lock unless another attempt holds it; atomic on PGlite and PostgreSQL. */
  private claimLock(account: string, holdMs: number): Promise<boolean> {
    return this.writeLock(account, holdMs, { onlyIfFree: true });
  }

  private async setLock(account: string, holdMs: number): Promise<void> {
    await this.writeLock(account, holdMs, { onlyIfFree: false });
  }

  /** One upsert of the lock row; with `onlyIfFree` a live lock stays as it is (returns false). */
  private async writeLock(
    account: string,
    holdMs: number,
    { onlyIfFree }: { onlyIfFree: boolean },
  ): Promise<boolean> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + holdMs);
    const rows = await this.db
      .insert(rateLimits)
      .values({
        bucket: LOGIN_LOCK_BUCKET,
        key: account,
        windowStart: LOCK_WINDOW,
        expiresAt: until,
      })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
        set: { expiresAt: until },
        setWhere: onlyIfFree ? lte(rateLimits.expiresAt, now) : undefined,
      })
      .returning({ key: rateLimits.key });
    return rows.length > 0;
  }
}
