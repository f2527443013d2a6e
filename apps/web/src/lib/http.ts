import type { z } from 'zod';
import {
  errorResponseSchema,
  type ErrorResponse,
} from '@marketpult/shared/contracts/error-response';
import { paths } from '../config/paths';
import { navigate } from './navigation';

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

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

const SAFE_METHODS: ReadonlySet<Method> = new Set(['GET', 'HEAD']);

/** A scheme (`https:`) or a protocol-relative `//host` makes a URL absolute. */
function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

/** The value of a cookie the page can read, or undefined. */
function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/*
 * Every call of the web app goes through here, so cookies, the XSRF header and the redirect
 * on 401 are handled in exactly one place.
 *
 * The browser's fetch is the client; a library was weighed and left out on purpose. /login must
 * load at most 200 KB of gzipped JavaScript and needs 193 KB with fetch alone: ky would add
 * 5 KB and axios 14 KB, to do what the lines below do (cookies, spec §7's XSRF rule for
 * non-GET relative calls, the 401 redirect); abort is fetch's own AbortSignal.
 */
/** A body as it goes: JSON, or a file's raw bytes with their type. */
type Payload = { json: unknown } | { file: Blob; contentType: string } | undefined;

async function send(
  method: Method,
  url: string,
  payload: Payload,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (!SAFE_METHODS.has(method) && isRelativeUrl(url)) {
    const token = readCookie(XSRF_COOKIE_NAME);
    if (token) headers[XSRF_HEADER_NAME] = token;
  }
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (payload && 'json' in payload) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload.json);
  } else if (payload) {
    headers['Content-Type'] = payload.contentType;
    init.body = payload.file;
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(url, init);
  // Spec §7 and §8: any 401 leads to the sign-in screen, and the caller still gets the error.
  if (response.status === 401) navigate(paths.login.getHref(), { replace: true });
  return response;
}

async function request(
  method: Method,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<unknown> {
  const response = await send(
    method,
    url,
    body === undefined ? undefined : { json: body },
    options,
  );
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

/** POST a file's raw bytes (an .xlsx upload) and return the answer checked by `schema`. */
export async function postFile<Schema extends z.ZodType>(
  url: string,
  file: Blob,
  contentType: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const response = await send('POST', url, { file, contentType }, options);
  const payload = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, payload, url);
  return schema.parse(payload);
}

/** GET a file (an .xlsx download): its bytes; a refusal throws HttpError like a JSON call. */
export async function getFile(url: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send('GET', url, undefined, options);
  if (!response.ok) throw new HttpError(response.status, await readBody(response), url);
  return response.blob();
}

/** The `responseStatus` of a failed call when the server sent its error body, else undefined. */
export function serverErrorOf(error: unknown): ErrorResponse['responseStatus'] | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const parsed = errorResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.responseStatus : undefined;
}
