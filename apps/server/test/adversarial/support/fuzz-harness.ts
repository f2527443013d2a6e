import { isApiPath } from '@marketpult/shared/api-paths';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { ApiClient } from '../../helpers/api-client';
import { changedTables, snapshotDatabase } from './db-snapshot';
import { fuzzCases, type FuzzCase, type FuzzTarget } from './fuzz-cases';
import type { FuzzWorld } from './fuzz-world';
import { brokenRules } from './leak-patterns';

/** At least 1,000 requests per endpoint (the issue); FUZZ_RUNS may ask for more, never fewer. */
export const FUZZ_RUNS = Math.max(1000, Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || 0);
/** Fixed, so a failure reproduces; FUZZ_SEED tries another sequence. */
export const FUZZ_SEED = Number.parseInt(process.env.FUZZ_SEED ?? '', 10) || 20_261_121;

export interface FuzzFigures {
  name: string;
  requests: number;
  seconds: number;
  statuses: Map<number, number>;
  /** `retval`s of the 200 answers of the /Users_* and markets calls. */
  retvals: Map<number, number>;
  /** Requests after which the database was compared with its state before. */
  compared: number;
  /** Successes that legitimately stored something (not compared). */
  stored: number;
}

/**
 * A GET of a path outside the API (`/HEALTHZ`, `//healthz`) belongs to the web app: the server
 * answers it with the app's page, and with 404 where no client route matches, on purpose.
 */
function isAppPage(fuzzCase: FuzzCase): boolean {
  const { method, url } = fuzzCase;
  return (method === 'GET' || method === 'HEAD') && !isApiPath(url.url);
}

function count(histogram: Map<number, number>, key: number): void {
  histogram.set(key, (histogram.get(key) ?? 0) + 1);
}

/** The domain outcome of a 200 answer with `{retval, errMsg}`, if it is one. */
export function retvalOf(response: LightMyRequestResponse): number | undefined {
  if (response.statusCode !== 200) return undefined;
  try {
    const retval: unknown = (JSON.parse(response.body) as { retval?: unknown }).retval;
    return typeof retval === 'number' ? retval : undefined;
  } catch {
    return undefined;
  }
}

function formatHistogram(histogram: Map<number, number>): string {
  return [...histogram]
    .sort(([a], [b]) => a - b)
    .map(([key, times]) => `${key}×${times}`)
    .join(' ');
}

let addressCounter = 0;

