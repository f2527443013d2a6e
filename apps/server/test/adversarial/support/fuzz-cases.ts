import fc from 'fast-check';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import {
  WRONG_TYPES,
  deepNesting,
  hostileJsonValue,
  hostileKey,
  hostileString,
  malformedJson,
  prototypePollution,
  randomBytes,
  withOddCharacters,
} from './hostile-values';

/**
 * What the fuzzer sends: one generated request per run, built from an endpoint's template body
 * and the generic hostile values. The values that depend on the live app (tokens, cookies) are
 * only named here (`csrf: 'foreign'`); fuzz-harness.ts fills them in when it sends.
 */

export type CsrfMode = 'valid' | 'missing' | 'foreign' | 'duplicate' | 'garbage' | 'cross-site';

export interface FuzzTarget {
  /** E.g. 'POST /v2/md5'. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A body the endpoint accepts (or would, but for the domain rules); mutated by the fuzzer. */
  template: Record<string, unknown>;
  /** Values worth trying per field, on top of the generic hostile ones. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** The route's body limit, to build bodies just over it. */
  bodyLimit: number;
  /** Signed in for most runs (and anonymous for some); otherwise the other way round. */
  mostlySignedIn?: boolean;
  /** POST /markets-proxy/accounts/confirm: no CSRF check, its Authorization header instead. */
  authorization?: string;
  /** A new client address per request, so per-IP throttling does not hide the deeper checks. */
  freshAddressPerRun?: boolean;
  /** Tables a refused request may legitimately write (the throttle's counters). */
  countsIn?: readonly string[];
  /** True for an answer that may change the database (a success that stores something). */
  mayWrite?: (response: LightMyRequestResponse) => boolean;
  /** Replaces the URL generator (GET /help/:slug varies its slug). */
  urls?: fc.Arbitrary<GeneratedUrl>;
  htmlNotFoundAllowed?: boolean;
  /** A file upload's own bodies (and their content types), mixed in with the generic ones. */
  files?: { bodies: fc.Arbitrary<GeneratedBody>; contentType: string };
}

export interface GeneratedUrl {
  url: string;
  kind: string;
  /** The URL still reaches the target's route (a query string added, say). */
  routeMatches: boolean;
}

export interface GeneratedBody {
  kind: string;
  payload: string | Buffer | undefined;
}

export interface FuzzCase {
  method: HTTPMethods;
  url: GeneratedUrl;
  body: GeneratedBody;
  contentType: string | undefined;
  csrf: CsrfMode;
  signedIn: boolean;
  authorization: 'valid' | 'missing' | 'wrong';
  headers: Record<string, string>;
  /** Replaces the jar's Cookie header (sent from a throwaway client, so the jars stay intact). */
  cookie: string | undefined;
}

const DROP = Symbol('drop');

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 64,
});

/**
 * A body built from the template with one to three fields replaced (by a value worth trying
 * for that field, something hostile or of the wrong type) or dropped, and sometimes extra
 * fields: near misses that get past the parser and reach the schema, often the domain rules.
 */
function mutatedTemplate(target: FuzzTarget): fc.Arbitrary<GeneratedBody> {
  const names = Object.keys(target.template);
  const replacement = (name: string): fc.Arbitrary<unknown> => {
    const value = target.template[name];
    const special = target.fields?.[name];
    return fc.oneof(
      ...(special ? [{ weight: 5, arbitrary: special }] : []),
      { weight: 2, arbitrary: hostileString },
      { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
      { weight: 1, arbitrary: fc.constant(DROP) },
      ...(typeof value === 'string' ? [{ weight: 1, arbitrary: withOddCharacters(value) }] : []),
    );
  };
  const changes =
    names.length === 0
      ? fc.constant([] as Array<readonly [string, unknown]>)
      : fc
          .subarray(names, { minLength: 1, maxLength: Math.min(3, names.length) })
          .chain((chosen) =>
            chosen.length === 0
              ? fc.constant([] as Array<readonly [string, unknown]>)
              : fc.tuple(
                  ...chosen.map((name) => replacement(name).map((value) => [name, value] as const)),
                ),
          );
  const extras = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.dictionary(hostileKey(), hostileJsonValue, { minKeys: 1, maxKeys: 2 }),
    },
  );
  return fc.tuple(changes, extras).map(([replaced, extra]) => {
    const body: Record<string, unknown> = { ...target.template };
    for (const [name, value] of replaced) {
      if (value === DROP) delete body[name];
      else body[name] = value;
    }
    Object.assign(body, extra ?? {});
    return { kind: extra ? 'fields+extra' : 'fields', payload: JSON.stringify(body) };
  });
}

