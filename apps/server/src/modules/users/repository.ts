import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { forgetCachedSessionsOf } from '../auth/session-cache';
import { canonicalEmail } from './email';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  /** As typed (trimmed); the canonical form is derived here. */
  email: string;
  phone?: string;
  displayName?: string;
  /** argon2id of the md5 hex (see modules/auth/password.ts), never the md5 itself. */
  passwordHash: string;
  confirmedAt?: Date | null;
  subscriptionUntil?: Date | null;
  /** The app clock's time; the database's clock otherwise. */
  now?: Date;
}

/**
 * Inserts a user unless its canonical e-mail is taken. `INSERT … ON CONFLICT DO NOTHING` on the
 * unique index makes concurrent sign-ups of one address produce exactly one row and no error.
 * Accepts a transaction as well as the database. Returns the new row, or undefined when the
 * address already had an account.
 */
export async function insertUser(db: Database, input: NewUser): Promise<UserRow | undefined> {
  const email = input.email.trim();
  const stamps = input.now ? { createdAt: input.now, updatedAt: input.now } : {};
  const [row] = await db
    .insert(users)
    .values({
      email,
      emailCanonical: canonicalEmail(email),
      phone: input.phone ?? '',
      displayName: input.displayName ?? '',
      passwordHash: input.passwordHash,
      confirmedAt: input.confirmedAt ?? null,
      subscriptionUntil: input.subscriptionUntil ?? null,
      ...stamps,
    })
    .onConflictDoNothing({ target: users.emailCanonical })
    .returning();
  return row;
}

export async function findUserByCanonicalEmail(
  db: Database,
  emailCanonical: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailCanonical, emailCanonical));
  return row;
}

/** Looks an address up in any letter case or spelling of its domain. */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return findUserByCanonicalEmail(db, canonicalEmail(email));
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function listUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.emailCanonical));
}

/** `until` null means no subscription at all (sign-in answers 403). */
export async function setSubscription(
  db: Database,
  userId: string,
  until: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ subscriptionUntil: until, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Disabling also ends every session of the account at once. */
export async function setDisabled(
  db: Database,
  userId: string,
  disabled: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(users.id, userId));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  forgetCachedSessionsOf(db, userId);
}

/**
 * A password change: the new hash and the end of every other session of the user land in one
 * transaction, so a failure halfway never leaves a new password with the old sessions still
 * signed in. Returns how many sessions ended.
 */
export async function changePasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
  keepSessionIdHash: string | null,
): Promise<number> {
  const others = keepSessionIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepSessionIdHash))
    : eq(sessions.userId, userId);
  const ended = await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash, now);
    return tx.delete(sessions).where(others).returning({ idHash: sessions.idHash });
  });
  forgetCachedSessionsOf(db, userId);
  return ended.length;
}

export async function setConfirmed(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ confirmedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** After a sign-in whose hash used older argon2 parameters (security.md: re-hash on login). */
export async function updatePasswordHash(
  db: DbExecutor,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
