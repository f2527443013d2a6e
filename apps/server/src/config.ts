import { resolve } from 'node:path';
import { PRODUCT } from '@marketpult/shared/constants/product';
import { MENU_VARIANTS, type MenuVariant } from '@marketpult/shared/runtime-config';
import { z } from 'zod';
import { MD5_IP_REQUESTS } from './modules/auth/limits';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  /** Interface to bind; the printed URL is always http://localhost:PORT. */
  host: string;
  /** Absolute. Holds the PGlite files, secrets.json and the lock file. */
  dataDir: string;
  /** Set: PostgreSQL through node-postgres. Unset: PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Origins allowed in sign-up callback links, without a trailing slash. */
  publicUrls: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  menuVariant: MenuVariant;
  /** Only when given in the environment; otherwise generated once into secrets.json. */
  marketsProxyToken: string | undefined;
  trialDays: number;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: LogLevel;
  /** Absolute; unset means apps/web/dist next to the server. */
  webDistDir: string | undefined;
  /** A session unused for this long ends. */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however active. */
  sessionAbsoluteHours: number;
  /** How long an e-mail confirmation link stays valid. */
  confirmationKeyHours: number;
  /**
   * How long one attempt to send an e-mail belongs to one server process (the job's expiry).
   * After a crash on PostgreSQL its e-mail waits this long before another attempt (PGlite
   * releases it at start).
   */
  mailClaimSeconds: number;
  /** Wait before the first retry of a failed e-mail; doubled (with jitter) for each next one. */
  mailRetrySeconds: number;
  /** Runs of one job kind at once in one server process. */
  jobConcurrency: number;
  /** How often an idle job worker looks for due jobs sent by another process. */
  jobPollSeconds: number;
  /** How often a job whose process died (its run expired) is handed to a retry. */
  jobSuperviseSeconds: number;
  /** POST /v2/md5 requests a minute from one client address. */
  md5RequestsPerMinute: number;
  /** GET /api/bench/bare for `npm run bench`; never on unless asked. */
  benchBareRoute: boolean;
  /**
   * Base URLs of the marketplace APIs (OZON_API_URL, WB_API_URL, YM_API_URL), e.g. the
   * sandbox's; undefined = the real hosts. A cabinet added through an override is a sandbox one.
   */
  marketplaceApiUrls: { ozon?: string; wildberries?: string; yandex?: string };
  /** How often an enabled cabinet is synchronised on schedule. */
  syncIntervalMinutes: number;
  /**
   * A running sync job's heartbeat: after a crash on PostgreSQL its run is taken over this long
   * after the last beat (PGlite releases it at start).
   */
  syncHeartbeatSeconds: number;
  /** Wait before a sync job that failed (a crash, a stop) is tried again; doubled each time. */
  syncRetrySeconds: number;
  /**
   * SANDBOX: the marketplaces' emulated seller APIs run inside the server, and every
   * marketplace without its own *_API_URL is reached there. On by default only on the embedded
   * defaults (no DATABASE_URL, no *_API_URL): trying the product out.
   */
  sandbox: boolean;
  /**
   * MARKETPLACE_PACING: 'published' (always, against the real marketplaces) paces every call to
   * the marketplace's published limits; 'off' lets the bench measure the sync's own speed
   * against a sandbox with its limits off. Accepted only when no marketplace is the real one.
   */
  marketplacePacing: 'published' | 'off';
}

export interface ConfigIssue {
  variable: string;
  message: string;
}

/** A bad environment value. The message names every offending variable, one per line. */
export class ConfigError extends Error {
  readonly issues: ConfigIssue[];

  constructor(issues: ConfigIssue[]) {
    super(issues.map((issue) => `${issue.variable}: ${issue.message}`).join('\n'));
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

function integer(min: number, max: number) {
  return z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: `expected an integer ${min}..${max}`,
    })
    .transform(Number);
}

const boolean = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => TRUE_WORDS.includes(value) || FALSE_WORDS.includes(value), {
    error: 'expected 1 or 0 (true/false, yes/no, on/off)',
  })
  .transform((value) => TRUE_WORDS.includes(value));

