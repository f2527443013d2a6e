// A browser-like HTTP client for the bench: a cookie jar and the XSRF header, over fetch.
import { createHash } from 'node:crypto';

const XSRF_COOKIE = 'XSRF-TOKEN';

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export class HttpSession {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

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

  /** The headers of a POST from this session: cookies, the XSRF echo, JSON. */
  postHeaders(): Record<string, string> {
    return {
      cookie: this.cookieHeader(),
      'x-xsrf-token': this.cookies.get(XSRF_COOKIE) ?? '',
      'content-type': 'application/json',
    };
  }

  async get(path: string): Promise<number> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      headers: { cookie: this.cookieHeader() },
    });
    this.remember(response);
    await response.arrayBuffer();
    return response.status;
  }

  async post(path: string, body: unknown): Promise<number> {
    if (!this.cookies.has(XSRF_COOKIE)) await this.get('/api/runtime-config');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: this.postHeaders(),
      body: JSON.stringify(body),
    });
    this.remember(response);
    await response.arrayBuffer();
    return response.status;
  }

  /** Signs in as the web app does (md5 of the password) and fails loudly otherwise. */
  async signIn(email: string, password: string): Promise<this> {
    const status = await this.post('/auth/credentials', {
      userName: email,
      password: md5Hex(password),
    });
    if (status !== 200) throw new Error(`sign-in of ${email} answered HTTP ${status}`);
    // The XSRF-TOKEN of the new session comes with the next response.
    await this.get('/api/runtime-config');
    return this;
  }
}
