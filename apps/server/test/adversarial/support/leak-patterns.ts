import { errorResponseSchema } from '@marketpult/shared/contracts/error-response';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_SECRETS } from '../../helpers/test-app';

/**
 * What must never appear in a response body: a stack frame (a line, or a JSON-escaped line,
 * beginning with "at …", or a "file:line:column)"), an internal path, an exception's
 * "SomethingError:" prefix, or a server secret. The fuzzer never puts these words into a URL
 * path or a key the server could echo, so a match is a leak.
 */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /(?:^|\n|\\n)\s*at \S/,
  /:\d+:\d+\)/,
  /\/work\//,
  /node_modules/,
  /Error:/,
  new RegExp(TEST_SECRETS.sessionSecret),
  new RegExp(TEST_SECRETS.pepper),
  new RegExp(TEST_SECRETS.credentialsKey),
  // A stored cabinet key's ciphertext (modules/cabinets/credentials-vault.ts).
  /v1\.[\w-]{40,}/,
];

/** The leak patterns the body matches; empty when it is clean. */
export function leaksIn(body: string): string[] {
  return LEAK_PATTERNS.filter((pattern) => pattern.test(body)).map(String);
}

export interface ResponseRules {
  /**
   * An HTML 404 is right here: GET /help/… answers a missing article with an HTML page, and a
   * GET outside the API that no client route matches gets the web app's page, on purpose.
   */
  htmlNotFoundAllowed?: boolean;
}

/**
 * The rules every answer keeps, whatever was sent: no 5xx, no leak, and every 4xx a JSON body
 * in the ServiceStack shape with an error code. Returns what is wrong (empty when nothing).
 */
export function brokenRules(
  response: LightMyRequestResponse,
  method: string,
  rules: ResponseRules = {},
): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`status ${status}`);
  const leaks = leaksIn(response.body);
  if (leaks.length > 0) problems.push(`body leaks ${leaks.join(', ')}`);
  if (status >= 400 && method !== 'HEAD') {
    const type = String(response.headers['content-type'] ?? '');
    const htmlPage = rules.htmlNotFoundAllowed && status === 404 && type.startsWith('text/html');
    if (!htmlPage) {
      if (!type.startsWith('application/json')) problems.push(`4xx as ${type || 'no type'}`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(response.body);
      } catch {
        problems.push('4xx body is not JSON');
      }
      if (parsed !== undefined && !errorResponseSchema.safeParse(parsed).success) {
        problems.push('4xx body is not {responseStatus:{errorCode,message}}');
      }
    }
  }
  return problems;
}
