import cookie from '@fastify/cookie';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/errors';
import { SessionStore, hashSessionId, type SessionUser } from '../modules/auth/session-store';

export type { SessionUser } from '../modules/auth/session-store';

/** Over plain HTTP (local use, tests). */
export const SESSION_COOKIE = 'mp_session';
/** Over HTTPS: the prefix makes browsers insist on Secure, Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = '__Host-mp_session';

export const UNAUTHORIZED_MESSAGE = 'Требуется вход в кабинет';

/** Ids we issue: 32 bytes in base64url. Anything else in the cookie is ignored. */
const SESSION_ID_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const PURGE_EVERY_MS = 10 * 60 * 1000;

export interface SessionManager {
  /**
   * Signs the user in on this reply: deletes the session the request presented (an id never
   * survives a sign-in), stores a new one and sets its cookie. The XSRF-TOKEN rotates with it.
   */
  create(reply: FastifyReply, userId: string): Promise<void>;
  /** Signs out: deletes the presented session and clears its cookie. Fine without a session. */
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved before any route code runs. */
    user: SessionUser | null;
    /** SHA-256 of the live session's id (the `sessions` key), or null. Never the id itself. */
    sessionIdHash: string | null;
  }
  interface FastifyInstance {
    /** `preHandler: app.requireUser` answers 401 Unauthorized without a live session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessions: SessionManager;
  }
}

/** request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on. */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Attributes of every cookie the server sets: no Domain, whole site, Lax, Secure over HTTPS. */
export function baseCookieOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: isHttps(request), httpOnly: true };
}

export function sessionCookieName(request: FastifyRequest): string {
  return isHttps(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

interface SessionState {
  /** SHA-256 of the id the request's cookie carried, whether or not it is still live. */
  presentedHash: string | null;
  /** Set when this request signed in (new hash) or out (null). */
  change?: { idHash: string | null };
}

const states = new WeakMap<FastifyRequest, SessionState>();

function stateOf(request: FastifyRequest): SessionState {
  let state = states.get(request);
  if (!state) {
    const id = request.cookies?.[sessionCookieName(request)];
    state = { presentedHash: id && SESSION_ID_FORMAT.test(id) ? hashSessionId(id) : null };
    states.set(request, state);
  }
  return state;
}

/**
 * The hash of the session cookie this request came with, live or not. The CSRF token is bound
 * to it, so a session that expires between two requests does not turn the next sign-in into a
 * CSRF failure.
 */
export function presentedSessionHash(request: FastifyRequest): string | null {
  return stateOf(request).presentedHash;
}

/** What this request did to the session: undefined (nothing), a new hash, or null (ended). */
export function sessionChange(request: FastifyRequest): { idHash: string | null } | undefined {
  return stateOf(request).change;
}

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('parseCookie')) await app.register(cookie);

  const absoluteSeconds = app.config.sessionAbsoluteHours * 3600;
  const store = new SessionStore(app.db, {
    idleMs: app.config.sessionIdleMinutes * 60_000,
    absoluteMs: absoluteSeconds * 1000,
  });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);

  app.addHook('onRequest', async (request) => {
    const idHash = presentedSessionHash(request);
    if (!idHash) return;
    const session = await store.resolve(idHash, app.clock.now());
    if (!session) return;
    request.user = session.user;
    request.sessionIdHash = session.idHash;
  });

  const forget = async (state: SessionState) => {
    if (state.presentedHash) await store.delete(state.presentedHash);
    if (state.change?.idHash) await store.delete(state.change.idHash);
  };

  const manager: SessionManager = {
    async create(reply, userId) {
      const request = reply.request;
      const state = stateOf(request);
      await forget(state);
      const session = await store.create(userId, app.clock.now());
      reply.setCookie(sessionCookieName(request), session.id, {
        ...baseCookieOptions(request),
        maxAge: absoluteSeconds,
      });
      state.change = { idHash: session.idHash };
      request.sessionIdHash = session.idHash;
    },
    async destroy(request, reply) {
      const state = stateOf(request);
      await forget(state);
      reply.clearCookie(sessionCookieName(request), baseCookieOptions(request));
      state.change = { idHash: null };
      request.user = null;
      request.sessionIdHash = null;
    },
  };
  app.decorate('sessions', manager);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw new ApiError(401, ERROR_CODES.unauthorized, UNAUTHORIZED_MESSAGE);
  });

  const timer = setInterval(() => {
    store.purgeExpired(app.clock.now()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'session purge failed');
    });
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(sessionPlugin, {
  name: 'session',
  dependencies: ['config', 'db', 'clock'],
});
