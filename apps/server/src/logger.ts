import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

/** Field names whose values never reach the logs, wherever they sit in a logged object. */
export const SENSITIVE_KEYS = [
  'password',
  'pass',
  'pass_hash',
  'md5',
  'plain',
  'key',
  'userkey',
  'token',
  'cookie',
  'set-cookie',
  'authorization',
  'x-xsrf-token',
  'xsrfToken',
  'sessionId',
  'passwordHash',
  'password_hash',
  'pepper',
  'sessionSecret',
] as const;

export const REDACTED = '[redacted]';

function redactPaths(): string[] {
  return SENSITIVE_KEYS.flatMap((key) => {
    const segment = /^\w+$/.test(key) ? `.${key}` : `["${key}"]`;
    // Top level, one level down (headers.cookie) and two (req.headers.cookie, req.body.md5).
    return [segment.replace(/^\./, ''), `*${segment}`, `*.*${segment}`];
  });
}

/** The confirmation link carries the e-mail and the one-time key in its query string. */
const QUERY_HIDDEN_PATHS = ['/registration/confirm'];

export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  const normalised = path.toLowerCase().replace(/\/+$/, '');
  return QUERY_HIDDEN_PATHS.includes(normalised) ? path : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's pino logger: JSON lines with secrets redacted. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactPaths(), censor: REDACTED },
      serializers: { req: serializeRequest },
    },
    destination,
  );
}
