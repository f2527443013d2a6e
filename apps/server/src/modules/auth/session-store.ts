import { createHash, randomBytes } from 'node:crypto';
import { eq, lte, or, sql } from 'drizzle-orm';
import { pgliteClientOf, type Database } from '../../db/client';
import type { FairPGlite } from '../../db/fair-pglite';
import { sessions, users } from '../../db/schema';
import { sessionCacheFor, type SessionCache, type SessionRow } from './session-cache';

/** Who is signed in, as route code sees it (`request.user`). */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
}

export interface ResolvedSession {
  idHash: string;
  user: SessionUser;
}

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/** last_seen_at moves at most once a minute: the idle limit is minutes, writes are not free. */
const TOUCH_EVERY_MS = 60_000;

/** 256 bits from the CSPRNG, URL-safe: what the cookie carries. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the id, so a leaked table opens no session. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}

type FindSession = (idHash: string) => Promise<SessionRow | undefined>;

/** Drizzle builds the query once; on PostgreSQL it is a named prepared statement. */
function preparedFindSession(db: Database): FindSession {
  const query = db
    .select({
      idHash: sessions.idHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('resolve_session');
  return async (idHash) => (await query.execute({ idHash }))[0];
}

const ID_HASH_FORMAT = /^[0-9a-f]{64}$/;

interface SessionJoinRow {
  id_hash: string;
  last_seen_at: Date;
  expires_at: Date;
  id: string;
  email: string;
  display_name: string;
  disabled_at: Date | null;
}

/**
 * PGlite plans every query Drizzle sends afresh (it has no named statements), which made the
 * session lookup three quarters of POST /auth (`npm run bench`). The same SELECT as above,
 * prepared once in PostgreSQL and run with EXECUTE, costs a quarter of that. EXECUTE takes no
 * bind parameters, so the id hash goes in as a literal: it is the SHA-256 hex this module
 * computed, and anything else is refused before it gets near the SQL.
 */
function pgliteFindSession(client: FairPGlite): FindSession {
  let prepared: Promise<unknown> | undefined;
  return async (idHash) => {
    if (!ID_HASH_FORMAT.test(idHash)) return undefined;
    prepared ??= client
      .exec(
        `prepare mp_resolve_session(text) as
         select s.id_hash, s.last_seen_at, s.expires_at, u.id, u.email, u.display_name,
                u.disabled_at
         from sessions s join users u on u.id = s.user_id where s.id_hash = $1`,
      )
      .catch((error: unknown) => {
        prepared = undefined;
        throw error;
      });
    await prepared;
    // Every signed-in request waits on this lookup: it overtakes the statements queued.
    const result = await client.urgentQuery<SessionJoinRow>(
      `execute mp_resolve_session('${idHash}')`,
    );
    const row = result.rows[0];
    return (
      row && {
        idHash: row.id_hash,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
        userId: row.id,
        email: row.email,
        displayName: row.display_name,
        disabledAt: row.disabled_at,
      }
    );
  };
}

function findSessionFor(db: Database): FindSession {
  const client = pgliteClientOf(db);
  return client ? pgliteFindSession(client) : preparedFindSession(db);
}

/** Server-side sessions in the `sessions` table, keyed by the SHA-256 of their id. */
export class SessionStore {
  /** Every signed-in request runs this one query, so it is prepared once (see above). */
  private readonly findSession: FindSession;
  /** Kept true by the change feed on either database (session-cache.ts). */
  private readonly cache: SessionCache | undefined;

  constructor(
    private readonly db: Database,
    private readonly lifetimes: SessionLifetimes,
  ) {
    this.findSession = findSessionFor(db);
    this.cache = sessionCacheFor(db);
  }

  /** Starts a session for the user; returns the id for the cookie. */
  async create(
    userId: string,
    now: Date,
  ): Promise<{ id: string; idHash: string; expiresAt: Date }> {
    const id = newSessionId();
    const idHash = hashSessionId(id);
    const expiresAt = new Date(now.getTime() + this.lifetimes.absoluteMs);
    await this.db
      .insert(sessions)
      .values({ idHash, userId, createdAt: now, lastSeenAt: now, expiresAt });
    return { id, idHash, expiresAt };
  }

  /**
   * The live session with this id hash and its user, or null. A session past its absolute or
   * idle end, or of a disabled account, is deleted on the spot.
   */
  async resolve(idHash: string, now: Date): Promise<ResolvedSession | null> {
    const nowMs = now.getTime();
    let row = this.cache?.get(idHash, nowMs);
    if (!row) {
      const generation = this.cache?.generation ?? 0;
      row = await this.findSession(idHash);
      if (!row) return null;
      this.cache?.set(row, nowMs, generation);
    }
    const idleEnd = row.lastSeenAt.getTime() + this.lifetimes.idleMs;
    if (row.expiresAt.getTime() <= nowMs || idleEnd <= nowMs || row.disabledAt) {
      await this.delete(idHash);
      return null;
    }
    if (nowMs - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      // The cached copy moves first, so that requests arriving during the write do not write too.
      this.cache?.set({ ...row, lastSeenAt: now }, nowMs, this.cache.generation);
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    }
    return {
      idHash,
      user: { id: row.userId, email: row.email, displayName: row.displayName },
    };
  }

  async delete(idHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
    // After the write (session-cache.ts, `generation`).
    this.cache?.delete(idHash);
  }

  /** Deletes the sessions that can no longer be used; returns how many went. */
  async purgeExpired(now: Date): Promise<number> {
    const idleCutoff = new Date(now.getTime() - this.lifetimes.idleMs);
    const deleted = await this.db
      .delete(sessions)
      .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleCutoff)))
      .returning({ idHash: sessions.idHash });
    this.cache?.clear();
    return deleted.length;
  }
}
