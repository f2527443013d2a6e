import type { RateLimitRule } from '../../plugins/rate-limiter';

const MINUTE_MS = 60_000;

/** Registrations from one client IP: enough for a family or an office, not for a script. */
export const REGISTRATION_RULE: RateLimitRule = Object.freeze({
  bucket: 'registration-ip',
  limit: 10,
  windowMs: 60 * MINUTE_MS,
});

/** Confirmation attempts from one client IP: keys are 256 bits, this only stops hammering. */
export const CONFIRMATION_RULE: RateLimitRule = Object.freeze({
  bucket: 'confirmation-ip',
  limit: 30,
  windowMs: 15 * MINUTE_MS,
});
