import { API_PATHS } from '@marketpult/shared/api-paths';

const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * A browser-like client of a server process over real HTTP: a cookie jar, the XSRF-TOKEN cookie
 * fetched with a first GET and echoed in X-XSRF-TOKEN on every POST. `clientIp` goes out as
 * X-Forwarded-For, which the server honours only with TRUST_PROXY=1.
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  async get(path: string): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: this.cookieHeader() });
    this.remember(response);
    await response.arrayBuffer();
    return response;
  }

  /** POSTs JSON and returns the status with the parsed body. */
  async post(
    path: string,
    body: unknown,
    clientIp?: string,
  ): Promise<{ status: number; body: unknown }> {
    if (!this.cookies.has(XSRF_COOKIE)) await this.get(API_PATHS.runtimeConfig);
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': this.cookies.get(XSRF_COOKIE) ?? '',
        ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
        ...this.cookieHeader(),
      },
      body: JSON.stringify(body),
    });
    this.remember(response);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }
}