function url(protocols: string[], expected: string) {
  return z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      error: `expected ${expected}`,
    });
}

function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const parsed = new URL(value);
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.pathname === '/' &&
    !parsed.search &&
    !parsed.hash &&
    !parsed.username &&
    !parsed.password
  );
}

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((list) => list.length > 0 && list.every(isBareOrigin), {
    error: 'expected comma-separated http(s) origins such as https://example.com',
  })
  .transform((list) => [...new Set(list.map((origin) => new URL(origin).origin))]);

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const MAILBOX = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

function withoutTrailingSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

const path = z.string().trim().min(1, { error: 'expected a path' });

/** Empty values count as unset, as they do in most .env files and container definitions. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const envSchema = z.object({
  PORT: optional(integer(1, 65535)),
  HOST: optional(z.string().trim().regex(/^\S+$/, { error: 'expected a host name or address' })),
  DATA_DIR: optional(path),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL')),
  PUBLIC_URL: optional(origins),
  SMTP_URL: optional(url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(
    z.string().trim().regex(MAILBOX, { error: 'expected an address or "Name <address>"' }),
  ),
  SUPPORT_EMAIL: optional(z.string().trim().regex(EMAIL, { error: 'expected an e-mail address' })),
  MENU_VARIANT: optional(
    z.enum(MENU_VARIANTS, { error: `expected one of ${MENU_VARIANTS.join(', ')}` }),
  ),
  MARKETS_PROXY_TOKEN: optional(
    z
      .string()
      .trim()
      .regex(/^[\x20-\x7e]+$/, { error: 'expected printable ASCII (it is an HTTP header value)' }),
  ),
  TRIAL_DAYS: optional(integer(1, 3650)),
  SEED_DEMO: optional(boolean),
  TRUST_PROXY: optional(boolean),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })),
  WEB_DIST_DIR: optional(path),
  SESSION_IDLE_MINUTES: optional(integer(1, 525_600)),
  SESSION_ABSOLUTE_HOURS: optional(integer(1, 8_760)),
  CONFIRMATION_KEY_HOURS: optional(integer(1, 720)),
  MAIL_CLAIM_SECONDS: optional(integer(1, 3600)),
  MAIL_RETRY_SECONDS: optional(integer(1, 3600)),
  JOB_CONCURRENCY: optional(integer(1, 100)),
  JOB_POLL_SECONDS: optional(integer(1, 600)),
  JOB_SUPERVISE_SECONDS: optional(integer(1, 3600)),
  MD5_REQUESTS_PER_MINUTE: optional(integer(1, 1_000_000)),
  BENCH_BARE_ROUTE: optional(boolean),
  OZON_API_URL: optional(url(['http:', 'https:'], 'an http(s):// URL')),
  WB_API_URL: optional(url(['http:', 'https:'], 'an http(s):// URL')),
  YM_API_URL: optional(url(['http:', 'https:'], 'an http(s):// URL')),
  SYNC_INTERVAL_MINUTES: optional(integer(5, 10_080)),
  SANDBOX: optional(boolean),
  SYNC_HEARTBEAT_SECONDS: optional(integer(10, 3600)),
  SYNC_RETRY_SECONDS: optional(integer(1, 3600)),
  MARKETPLACE_PACING: optional(
    z.enum(['published', 'off'], { error: 'expected published or off' }),
  ),
});

/**
 * Reads the configuration from an environment. Pure apart from resolving relative paths
 * against `cwd`; throws ConfigError naming each bad variable.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        return { variable, message: `${issue.message}, got ${JSON.stringify(env[variable])}` };
      }),
    );
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 3000;
  const sandbox =
    vars.SANDBOX ??
    (vars.DATABASE_URL === undefined &&
      vars.OZON_API_URL === undefined &&
      vars.WB_API_URL === undefined &&
      vars.YM_API_URL === undefined);
  const marketplacePacing = vars.MARKETPLACE_PACING ?? 'published';
  if (marketplacePacing === 'off' && !everyMarketplaceIsSandbox(vars, sandbox)) {
    // Unpaced calls to a real marketplace would run into its limits (429s, then a ban).
    throw new ConfigError([
      {
        variable: 'MARKETPLACE_PACING',
        message:
          'off is allowed only when every marketplace is a sandbox: turn SANDBOX on or set ' +
          'OZON_API_URL, WB_API_URL and YM_API_URL; the real marketplaces are always paced',
      },
    ]);
  }
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    dataDir: resolve(cwd, vars.DATA_DIR ?? 'data'),
    databaseUrl: vars.DATABASE_URL,
    publicUrls: vars.PUBLIC_URL ?? [`http://localhost:${port}`],
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? PRODUCT.defaultMailFrom,
    supportEmail: vars.SUPPORT_EMAIL ?? PRODUCT.defaultSupportEmail,
    menuVariant: vars.MENU_VARIANT ?? 'prod',
    marketsProxyToken: vars.MARKETS_PROXY_TOKEN,
    trialDays: vars.TRIAL_DAYS ?? 14,
    // The demo account is for trying the product out; a real PostgreSQL is a real deployment.
    seedDemo: vars.SEED_DEMO ?? vars.DATABASE_URL === undefined,
    trustProxy: vars.TRUST_PROXY ?? false,
    logLevel: vars.LOG_LEVEL ?? 'info',
    webDistDir: vars.WEB_DIST_DIR === undefined ? undefined : resolve(cwd, vars.WEB_DIST_DIR),
    // OWASP session guidance for a business tool: a working day idle, a week at most.
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES ?? 8 * 60,
    sessionAbsoluteHours: vars.SESSION_ABSOLUTE_HOURS ?? 7 * 24,
    confirmationKeyHours: vars.CONFIRMATION_KEY_HOURS ?? 24,
    // Longer than the SMTP timeouts of one message (transport.ts), so a slow send is not
    // taken over by another process; shorter only trades a possible duplicate for less delay.
    mailClaimSeconds: vars.MAIL_CLAIM_SECONDS ?? 120,
    mailRetrySeconds: vars.MAIL_RETRY_SECONDS ?? 30,
    jobConcurrency: vars.JOB_CONCURRENCY ?? 2,
    jobPollSeconds: vars.JOB_POLL_SECONDS ?? 2,
    jobSuperviseSeconds: vars.JOB_SUPERVISE_SECONDS ?? 60,
    md5RequestsPerMinute: vars.MD5_REQUESTS_PER_MINUTE ?? MD5_IP_REQUESTS.limit,
    benchBareRoute: vars.BENCH_BARE_ROUTE ?? false,
    marketplaceApiUrls: {
      ...(vars.OZON_API_URL ? { ozon: withoutTrailingSlash(vars.OZON_API_URL) } : {}),
      ...(vars.WB_API_URL ? { wildberries: withoutTrailingSlash(vars.WB_API_URL) } : {}),
      ...(vars.YM_API_URL ? { yandex: withoutTrailingSlash(vars.YM_API_URL) } : {}),
    },
    // Hourly: fresh enough for stock and prices, well inside every marketplace's limits.
    syncIntervalMinutes: vars.SYNC_INTERVAL_MINUTES ?? 60,
    syncHeartbeatSeconds: vars.SYNC_HEARTBEAT_SECONDS ?? 30,
    syncRetrySeconds: vars.SYNC_RETRY_SECONDS ?? 30,
    sandbox,
    marketplacePacing,
  };
}

/** No call can reach a real marketplace: the embedded sandbox serves every one without a URL. */
function everyMarketplaceIsSandbox(
  vars: { OZON_API_URL?: string; WB_API_URL?: string; YM_API_URL?: string },
  sandbox: boolean,
): boolean {
  return (
    sandbox ||
    (vars.OZON_API_URL !== undefined &&
      vars.WB_API_URL !== undefined &&
      vars.YM_API_URL !== undefined)
  );
}