/** IPv4 and documentation-prefix IPv6 addresses: a client address no other request used. */
function freshAddress(): string {
  addressCounter += 1;
  return addressCounter % 2 === 0
    ? `203.0.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
    : `2001:db8::${addressCounter.toString(16)}`;
}

async function send(
  world: FuzzWorld,
  target: FuzzTarget,
  fuzzCase: FuzzCase,
): Promise<LightMyRequestResponse> {
  const owner = fuzzCase.signedIn ? world.signedIn : world.anonymous;
  const token = owner.xsrfToken() ?? '';
  const headers: Record<string, string | string[]> = { ...fuzzCase.headers };
  if (fuzzCase.contentType !== undefined) headers['content-type'] = fuzzCase.contentType;
  switch (fuzzCase.csrf) {
    case 'valid':
      headers['x-xsrf-token'] = token;
      break;
    case 'missing':
      break;
    case 'foreign':
      headers['x-xsrf-token'] = world.stranger.xsrfToken() ?? '';
      break;
    case 'duplicate':
      headers['x-xsrf-token'] = [token, token];
      break;
    case 'garbage':
      headers['x-xsrf-token'] = `${token.slice(0, 10)}.forged`;
      break;
    case 'cross-site':
      headers['x-xsrf-token'] = token;
      headers['sec-fetch-site'] = 'cross-site';
      break;
  }
  if (target.authorization !== undefined) {
    if (fuzzCase.authorization === 'valid') headers.authorization = target.authorization;
    else if (fuzzCase.authorization === 'wrong') headers.authorization = `${target.authorization}x`;
    else delete headers.authorization;
  }
  // A forged Cookie header goes out from a throwaway client: the jars keep their good cookies.
  const client = fuzzCase.cookie === undefined ? owner : new ApiClient(world.app);
  if (fuzzCase.cookie !== undefined) headers.cookie = fuzzCase.cookie;
  return client.request({
    method: fuzzCase.method,
    url: fuzzCase.url.url,
    headers: headers as Record<string, string>,
    ...(fuzzCase.body.payload === undefined ? {} : { payload: fuzzCase.body.payload }),
    ...(target.freshAddressPerRun ? { remoteAddress: freshAddress() } : {}),
  });
}

/** What the answer must be, beyond the rules every answer keeps; undefined when it is open. */
function expectedStatus(target: FuzzTarget, fuzzCase: FuzzCase): number | undefined {
  if (!fuzzCase.url.routeMatches || fuzzCase.method !== target.method) return undefined;
  if (target.method !== 'POST') return undefined;
  if (target.authorization !== undefined) {
    return fuzzCase.authorization === 'valid' ? undefined : 401;
  }
  return fuzzCase.csrf === 'valid' ? undefined : 403;
}

function describeCase(fuzzCase: FuzzCase): string {
  const payload = fuzzCase.body.payload;
  const shown =
    payload === undefined
      ? '(none)'
      : typeof payload === 'string'
        ? JSON.stringify(payload.slice(0, 300))
        : `<${payload.length} bytes>`;
  return (
    `${fuzzCase.method} ${fuzzCase.url.url.slice(0, 200)} [${fuzzCase.url.kind}] ` +
    `body ${fuzzCase.body.kind} ${shown}; content-type ${String(fuzzCase.contentType)}; ` +
    `csrf ${fuzzCase.csrf}; ${fuzzCase.signedIn ? 'signed in' : 'anonymous'}`
  );
}

/**
 * Sends FUZZ_RUNS generated requests to one endpoint and checks each answer and the database
 * after it. Throws (with fast-check's seed and shrunk counterexample) at the first broken rule.
 */
export async function fuzzEndpoint(
  world: FuzzWorld,
  target: FuzzTarget,
  seed: number,
): Promise<FuzzFigures> {
  const watched = world.tables.filter((table) => !target.countsIn?.includes(table));
  const figures: FuzzFigures = {
    name: target.name,
    requests: 0,
    seconds: 0,
    statuses: new Map(),
    retvals: new Map(),
    compared: 0,
    stored: 0,
  };
  let baseline = await snapshotDatabase(world.app.db, watched);
  const started = performance.now();

  const property = fc.asyncProperty(fuzzCases(target), async (fuzzCase) => {
    if (await world.ensureSignedIn()) baseline = await snapshotDatabase(world.app.db, watched);
    const response = await send(world, target, fuzzCase);
    figures.requests += 1;
    count(figures.statuses, response.statusCode);
    const retval = retvalOf(response);
    if (retval !== undefined) count(figures.retvals, retval);

    const problems = brokenRules(response, fuzzCase.method, {
      htmlNotFoundAllowed: target.htmlNotFoundAllowed === true || isAppPage(fuzzCase),
    });
    const expected = expectedStatus(target, fuzzCase);
    if (expected !== undefined && response.statusCode !== expected) {
      problems.push(`expected ${expected}, got ${response.statusCode}`);
    }

    const after = await snapshotDatabase(world.app.db, watched);
    if (target.mayWrite?.(response)) {
      figures.stored += 1;
    } else {
      figures.compared += 1;
      const changed = changedTables(baseline, after);
      if (changed.length > 0) problems.push(`database changed: ${changed.join(', ')}`);
    }
    baseline = after;

    if (problems.length > 0) {
      throw new Error(
        `${problems.join('; ')}\n  request: ${describeCase(fuzzCase)}\n` +
          `  answer: ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
    }
  });

  try {
    await fc.assert(property, { numRuns: FUZZ_RUNS, seed, includeErrorInReport: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `[fuzz ${target.name}] failed with seed ${seed} (FUZZ_SEED=${FUZZ_SEED}):\n${message}`,
      { cause: error },
    );
  }
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}

/** One line per endpoint, for the test output. */
export function formatFigures(figures: FuzzFigures, countsIn?: readonly string[]): string {
  const statuses = formatHistogram(figures.statuses);
  const serverErrors = [...figures.statuses]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const excluded = countsIn?.length ? ` (${countsIn.join(', ')} not compared)` : '';
  return (
    `[fuzz] ${figures.name}: ${figures.requests} requests in ${figures.seconds.toFixed(1)} s · ` +
    `${statuses}` +
    (figures.retvals.size ? ` (retval ${formatHistogram(figures.retvals)})` : '') +
    ` · 5xx: ${serverErrors} · ` +
    `database unchanged after all ${figures.compared} non-storing answers${excluded}` +
    (figures.stored ? `, ${figures.stored} stored` : '')
  );
}
