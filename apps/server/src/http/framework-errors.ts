import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, errorCodeForStatus } from './errors';

/** Messages of our own: Fastify's quote the raw path, maybe 100 KB of whatever was sent. */
const FRAMEWORK_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Malformed URL',
  414: 'URL parameter too long',
};

/**
 * Fastify's `frameworkErrors`: failures of the router before any route or hook ran (a URL that
 * does not decode, such as `/%zz`; a path parameter over maxParamLength). Without it Fastify
 * answers them in its own format; with it they get the ServiceStack shape like every error.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // 400 and 414 in practice; a failed async route constraint (none here) would be a 500.
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'router failure');
  else request.log.info({ code: error.code, status }, 'request refused by the router');
  // The hooks that set these on every other answer have not run.
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(
      errorBody(
        errorCodeForStatus(status),
        FRAMEWORK_MESSAGES[status] ?? STATUS_CODES[status] ?? 'Request refused',
      ),
    );
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them
 * (a malformed request line, headers over the size limit, a client too slow to send them).
 * The same statuses as Fastify's default handler, in the ServiceStack shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // The client is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify(
    errorBody(errorCodeForStatus(status), STATUS_CODES[status] ?? 'Bad Request'),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
