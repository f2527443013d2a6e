import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DbTransaction } from '../../db/client';
import { confirmationKeys, users } from '../../db/schema';
import type { RateLimitRule } from '../../plugins/rate-limiter';
import { activationEmail, activationLink } from '../mail/templates/activation';
import { allowedCallbackUrl, defaultCallbackUrl } from './callback-url';
import { newConfirmationKey } from './confirmation-key';

/** security.md: at most one e-mail a minute to one address (keyed by the canonical e-mail). */
export const ACTIVATION_EMAIL_RULE: RateLimitRule = Object.freeze({
  bucket: 'activation-email',
  limit: 1,
  windowMs: 60_000,
});

const HOUR_MS = 60 * 60 * 1000;

export interface ActivationRecipient {
  userId: string;
  /** The address as typed (trimmed): recipient and `u` of the link. */
  email: string;
}

export interface QueuedActivation {
  outboxId: number;
  to: string;
  /** The full link with the key in clear. Logged in local mail mode only. */
  link: string;
}

/**
 * Inside the caller's transaction: a fresh confirmation key bound to the user (only its
 * SHA-256 is stored) and the activation e-mail carrying it, in the outbox.
 */
export async function queueActivation(
  tx: DbTransaction,
  app: FastifyInstance,
  recipient: ActivationRecipient,
  callbackUrl: string,
): Promise<QueuedActivation> {
  const now = app.clock.now();
  const hours = app.config.confirmationKeyHours;
  const { key, keyHash } = newConfirmationKey();
  await tx.insert(confirmationKeys).values({
    userId: recipient.userId,
    keyHash,
    callbackUrl,
    expiresAt: new Date(now.getTime() + hours * HOUR_MS),
    createdAt: now,
  });
  const link = activationLink(callbackUrl, recipient.email, key);
  const message = activationEmail({
    to: recipient.email,
    link,
    validHours: hours,
    supportEmail: app.config.supportEmail,
  });
  const outboxId = await app.mail.enqueue(tx, message);
  return { outboxId, to: recipient.email, link };
}

/**
 * After the transaction committed: wake the delivery workers. Without SMTP_URL the link is
 * also printed to the log, the operator's way to it; with SMTP it never reaches any log.
 */
export function activationQueued(
  app: FastifyInstance,
  queued: QueuedActivation,
  log: FastifyBaseLogger = app.log,
): void {
  if (app.mail.mode === 'local') {
    log.info(
      { outboxId: queued.outboxId, to: queued.to, activationLink: queued.link },
      'local mail mode (no SMTP_URL): activation link',
    );
  }
  app.mail.wake();
}

/**
 * What became of a resend: `queued` now, `sent-recently` (the one-a-minute limit held it back,
 * so an activation e-mail went out within the last minute: at registration or a resend), or
 * `not-sent` (no such unconfirmed, enabled account).
 */
export type ActivationResend = 'queued' | 'sent-recently' | 'not-sent';

/**
 * Sends an unconfirmed account its activation e-mail again (the sign-in of such an account
 * calls this). A new key with a new e-mail; the older keys stay valid until they expire, so
 * whichever e-mail the seller opens works. The link goes to the page of the user's last key
 * (when PUBLIC_URL still allows it). At most one e-mail a minute per address: a throttled,
 * unknown, confirmed or disabled account gets nothing.
 */
export async function resendActivationEmail(
  app: FastifyInstance,
  userId: string,
): Promise<ActivationResend> {
  const [user] = await app.db
    .select({
      id: users.id,
      email: users.email,
      emailCanonical: users.emailCanonical,
      confirmedAt: users.confirmedAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.confirmedAt || user.disabledAt) return 'not-sent';

  const throttle = await app.rateLimiter.hit(ACTIVATION_EMAIL_RULE, user.emailCanonical);
  if (!throttle.allowed) {
    app.log.info({ userId }, 'activation e-mail not resent: one a minute per address');
    return 'sent-recently';
  }

  const [lastKey] = await app.db
    .select({ callbackUrl: confirmationKeys.callbackUrl })
    .from(confirmationKeys)
    .where(eq(confirmationKeys.userId, user.id))
    .orderBy(desc(confirmationKeys.createdAt))
    .limit(1);
  const callbackUrl =
    (lastKey && allowedCallbackUrl(lastKey.callbackUrl, app.config.publicUrls)) ??
    defaultCallbackUrl(app.config.publicUrls);

  const queued = await app.db.transaction((tx) =>
    queueActivation(tx, app, { userId: user.id, email: user.email }, callbackUrl),
  );
  app.log.info({ userId, outboxId: queued.outboxId }, 'activation e-mail queued again');
  activationQueued(app, queued);
  return 'queued';
}
