import { API_PATHS } from '@marketpult/shared/api-paths';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export interface PostOptions {
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header from the cookie jar (default true). */
  csrf?: boolean;
  /** Raw payload instead of JSON.stringify(body). */
  rawPayload?: string;
}

/**
 * A browser-like client over app.inject: keeps a cookie jar, fetches the XSRF-TOKEN cookie with
 * a first GET (as the web app does) and echoes it in X-XSRF-TOKEN on every POST.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  private cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    this.remember(response);
    return response;
  }

  get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url, headers });
  }

  xsrfToken(): string | undefined {
    return this.cookies.get(XSRF_COOKIE);
  }

  /** Makes sure the jar holds an XSRF-TOKEN cookie, as the first page load gives a browser. */
  async ensureXsrfToken(): Promise<string | undefined> {
    if (!this.xsrfToken()) await this.get(API_PATHS.runtimeConfig);
    return this.xsrfToken();
  }

  async post(
    url: string,
    body?: unknown,
    options: PostOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = options.csrf === false ? undefined : await this.ensureXsrfToken();
    if (token) headers[XSRF_HEADER] = token;
    return this.request({
      method: 'POST',
      url,
      headers: { ...headers, ...options.headers },
      payload: options.rawPayload ?? JSON.stringify(body ?? {}),
    });
  }
}
