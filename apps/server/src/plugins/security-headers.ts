import { API_PATHS } from '@marketpult/shared/api-paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AFTER_PAINT_LOADER_SOURCE } from './after-paint-scripts';
import { DRAWN_FORM_GUARD_SOURCE } from './drawn-form-guard';

const ONE_YEAR_SECONDS = 31_536_000;

/** Calls that carry credentials, keys or a session: no cache may keep their answers. */
const NO_STORE_PATHS: ReadonlySet<string> = new Set([
  API_PATHS.md5,
  API_PATHS.authCredentials,
  API_PATHS.auth,
  API_PATHS.authLogout,
  API_PATHS.registration,
  API_PATHS.confirmRegistration,
  API_PATHS.marketsAccountConfirm,
  API_PATHS.changePassword,
  API_PATHS.updateProfile,
]);

async function securityHeaders(app: FastifyInstance): Promise<void> {
  // helmet itself, its middleware made once: @fastify/helmet 13 rebuilt it (parsing every CSP
  // directive again) on each request, ~5 % of a small JSON call's CPU in a profile.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      // helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP deployments.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The two inline scripts of a prerendered page, by their hashes: the loader of its
        // scripts (after-paint-scripts.ts) and the guard of its form (drawn-form-guard.ts).
        scriptSrc: ["'self'", AFTER_PAINT_LOADER_SOURCE, DRAWN_FORM_GUARD_SOURCE],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // Sent below only when the request really came over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });

  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
    // Errors included (a 401 or 403 must not be replayed from a cache either).
    if (NO_STORE_PATHS.has(request.url.split('?')[0] ?? '')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
