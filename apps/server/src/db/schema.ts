import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Facts about this installation that belong to no user, e.g. when the database first served.
 * Small on purpose: one row per key.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seller's account. `emailCanonical` (trimmed, domain lowercased and IDN-normalised) is what
 * makes an address unique; `email` keeps what the seller typed, for display. The password is
 * stored only as argon2id(md5 hex) with the server's pepper (security.md).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailCanonical: text('email_canonical').notNull(),
    phone: text('phone').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Null until the e-mail link is followed; such an account cannot sign in. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set by the operator (`users disable`); a disabled account cannot sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** End of the paid or trial period; sign-in after it answers 403 Forbidden. */
    subscriptionUntil: timestamp('subscription_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_canonical_key').on(table.emailCanonical)],
);

/**
 * Server-side sessions. Only the SHA-256 of the session id is stored, so a database leak
 * hands out no live cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** E-mail confirmation keys: hashed, bound to one user, single use, expiring. */
export const confirmationKeys = pgTable(
  'confirmation_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** The sign-up page the link points at, kept so that a resent e-mail can use it again. */
    callbackUrl: text('callback_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('confirmation_keys_key_hash_key').on(table.keyHash),
    index('confirmation_keys_user_id_idx').on(table.userId),
  ],
);

/**
 * Outgoing e-mail, written in the same transaction as what caused it and delivered by a
 * worker with retries, so a crash neither loses nor duplicates a message.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** pending → sent, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim; another worker may take the row once it has passed. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The seller's workspace, created once by the markets-proxy confirmation call. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('workspaces_user_id_key').on(table.userId)],
);

/**
 * Fixed-window counters for throttling, in the database so that every server process sees
 * the same numbers.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key, table.windowStart] }),
    index('rate_limits_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Knowledge-base entries, one row per instruction; the API nests them as
 * page → content type → group → instruction, keeping the stored order.
 */
export const instructions = pgTable(
  'instructions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A route path normalised to end with '/'. */
    page: text('page').notNull(),
    contentType: text('content_type').notNull(),
    groupTitle: text('group_title').notNull(),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull().default(''),
  },
  (table) => [index('instructions_page_idx').on(table.page, table.position)],
);
