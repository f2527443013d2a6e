import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@marketpult/shared/runtime-config';
import { copyrightLine } from '@marketpult/shared/constants/product';
import {
  PRERENDERED_PAGES_FILE,
  ROUTE_PRELOADS_FILE,
  type PrerenderedPage,
  type PrerenderedPages,
  type RoutePreloads,
} from '@marketpult/shared/web-build';
import type { SessionUser } from '../modules/auth/session-store';
import { withScriptsAfterPaint } from './after-paint-scripts';
import { DRAWN_FORM_GUARD_ELEMENT } from './drawn-form-guard';
import type { AssetEncoding } from './compressed-assets';
import { jsonScriptElement, sessionUserElement } from './session-page';

export interface IndexPage {
  body: string;
  /** A strong validator of the body, for If-None-Match. */
  etag: string;
  /** The body compressed, made on the first request that accepts the encoding. */
  encoded(encoding: AssetEncoding): Buffer;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function runtimeConfigElement(config: RuntimeConfig): string {
  return jsonScriptElement(RUNTIME_CONFIG_ELEMENT_ID, config);
}

export function modulePreloadLinks(files: readonly string[]): string {
  return files
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
    .join('');
}

/** Puts `extra` at the end of <head> (or, in a page without one, before <body>). */
export function withHeadExtra(html: string, extra: string): string {
  const at = html.search(/<\/head>/i);
  if (at >= 0) return html.slice(0, at) + extra + html.slice(at);
  const body = html.search(/<body[\s>]/i);
  return body >= 0 ? html.slice(0, body) + extra + html.slice(body) : extra + html;
}

/** A <title> element with nothing but text in it. */
const TITLE_ELEMENT = /<title>[^<]*<\/title>/i;

/** index.html marks its loading state with these comments (apps/web/index.html). */
const SCREEN_START = '<!--screen-->';
const SCREEN_END = '<!--/screen-->';

/**
 * The page with `drawn` (a screen as HTML) in place of its loading state, `titleElement` as its
 * title, and its scripts asked for after the first paint (after-paint-scripts.ts).
 */
function withDrawnScreen(html: string, titleElement: string, drawn: string): string {
  const start = html.indexOf(SCREEN_START);
  const end = html.indexOf(SCREEN_END, start);
  if (start < 0 || end < 0) return html;
  const withScreen = html.slice(0, start) + drawn + html.slice(end + SCREEN_END.length);
  // A function, so that a `$` in the title is not read as a replacement pattern.
  const titled = withScreen.replace(TITLE_ELEMENT, () => titleElement);
  return withScriptsAfterPaint(titled);
}

/**
 * The page with a prerendered screen in place of its loading state, that screen's title, and
 * its scripts asked for after the first paint. The screen takes input at once: the app carries
 * over what was typed when it replaces the screen with its own render, and the guard after it
 * holds back a submit until then (drawn-form-guard.ts).
 */
export function withPrerenderedScreen(html: string, screen: PrerenderedPage, year: number): string {
  const markup = screen.markup.replaceAll(copyrightLine(screen.year), copyrightLine(year));
  return withDrawnScreen(
    html,
    screen.titleElement,
    `<div data-prerendered>${markup}</div>${DRAWN_FORM_GUARD_ELEMENT}`,
  );
}

/**
 * The page of a guarded screen drawn for a live session (the cabinet list's frame and
 * skeleton): no form, so no guard; the app replaces it at its first commit.
 */
export function withSignedInScreen(html: string, screen: PrerenderedPage): string {
  return withDrawnScreen(html, screen.titleElement, `<div data-prerendered>${screen.markup}</div>`);
}

/*
 * A page is a few KB (the prerendered /login 13 KB, 2.9 KB as brotli) and is compressed once
 * per encoding, when first asked for: about half a millisecond at brotli's quality 5 (quality
 * 11 took 36 ms for 12 % fewer bytes), so it may run on the event loop.
 */
function compress(body: string, encoding: AssetEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

function page(body: string): IndexPage {
  const encodedBodies = new Map<AssetEncoding, Buffer>();
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    encoded(encoding) {
      let encoded = encodedBodies.get(encoding);
      if (!encoded) {
        encoded = compress(body, encoding);
        encodedBodies.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

/**
 * The entries of a per-route JSON file the web build leaves beside index.html, for routes (keys
 * starting with `/`) only; none when the file is missing or is not a JSON object. Each reader
 * checks its own values.
 */
function routeEntries(distDir: string, file: string): [string, unknown][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(distDir, file), 'utf8'));
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  return Object.entries(parsed).filter(([route]) => route.startsWith('/'));
}

/**
 * The route preloads of a build (`file`: route-preloads.json or signed-in-route-preloads.json):
 * only well-formed entries that stay inside assets/ count; a missing or unreadable file means
 * none (the pages still work, a little later).
 */
export function readRoutePreloads(distDir: string, file = ROUTE_PRELOADS_FILE): RoutePreloads {
  const preloads: Record<string, string[]> = {};
  for (const [route, files] of routeEntries(distDir, file)) {
    if (!Array.isArray(files)) continue;
    preloads[route] = files.filter(
      (file): file is string => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file),
    );
  }
  return preloads;
}

/**
 * The prerendered screens of a build (`file`: prerendered-pages.json or
 * signed-in-prerendered-pages.json): well-formed entries only; none without the file.
 */
export function readPrerenderedPages(
  distDir: string,
  file = PRERENDERED_PAGES_FILE,
): PrerenderedPages {
  const pages: Record<string, PrerenderedPage> = {};
  for (const [route, value] of routeEntries(distDir, file)) {
    const { titleElement, markup, year } = (value ?? {}) as Partial<PrerenderedPage>;
    if (typeof markup !== 'string' || !Number.isInteger(year)) continue;
    // Only a plain <title> goes into the head; the markup goes into #root as it is.
    if (typeof titleElement !== 'string') continue;
    if (TITLE_ELEMENT.exec(titleElement)?.[0] !== titleElement) continue;
    pages[route] = { titleElement, markup, year: year as number };
  }
  return pages;
}

/** `/login/` and `/login` are one route; `/` stays itself. */
export function routeOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * index.html as served: with the runtime config in it, for the public routes the scripts of
 * their screen preloaded, and the prerendered screen of the route where the build made one.
 * Built once at start (the build and the settings do not change while the process runs; a
 * prerendered page once a year, for its copyright line), so serving a page costs a Map lookup.
 */
export class IndexPages {
  private readonly fallback: IndexPage;
  private readonly byRoute = new Map<string, IndexPage>();
  private readonly signedInByRoute = new Map<string, string>();
  private readonly prerenderedByRoute = new Map<string, { year: number; page: IndexPage }>();

  constructor(
    html: string,
    config: RuntimeConfig,
    preloads: RoutePreloads,
    private readonly prerendered: PrerenderedPages = {},
    signedInPreloads: RoutePreloads = {},
    signedInScreens: PrerenderedPages = {},
  ) {
    const configElement = runtimeConfigElement(config);
    this.fallback = page(withHeadExtra(html, configElement));
    const withPreloads = (files: readonly string[]) =>
      withHeadExtra(html, configElement + modulePreloadLinks(files.map((file) => `/${file}`)));
    for (const [route, files] of Object.entries(preloads)) {
      this.byRoute.set(routeOf(route), page(withPreloads(files)));
    }
    for (const [route, files] of Object.entries(signedInPreloads)) {
      const screen = signedInScreens[route];
      const plain = withPreloads(files);
      this.signedInByRoute.set(routeOf(route), screen ? withSignedInScreen(plain, screen) : plain);
    }
  }

  /**
   * The page of a guarded path for a live session: the route's signed-in preloads (the guarded
   * layout and the screen) and the user, so the app draws the layout without asking /auth;
   * `data` is what else the screen's first render needs (session-page.ts, SessionPageData).
   * Made per request and never cached (session-page.ts): it is this session's alone.
   */
  forSession(pathname: string, user: SessionUser, data = ''): Omit<IndexPage, 'etag'> {
    const route = routeOf(pathname);
    const plain =
      this.signedInByRoute.get(route) ?? (this.byRoute.get(route) ?? this.fallback).body;
    const body = withHeadExtra(plain, sessionUserElement(user) + data);
    return { body, encoded: (encoding) => compress(body, encoding) };
  }

  /** The page of a path; `year` goes into the copyright line of a prerendered screen. */
  forPath(pathname: string, year: number): IndexPage {
    const route = routeOf(pathname);
    const plain = this.byRoute.get(route) ?? this.fallback;
    const screen = this.prerendered[route];
    if (!screen) return plain;
    const kept = this.prerenderedByRoute.get(route);
    if (kept?.year === year) return kept.page;
    const built = page(withPrerenderedScreen(plain.body, screen, year));
    this.prerenderedByRoute.set(route, { year, page: built });
    return built;
  }
}
