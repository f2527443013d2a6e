/**
 * MarketplaceHttp: the one way a connector talks to a marketplace (built-in fetch underneath).
 *
 * How a connector uses it (worked examples: ../ozon/http.ts, ../yandex/http.ts):
 *
 *   const http = new MarketplaceHttp<'content' | 'prices'>({
 *     marketplace: 'wildberries',
 *     defaultHost: 'https://content-api.wildberries.ru',
 *     baseUrl: context.baseUrl,          // WB_API_URL etc.; undefined = the real hosts
 *     limiterKey: context.limiterKey,    // the cabinet's id
 *     timeoutMs: context.timeoutMs, signal: context.signal,
 *     headers: { Authorization: credentials.token },   // never logged, never in errors
 *     limits: { content: { requests: 100, periodMs: 60_000, burst: 5 }, prices: {…} },
 *   });
 *   const body = await http.request<paths['/content/v2/get/cards/list']['post'] …>({
 *     host: 'https://content-api.wildberries.ru',  // the real host of this call
 *     method: 'POST', path: '/content/v2/get/cards/list', body: {…},
 *     group: 'content',                  // a key of `limits`: the bucket this call spends
 *     readOnly: true,                    // may be repeated after a 5xx / network error
 *   });
 *
 * Wrap it in a typed helper per marketplace (path → generated request/reply types) so the
 * connector's own code never names a URL or a header. Limits are plain data (../<mp>/limits.ts):
 * `burst` for a bucket's size, `cost` on a call for limits counted in items rather than calls,
 * `maxConcurrent` for a cap of calls in flight, and `everyCall` for a bucket every call draws
 * from besides its own group's (Ozon's 50/s over all methods, Yandex Market's 4 in flight).
 *
 * What it does for every call, so connectors don't:
 * - URL: `baseUrl` (when set) replaces the host of EVERY call, whatever `host` says, so one
 *   sandbox origin serves all of a marketplace's hosts; its path prefix is kept.
 * - Pace: waits for a slot of the (marketplace, limiterKey, group) bucket or window, shared by
 *   all instances in the process (rate-limiter.ts), at the published rate (a jitter allowance
 *   held back from the burst; 10 % below where the limit's shape is not published, Ozon);
 *   `pacing: 'off'` (a sandbox with its limits off, for the bench) sends at once instead.
 * - 429 (and the statuses in `rateLimitStatuses`, e.g. Yandex Market's 420): the request was
 *   not processed, so it is repeated whatever the method, after Retry-After /
 *   X-Ratelimit-Retry / X-Ratelimit-Reset (seconds) or a back-off; the whole bucket waits too.
 * - 5xx, network errors, timeouts: repeated with exponential back-off and jitter ONLY when
 *   `readOnly` (Ozon reads are POST, so the connector says which calls are reads); a write is
 *   never repeated, since the marketplace may have applied it.
 * - Errors: everything ends as ConnectorError: 401 'unauthorized', 403 'forbidden', other 4xx
 *   'bad_request', 5xx / network / timeout 'unreachable', limits still hit 'rate_limited',
 *   a body that is not JSON 'protocol'. `classifyError` lets a marketplace say more (Ozon answers
 *   a wrong key with 403, which is 'unauthorized', not a missing role).
 * Numbers Ozon sends as decimal strings: read them with `toNumber` from ./numbers.
 */
import type { ConnectedMarketplace, Pacing } from './connector';
import { realClock, type Clock } from './clock';
import { ConnectorError } from './errors';
import { sharedRateLimiter, type RateLimit, type RateLimiter } from './rate-limiter';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpCall<G extends string = string> {
  readonly method: HttpMethod;
  /** Path with its parameters already filled in, starting with '/'. */
  readonly path: string;
  /** The real host of this call (e.g. WB's per-category host); default: the client's host. */
  readonly host?: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  /** The limit bucket this call spends. */
  readonly group: G;
  /** True when repeating the call cannot change anything (reads, even when sent as POST). */
  readonly readOnly: boolean;
  /** Units of the group's limit this call spends when it counts items, not calls (default 1). */
  readonly cost?: number;
}

