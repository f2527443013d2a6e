import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/errors';
import { baseCookieOptions, isHttps, presentedSessionHash, sessionChange } from './session';

/** Read by the web app (spec §7) and echoed in the header: not HttpOnly on purpose. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Binds the token before sign-in; HttpOnly, so a script cannot pair it with a token of its own. */
export const PRESESSION_COOKIE = 'mp_presession';
export const SECURE_PRESESSION_COOKIE = '__Host-mp_presession';

export const CSRF_MESSAGE = 'Недействительный CSRF-токен: обновите страницу';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RANDOM_FORMAT = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` exempts a route from the token check. Only for a call authenticated by a header
     * a cross-site page cannot send (POST /markets-proxy/accounts/confirm and its
     * Authorization header).
     */
    csrf?: boolean;
  }
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function presessionCookieName(request: FastifyRequest): string {
  return isHttps(request) ? SECURE_PRESESSION_COOKIE : PRESESSION_COOKIE;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

async function csrfPlugin(app: FastifyInstance): Promise<void> {
  const mac = (binding: string, random: string) =>
    createHmac('sha256', app.secrets.sessionSecret)
      .update(`xsrf\0${binding}\0${random}`)
      .digest('base64url');

  /** `<random>.<HMAC(sessionSecret, binding, random)>` */
  const issue = (binding: string) => {
    const random = randomToken();
    return `${random}.${mac(binding, random)}`;
  };

  const isValid = (token: string, binding: string) => {
    const [random, signature, extra] = token.split('.');
    if (extra !== undefined || !random || !signature || !RANDOM_FORMAT.test(random)) return false;
    return sameText(signature, mac(binding, random));
  };

  /** What this request's token must be bound to: its session cookie, else its pre-session. */
  const currentBinding = (request: FastifyRequest): string | null => {
    const sessionHash = presentedSessionHash(request);
    if (sessionHash) return `s:${sessionHash}`;
    const presession = request.cookies[presessionCookieName(request)];
    return presession && RANDOM_FORMAT.test(presession) ? `p:${presession}` : null;
  };

  /**
   * What the next request's token must be bound to, given the cookies this response sets:
   * the new session after sign-in, a fresh pre-session after sign-out or on a first visit.
   */
  const nextBinding = (request: FastifyRequest, reply: FastifyReply): string => {
    const change = sessionChange(request);
    const presessionName = presessionCookieName(request);
    const sessionHash = change ? change.idHash : presentedSessionHash(request);
    if (sessionHash) {
      // Signed in during this request: the pre-session has served its purpose.
      if (change && request.cookies[presessionName]) {
        reply.clearCookie(presessionName, baseCookieOptions(request));
      }
      return `s:${sessionHash}`;
    }
    const current = request.cookies[presessionName];
    if (!change && current && RANDOM_FORMAT.test(current)) return `p:${current}`;
    const presession = randomToken();
    reply.setCookie(presessionName, presession, baseCookieOptions(request));
    return `p:${presession}`;
  };

  const reject = (request: FastifyRequest, reason: string): never => {
    request.log.info({ event: 'csrf.rejected', reason }, 'CSRF check failed');
    throw new ApiError(403, ERROR_CODES.csrfTokenInvalid, CSRF_MESSAGE);
  };

  // onRequest: before the body is read, so a forged request costs no parsing and no hashing.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // No route, nothing to protect: the 404 is the answer.
    if (request.is404) return;
    if (request.routeOptions.config.csrf === false) return;
    // Fetch Metadata: a browser says when another site made this request.
    if (request.headers['sec-fetch-site'] === 'cross-site') reject(request, 'cross-site');
    const header = request.headers[XSRF_HEADER];
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || !header) reject(request, 'header missing');
    if (!cookieToken) reject(request, 'cookie missing');
    if (!sameText(header as string, cookieToken as string)) reject(request, 'header ≠ cookie');
    const binding = currentBinding(request);
    if (!binding || !isValid(cookieToken as string, binding)) reject(request, 'signature');
  });

  // Every response leaves the browser with a token valid for its next request: set on the first
  // GET of any page or call, and rotated whenever the session changes (sign-in, sign-out).
  app.addHook('onSend', async (request, reply, payload) => {
    // Requests refused before the hooks ran (a malformed URL) have no parsed cookies.
    if (!request.cookies) return payload;
    // A response that caches may share between users must not carry anyone's cookies.
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/\b(public|immutable)\b/.test(cacheControl)) return payload;
    const binding = nextBinding(request, reply);
    const present = request.cookies[XSRF_COOKIE];
    if (sessionChange(request) || !present || !isValid(present, binding)) {
      reply.setCookie(XSRF_COOKIE, issue(binding), {
        ...baseCookieOptions(request),
        httpOnly: false,
      });
    }
    return payload;
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['config', 'session'] });
