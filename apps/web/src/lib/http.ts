import type { z } from 'zod';

/** A response outside 2xx; `body` is the parsed JSON when the server sent JSON, else the text. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
  ) {
    super(`HTTP ${status} for ${url}`);
  }
}

export interface RequestOptions {
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
}

/*
 * Every call of the web app goes through `request`, so cookies, the XSRF header and the
 * redirect on 401 (both arrive with the sign-in issue) are handled in exactly one place.
 */
async function request(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(url, init);
  const payload = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, payload, url);
  return payload;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A broken JSON body is reported as its text; the schema check then rejects it.
    return text;
  }
}

/** GET a JSON resource and return it only when it matches `schema`. */
export async function getJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return schema.parse(await request('GET', url, undefined, options));
}

/** POST `body` as JSON (nothing when `undefined`) and return the answer checked by `schema`. */
export async function postJson<Schema extends z.ZodType>(
  url: string,
  body: unknown,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return schema.parse(await request('POST', url, body, options));
}