export interface RetryPolicy {
  /** Attempts in all for a read that meets 5xx / network errors (1 = no retry). */
  readonly maxAttempts: number;
  /** Times a 429/420 is waited out before giving up with 'rate_limited'. */
  readonly maxRateLimitRetries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails 'rate_limited'. */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 4,
  maxRateLimitRetries: 5,
  baseDelayMs: 500,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 120_000,
};

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface MarketplaceHttpOptions<G extends string = string> {
  readonly marketplace: ConnectedMarketplace;
  /** The real host used when `baseUrl` is unset and a call names no host of its own. */
  readonly defaultHost: string;
  readonly baseUrl?: string | undefined;
  /** Auth headers. Never logged nor copied into errors. */
  readonly headers: Readonly<Record<string, string>>;
  readonly limiterKey: string;
  readonly limits: Readonly<Record<G, RateLimit>>;
  /**
   * A bucket every call draws from besides its own group's, e.g. Yandex Market's cap of calls
   * in flight per cabinet across all methods.
   */
  readonly everyCall?: G;
  readonly timeoutMs?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  /** 'off' skips the limiter (ConnectorContext.pacing); default 'published'. */
  readonly pacing?: Pacing | undefined;
  readonly retry?: Partial<RetryPolicy>;
  /** Statuses meaning "over the limit, not processed": 429 always, plus e.g. YM's 420. */
  readonly rateLimitStatuses?: readonly number[];
  /** A marketplace's own reading of an error reply; undefined = the generic mapping. */
  readonly classifyError?: (status: number, body: unknown) => ConnectorError | undefined;
  /** Tests only: a fake clock and a private limiter. */
  readonly clock?: Clock;
  readonly limiter?: RateLimiter;
  /** Tests only: the jitter source (0 ≤ x < 1). */
  readonly random?: () => number;
}

/** One HTTP reply as read from the wire. */
interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** A 2xx reply whose body is read as it arrives (`MarketplaceHttp.stream`). */
export interface StreamedReply {
  /** The body's chunks; each read waits at most the client's timeout for its chunk. */
  readonly chunks: AsyncIterable<Uint8Array>;
  /** Stops reading (the rest of the body is never fetched). Safe to call more than once. */
  cancel(): Promise<void>;
}

/** How a reply is taken from the wire: whole, or a 2xx one as a stream. */
type Taken<T> = { readonly reply: Reply; readonly value?: undefined } | { readonly value: T };

export class MarketplaceHttp<G extends string = string> {
  private readonly retry: RetryPolicy;
  private readonly clock: Clock;
  private readonly limiter: RateLimiter;
  private readonly random: () => number;
  private readonly rateLimitStatuses: ReadonlySet<number>;
  private readonly paced: boolean;

  constructor(private readonly options: MarketplaceHttpOptions<G>) {
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.clock = options.clock ?? realClock;
    this.limiter = options.limiter ?? sharedRateLimiter;
    this.random = options.random ?? Math.random;
    this.rateLimitStatuses = new Set([429, ...(options.rateLimitStatuses ?? [])]);
    this.paced = (options.pacing ?? 'published') === 'published';
  }

  /** Sends the call under the limits and retry rules above; resolves with the parsed body. */
  request<T>(call: HttpCall<G>): Promise<T> {
    return this.guarded(() => this.attempt(call, (reply) => parseJson<T>(reply)));
  }

