import type { RateLimitRule } from '../../plugins/rate-limiter';

/**
 * Wrong current passwords at POST /Users_ChangePassword, per user (README, "Security"). A stolen
 * session must not become an oracle for the password: every check is counted before argon2
 * runs, a right password clears the count, and past the limit the call answers 'too many
 * attempts' without hashing until the window ends.
 */
export const PASSWORD_CHANGE_ATTEMPTS: RateLimitRule = Object.freeze({
  bucket: 'password-change-user',
  limit: 5,
  windowMs: 15 * 60_000,
});