/** Just over the route's limit, or far over it (1 MiB). */
function oversize(target: FuzzTarget): fc.Arbitrary<GeneratedBody> {
  return fc.constantFrom(1, 100, 1024 * 1024 - target.bodyLimit).map((over) => {
    const filler = 'x'.repeat(target.bodyLimit + over);
    const [first] = Object.keys(target.template);
    const body = first ? { ...target.template, [first]: filler } : { padding: filler };
    return { kind: 'oversize', payload: JSON.stringify(body) };
  });
}

function bodies(target: FuzzTarget): fc.Arbitrary<GeneratedBody> {
  const raw = (kind: string) => (payload: string | Buffer) => ({ kind, payload });
  return fc.oneof(
    ...(target.files ? [{ weight: 12, arbitrary: target.files.bodies }] : []),
    { weight: 6, arbitrary: mutatedTemplate(target) },
    {
      weight: 1,
      arbitrary: hostileJsonValue.map((value) => raw('any-json')(JSON.stringify(value) ?? 'null')),
    },
    { weight: 1, arbitrary: malformedJson(target.template).map(raw('malformed')) },
    { weight: 1, arbitrary: deepNesting(target.template).map(raw('deep')) },
    { weight: 1, arbitrary: oversize(target) },
    { weight: 1, arbitrary: prototypePollution(target.template).map(raw('prototype-keys')) },
    { weight: 1, arbitrary: randomBytes.map(raw('bytes')) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none', payload: undefined }) },
  );
}

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json;charset=UTF-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  'application/jsonp',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'text/html',
  '',
  ';;;',
] as const;

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  { weight: 4, arbitrary: fc.constantFrom<string | undefined>(...CONTENT_TYPES, undefined) },
);

const csrfModes = fc.oneof(
  { weight: 14, arbitrary: fc.constant<CsrfMode>('valid') },
  {
    weight: 5,
    arbitrary: fc.constantFrom<CsrfMode>(
      'missing',
      'foreign',
      'duplicate',
      'garbage',
      'cross-site',
    ),
  },
);

const QUERIES = [
  '%zz',
  'a=%zz',
  'a=%00',
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  'a=1&a=2&a=3',
  `a=${'b'.repeat(10_000)}`,
  'a[b][c][d][e][f]=1',
  '=&=&&&',
] as const;

const queryStrings = fc.oneof(
  fc.constantFrom(...QUERIES),
  hostileString.map((value) => `q=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`),
);

/** The route's own path most of the time; otherwise a sibling no route answers, or garbage. */
export function urlsFor(path: string): fc.Arbitrary<GeneratedUrl> {
  const variant = (kind: string, url: string, routeMatches = false) => ({
    url,
    kind,
    routeMatches,
  });
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant(variant('exact', path, true)) },
    {
      weight: 3,
      arbitrary: queryStrings.map((query) => variant('query', `${path}?${query}`, true)),
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        variant('trailing-slash', `${path}/`),
        variant(
          'letter-case',
          path.toUpperCase() === path ? path.toLowerCase() : path.toUpperCase(),
        ),
        variant('bad-escape', `${path}%zz`),
        variant('bad-escape', `/%zz${path}`),
        variant('bad-escape', `${path}/%E0%A4%A`),
        variant('nul', `${path}%00`),
        variant('dot-segments', `${path}/..%2f..%2f..%2fetc%2fpasswd`),
        variant('dot-segments', `/./..${path}`),
        variant('double-slash', `/${path}`),
        variant('unicode', `${path}/${encodeURIComponent('пример\u200f\u200d')}`),
        variant('long', `${path}/${'a'.repeat(4_000)}`),
        variant('long', `${path}/${'a/'.repeat(40_000)}`),
      ),
    },
  );
}