  /**
   * The same call, but a 2xx body is handed over unread, to be read as it arrives: for replies
   * too big to hold whole (Wildberries' statistics). Limits, 429s and retries apply to getting
   * the reply; the timeout, to its headers and then to each chunk, so a reader that stores what
   * it read before reading on is not cut off, and a body that stalls still is.
   */
  stream(call: HttpCall<G>): Promise<StreamedReply> {
    return this.guarded(() => this.attempt(call, undefined, true));
  }

  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // The caller's own signal (a cancelled job) ends waits and sends alike; it is still
      // reported as a ConnectorError, the one kind of error connectors throw.
      if (error instanceof ConnectorError) throw error;
      if (this.options.signal?.aborted) {
        throw new ConnectorError('unreachable', 'Запрос к маркетплейсу отменён');
      }
      throw toUnreachable(error);
    }
  }

  private async attempt<T>(call: HttpCall<G>, parse: (reply: Reply) => T): Promise<T>;
  private async attempt(
    call: HttpCall<G>,
    parse: undefined,
    streamed: true,
  ): Promise<StreamedReply>;
  private async attempt<T>(
    call: HttpCall<G>,
    parse: ((reply: Reply) => T) | undefined,
    streamed = false,
  ): Promise<T | StreamedReply> {
    const limit = this.options.limits[call.group];
    const bucketKey = this.bucketKey(call.group);
    let failures = 0;
    let rateLimited = 0;
    for (;;) {
      const release = await this.acquire(call);
      let reply: Reply;
      try {
        const taken = streamed ? await this.sendStreamed(call) : { reply: await this.send(call) };
        if (taken.value !== undefined) {
          release();
          return taken.value;
        }
        reply = taken.reply;
      } catch (error) {
        release();
        if (this.options.signal?.aborted) throw error;
        failures += 1;
        if (!call.readOnly || failures >= this.retry.maxAttempts) throw toUnreachable(error);
        await this.clock.sleep(this.backoff(failures), this.options.signal);
        continue;
      }
      release();

      if (reply.status >= 200 && reply.status < 300) return parse!(reply);

      if (this.rateLimitStatuses.has(reply.status)) {
        rateLimited += 1;
        const waitMs = retryAfterMs(reply.headers, this.clock.now()) ?? this.backoff(rateLimited);
        if (rateLimited > this.retry.maxRateLimitRetries || waitMs > this.retry.maxRetryAfterMs) {
          throw new ConnectorError('rate_limited', 'Превышен лимит запросов маркетплейса', {
            status: reply.status,
          });
        }
        if (this.paced) this.limiter.deferUntil(bucketKey, limit, this.clock.now() + waitMs);
        // Unpaced calls skip the limiter, so only this call can wait: no bucket would hold it.
        else await this.clock.sleep(waitMs, this.options.signal);
        continue;
      }

      // 501: the method is not there at all; asking again changes nothing.
      if (reply.status >= 500 && reply.status !== 501) {
        failures += 1;
        if (call.readOnly && failures < this.retry.maxAttempts) {
          await this.clock.sleep(this.backoff(failures), this.options.signal);
          continue;
        }
      }
      throw this.errorFor(reply);
    }
  }

  private bucketKey(group: G): string {
    return `${this.options.marketplace}\u0000${this.options.limiterKey}\u0000${group}`;
  }

  /** The call's own bucket, then the every-call one; one release frees both. */
  private async acquire(call: HttpCall<G>): Promise<() => void> {
    if (!this.paced) return () => undefined;
    const { limits, everyCall, signal } = this.options;
    const own = await this.limiter.acquire(
      this.bucketKey(call.group),
      limits[call.group],
      signal,
      call.cost,
    );
    if (everyCall === undefined || everyCall === call.group) return own;
    try {
      const shared = await this.limiter.acquire(
        this.bucketKey(everyCall),
        limits[everyCall],
        signal,
      );
      return () => {
        shared();
        own();
      };
    } catch (error) {
      own();
      throw error;
    }
  }

  private async send(call: HttpCall<G>): Promise<Reply> {
    const url = resolveUrl(call, this.options.defaultHost, this.options.baseUrl);
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout;
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers };
    let body: string | undefined;
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    const response = await fetch(url, { method: call.method, headers, body, signal });
    // The body is read under the same timeout: a reply that stalls mid-way is a timeout too.
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  }

  /** A 2xx reply with its body unread; any other with its text, as `send` reads it. */
  private async sendStreamed(call: HttpCall<G>): Promise<Taken<StreamedReply>> {
    const url = resolveUrl(call, this.options.defaultHost, this.options.baseUrl);
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const stop = new AbortController();
    const signal = this.options.signal
      ? AbortSignal.any([stop.signal, this.options.signal])
      : stop.signal;
    const timedOut = () =>
      stop.abort(new DOMException('Маркетплейс не ответил вовремя', 'TimeoutError'));
    let timer = setTimeout(timedOut, timeoutMs);
    try {
      const headers = { accept: 'application/json', ...this.options.headers };
      const response = await fetch(url, { method: call.method, headers, signal });
      if (response.status < 200 || response.status >= 300 || !response.body) {
        const text = await response.text();
        return { reply: { status: response.status, headers: response.headers, text } };
      }
      clearTimeout(timer);
      const reader = response.body.getReader();
      let cancelled = false;
      const cancel = async () => {
        if (cancelled) return;
        cancelled = true;
        clearTimeout(timer);
        await reader.cancel().catch(() => undefined);
      };
      async function* chunks(): AsyncGenerator<Uint8Array, void, undefined> {
        try {
          for (;;) {
            timer = setTimeout(timedOut, timeoutMs);
            let read: Awaited<ReturnType<typeof reader.read>>;
            try {
              read = await reader.read();
            } catch (error) {
              throw toUnreachable(error);
            } finally {
              clearTimeout(timer);
            }
            if (read.done) return;
            yield read.value;
          }
        } finally {
          await cancel();
        }
      }
      return { value: { chunks: chunks(), cancel } };
    } finally {
      clearTimeout(timer);
    }
  }

  private backoff(attempt: number): number {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    // "Equal jitter": half the delay fixed, half random, so clients that failed together come
    // back apart, and none comes back at once.
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  private errorFor(reply: Reply): ConnectorError {
    const body = tryParseJson(reply.text);
    const own = this.options.classifyError?.(reply.status, body);
    if (own) return own;
    const said = messageOf(body);
    const suffix = said ? `: ${said}` : '';
    const detail = { status: reply.status };
    if (reply.status === 401)
      return new ConnectorError('unauthorized', `Ключ отклонён${suffix}`, detail);
    if (reply.status === 403)
      return new ConnectorError('forbidden', `Нет доступа${suffix}`, detail);
    if (reply.status >= 500) {
      return new ConnectorError(
        'unreachable',
        `Маркетплейс ответил ${reply.status}${suffix}`,
        detail,
      );
    }
    return new ConnectorError('bad_request', `Запрос отклонён (${reply.status})${suffix}`, detail);
  }
}

