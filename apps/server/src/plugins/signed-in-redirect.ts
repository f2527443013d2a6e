import { isSignedOutRoute, SIGNED_IN_HOME } from '@marketpult/shared/signed-out-routes';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page load of /login or /registration with a live session goes to the root with a 302
 * before any page is sent: the sign-in screen arrives drawn (index-page.ts), and a signed-in
 * seller would otherwise see that form until the app's scripts had run and moved on. The web
 * app's router makes the same move for navigation inside the app (features/auth/route-guard.ts).
 * Returns true when it answered.
 */
export function redirectSignedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): boolean {
  if (!request.user || !isSignedOutRoute(pathname)) return false;
  // It depends on the cookie: no cache may keep it for someone else or for later.
  void reply.header('cache-control', 'no-store').redirect(SIGNED_IN_HOME, 302);
  return true;
}
