import { API_PATHS } from '@marketpult/shared/api-paths';
import { md5Hex } from '../../src/modules/md5/md5';

const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * A browser-like client of a server process over real HTTP (the crash test, `npm run bench`):
 * a cookie jar, the XSRF-TOKEN cookie fetched with a first GET and echoed in X-XSRF-TOKEN on
 * every POST. `clientIp` goes out as X-Forwarded-For, which the server honours only with
 * TRUST_PROXY=1.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

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

  /** The Cookie header a browser would send now. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The headers of a JSON POST from this client: cookies and the XSRF echo. */
  postHeaders(clientIp?: string): Record<string, string> {
    return {
      'content-type': 'application/json',
      'x-xsrf-token': this.cookies.get(XSRF_COOKIE) ?? '',
      ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
      ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
    };
  }

  async get(path: string): Promise<Response> {
    const headers: Record<string, string> =
      this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {};
    const response = await fetch(`${this.baseUrl}${path}`, { headers });
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
      headers: this.postHeaders(clientIp),
      body: JSON.stringify(body),
    });
    this.remember(response);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  /** Signs in as the web app does (md5 of the password) and fails loudly otherwise. */
  async signIn(email: string, password: string): Promise<this> {
    const { status } = await this.post(API_PATHS.authCredentials, {
      userName: email,
      password: md5Hex(password),
    });
    if (status !== 200) throw new Error(`sign-in of ${email} answered HTTP ${status}`);
    // The XSRF-TOKEN of the new session comes with the next response.
    await this.get(API_PATHS.runtimeConfig);
    return this;
  }
}