/** `baseUrl` replaces the scheme and host of every call and prefixes its own path, if any. */
export function resolveUrl(
  call: Pick<HttpCall, 'host' | 'path' | 'query'>,
  defaultHost: string,
  baseUrl?: string,
): URL {
  const origin = (baseUrl ?? call.host ?? defaultHost).replace(/\/+$/, '');
  const url = new URL(origin + call.path);
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

/**
 * How long the marketplace asked us to wait, in ms: Retry-After (seconds or an HTTP date),
 * else Wildberries' X-Ratelimit-Retry / X-Ratelimit-Reset (seconds), else Yandex Market's
 * X-RateLimit-Resource-Until (a date). Undefined when none.
 */
export function retryAfterMs(headers: Headers, nowMs: number): number | undefined {
  // Yandex Market also names the moment its resource limit lifts (an HTTP date).
  const names = [
    'retry-after',
    'x-ratelimit-retry',
    'x-ratelimit-reset',
    'x-ratelimit-resource-until',
  ];
  for (const name of names) {
    const raw = headers.get(name)?.trim();
    if (!raw) continue;
    const seconds = Number(raw);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const date = Date.parse(raw);
    if (!Number.isNaN(date)) return Math.max(0, date - nowMs);
  }
  return undefined;
}

function parseJson<T>(reply: Reply): T {
  if (reply.text.trim() === '') return undefined as T;
  try {
    return JSON.parse(reply.text) as T;
  } catch {
    throw new ConnectorError('protocol', 'Маркетплейс прислал ответ не в формате JSON', {
      status: reply.status,
    });
  }
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The marketplace's own words about an error, in the shapes the three use; never headers. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const candidates = [record['message'], record['errorText'], record['detail'], record['title']];
  const errors = record['errors'];
  if (Array.isArray(errors) && typeof errors[0] === 'object' && errors[0] !== null) {
    candidates.push((errors[0] as Record<string, unknown>)['message']);
  }
  const found = candidates.find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return found?.slice(0, 300);
}

function toUnreachable(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const name = error instanceof Error ? error.name : '';
  const message =
    name === 'TimeoutError' ? 'Маркетплейс не ответил вовремя' : 'Маркетплейс недоступен';
  return new ConnectorError('unreachable', message);
}