const headerValues = {
  accept: fc.constantFrom('*/*', 'text/html', 'application/xml', '', ';;;', 'application/json'),
  'accept-language': fc.constantFrom('ru-RU', 'en', '*', 'xx-'.repeat(500)),
  'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-unknown'),
  'x-forwarded-for': fc.constantFrom('1.1.1.1', '1.1.1.1, 2.2.2.2', 'not-an-ip', '::1', ''),
  'x-forwarded-proto': fc.constantFrom('https', 'http', 'javascript', ''),
  'x-forwarded-host': fc.constantFrom('evil.example', 'localhost:3000'),
  host: fc.constantFrom('evil.example', 'localhost:99999', '[::1]', 'a'.repeat(300)),
  origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000'),
  referer: fc.constantFrom('https://evil.example/x', 'javascript:alert(1)'),
  'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'none'),
  authorization: fc.oneof(fc.constantFrom('Bearer x', 'Basic YTpi', ''), printable),
  'x-http-method-override': fc.constantFrom('DELETE', 'GET', 'PUT'),
  'user-agent': printable,
};

/** Mostly none; sometimes a few odd headers on top of the usual ones. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(headerValues, { requiredKeys: [] }) as fc.Arbitrary<
      Record<string, string>
    >,
  },
);

/** Mostly the jar's cookies; sometimes a forged Cookie header instead. */
const cookieHeaders: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      printable,
      fc.constantFrom(
        'mp_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        'mp_session=%zz; XSRF-TOKEN=%zz',
        '__Host-mp_session=x; mp_presession=../../etc',
        `XSRF-TOKEN=${'a'.repeat(8000)}`,
        'XSRF-TOKEN=a; XSRF-TOKEN=b; mp_session=c; mp_session=d',
        '=; ;;; =x',
      ),
    ),
  },
);

/** The whole generator of one endpoint's requests. */
export function fuzzCases(target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const otherMethods =
    target.method === 'GET'
      ? fc.constantFrom<HTTPMethods>('HEAD', 'OPTIONS', 'POST', 'DELETE')
      : fc.constantFrom<HTTPMethods>('GET', 'PUT', 'PATCH', 'DELETE');
  const usuallySignedIn = target.mostlySignedIn ?? false;
  return fc.record({
    method: fc.oneof(
      { weight: 24, arbitrary: fc.constant<HTTPMethods>(target.method) },
      { weight: 1, arbitrary: otherMethods },
    ),
    url: target.urls ?? urlsFor(target.path),
    body: bodies(target),
    contentType: target.files
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant<string | undefined>(target.files.contentType) },
          { weight: 1, arbitrary: contentTypes },
        )
      : contentTypes,
    csrf: csrfModes,
    signedIn: fc.oneof(
      { weight: 4, arbitrary: fc.constant(usuallySignedIn) },
      { weight: 1, arbitrary: fc.constant(!usuallySignedIn) },
    ),
    authorization: fc.oneof(
      { weight: 8, arbitrary: fc.constant<'valid'>('valid') },
      { weight: 1, arbitrary: fc.constantFrom<'missing' | 'wrong'>('missing', 'wrong') },
    ),
    headers: extraHeaders,
    cookie: cookieHeaders,
  });
}
