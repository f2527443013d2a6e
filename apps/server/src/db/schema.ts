import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation that belong to no user, e.g. when the database first served.
 * Small on purpose: one row per key.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
