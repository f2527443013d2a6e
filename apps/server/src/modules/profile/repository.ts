import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forgetCachedSessionsOf } from '../auth/session-cache';

/** The name shown in the header and returned by POST /auth as `DisplayName`. */
export async function updateDisplayName(
  db: Database,
  userId: string,
  displayName: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ displayName, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  // Signed-in requests read the name from the session cache: the next one reads this one.
  forgetCachedSessionsOf(db, userId);
  return rows.length > 0;
}
