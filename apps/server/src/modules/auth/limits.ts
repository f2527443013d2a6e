import { availableParallelism } from 'node:os';
import type { RateLimitRule } from '../../plugins/rate-limiter';

/**
 * Every throttling number of sign-in and /v2/md5 in one place (README, "Security"). Counters
 * live in the database (`rate_limits`), so all server processes share them.
 */

/** Sign-in attempts of one account (canonical e-mail) before backoff starts. */
export const LOGIN_FREE_FAILURES = 5;
/** Backoff after the 5th failure: 30 s, then doubling per failure … */
export const LOGIN_BACKOFF_BASE_MS = 30_000;
/** … up to 15 minutes between attempts. */
export const LOGIN_BACKOFF_MAX_MS = 15 * 60_000;

/** Hard cap per account: at most 100 failed attempts an hour (security.md). */
export const LOGIN_ACCOUNT_ATTEMPTS: RateLimitRule = {
  bucket: 'login-account',
  limit: 100,
  windowMs: 60 * 60_000,
};

/** Per client IP: 50 failed sign-ins in 15 minutes, across all accounts. */
export const LOGIN_IP_FAILURES: RateLimitRule = {
  bucket: 'login-ip',
  limit: 50,
  windowMs: 15 * 60_000,
};

/** The backoff lock of one account: one row whose `expires_at` is the end of the lock. */
export const LOGIN_LOCK_BUCKET = 'login-account-lock';

/** POST /v2/md5 per client IP. */
export const MD5_IP_REQUESTS: RateLimitRule = {
  bucket: 'md5-ip',
  limit: 60,
  windowMs: 60_000,
};

/** The wait imposed after the `failures`-th failure in a row (0 below the free allowance). */
export function loginBackoffMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - LOGIN_FREE_FAILURES, 20);
  return Math.min(LOGIN_BACKOFF_BASE_MS * 2 ** doublings, LOGIN_BACKOFF_MAX_MS);
}

/**
 * argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), one core per hash.
 * Leaving one pool thread free keeps file reads, DNS and the database driver moving during a
 * sign-in flood, and leaving one core free keeps the event loop answering: on 2 cores one hash
 * runs at a time (measured by `npm run bench`: three at once on 2 cores pushed the p99 of
 * POST /auth past a second while sign-ins ran).
 */
export const HASH_CONCURRENCY = Math.max(
  1,
  Math.min(
    (Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10) || 4) - 1,
    availableParallelism() - 1,
  ),
);
/** Hashing jobs allowed to wait for a thread; beyond that a sign-in answers 429 at once. */
export const HASH_QUEUE_LIMIT = 1_000;
