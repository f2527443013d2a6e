import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FaultInjector } from './faults';
import type { MarketplaceModule } from './marketplace-module';
import type { RateLimiter } from './rate-limiter';
import type { Reply, SandboxRequest } from './types';
import type { ViolationLog } from './violations';

export interface OriginOptions {
  readonly module: MarketplaceModule;
  readonly faults: FaultInjector;
  readonly limiter: RateLimiter;
  readonly limits: 'on' | 'off';
  readonly violations: ViolationLog;
  readonly port: number;
}

export interface Origin {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * One marketplace on its own HTTP origin. Order per request: injected fault (429/420/500/timeout)
 * → route → auth → limits → request validated against the official file → in-flight slot
 * (and an injected 'slow' delay) → handler → reply validated against the file (a reply the file
 * does not allow becomes a 500 and is logged).
 */
export async function startOrigin(options: OriginOptions): Promise<Origin> {
  const inFlight = new Map<string, number>();
  const server = createServer((req, res) => {
    serve(options, inFlight, req, res).catch((error: unknown) => {
      send(
        res,
        options.module.errors.internal(error instanceof Error ? error.message : String(error)),
      );
    });
  });
  await listen(server, options.port);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => closeServer(server),
  };
}

async function serve(
  options: OriginOptions,
  inFlight: Map<string, number>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { module, faults, violations } = options;
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const method = (req.method ?? 'GET').toUpperCase();
  const raw = await readBody(req);

  const fault = faults.take(module.marketplace, url.pathname);
  if (fault?.kind === 'timeout') return; // held until the client gives up or the sandbox closes
  if (fault?.kind === '500') return send(res, module.errors.internal('Injected fault'));
  if (fault?.kind === '429' || fault?.kind === '420') {
    const retryAfterSeconds = fault.retryAfterSeconds ?? 1;
    return send(
      res,
      module.errors.rateLimited(
        { retryAfterSeconds, burst: 1, remaining: 0, resetSeconds: retryAfterSeconds },
        Number(fault.kind),
      ),
    );
  }

  let body: unknown;
  try {
    body = raw.length > 0 ? JSON.parse(raw) : undefined;
  } catch {
    return send(res, module.errors.invalidRequest(['request body is not JSON']));
  }
  const shape = {
    method,
    path: url.pathname,
    query: queryOf(url),
    headers: req.headers,
    body,
  };
  const match = module.contract.match(shape);
  if (!match) return send(res, module.errors.notFound(method, url.pathname));

  const request: SandboxRequest = {
    ...shape,
    operationId: match.operationId,
    group: match.group,
    params: match.params,
  };
  // From here on every reply, refusals included, is held against the file before it is sent.
  const answer = (reply: Reply): void => {
    const replyErrors = module.contract.validateReply(match, reply.status, reply.body);
    if (replyErrors.length === 0) return send(res, reply);
    violations.replies.push({
      marketplace: module.marketplace,
      method,
      path: url.pathname,
      operationId: match.operationId,
      status: reply.status,
      errors: replyErrors,
    });
    send(
      res,
      module.errors.internal(
        `Sandbox reply breaks the official file (${match.operationId}): ${replyErrors.slice(0, 5).join('; ')}`,
      ),
    );
  };

  const auth = module.authenticate(request);
  if ('reply' in auth) return answer(auth.reply);

  if (options.limits === 'on') {
    for (const charge of module.limits(request, auth.shop)) {
      const verdict = options.limiter.take(charge.key, charge.rule, charge.cost);
      if (!verdict.allowed) return answer(module.errors.rateLimited(verdict));
    }
  }

  const requestErrors = module.contract.validateRequest(match, shape);
  if (requestErrors.length > 0) {
    violations.requests.push({
      marketplace: module.marketplace,
      method,
      path: url.pathname,
      operationId: match.operationId,
      errors: requestErrors,
    });
    return answer(module.errors.invalidRequest(requestErrors));
  }

  const slot = options.limits === 'on' ? module.concurrency?.(request, auth.shop) : undefined;
  if (slot && (inFlight.get(slot.key) ?? 0) >= slot.max) {
    return answer(
      module.errors.rateLimited({
        retryAfterSeconds: 1,
        burst: slot.max,
        remaining: 0,
        resetSeconds: 1,
        reason: `Hit rate limit of ${slot.max} parallel requests for ${slot.key}`,
      }),
    );
  }
  if (slot) inFlight.set(slot.key, (inFlight.get(slot.key) ?? 0) + 1);
  let reply: Reply;
  try {
    // A slow reply holds its slot, as a slow real request does (YM's 4-in-flight rule).
    if (fault?.kind === 'slow') await delay(fault.delayMs ?? 1500);
    reply = await module.handle(request, auth.shop);
  } finally {
    if (slot) inFlight.set(slot.key, (inFlight.get(slot.key) ?? 1) - 1);
  }

  answer(reply);
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.body === undefined) {
    res.writeHead(reply.status, headers).end();
    return;
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  res.writeHead(reply.status, headers).end(JSON.stringify(reply.body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Held (timeout-fault) and keep-alive connections would otherwise keep close() waiting.
    server.closeAllConnections();
  });
}
