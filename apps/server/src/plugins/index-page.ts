import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@marketpult/shared/runtime-config';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@marketpult/shared/web-build';

export interface IndexPage {
  body: string;
  /** A strong validator of the body, for If-None-Match. */
  etag: string;
}

/** JSON that cannot end its <script> element early: `<` never appears as itself. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function runtimeConfigElement(config: RuntimeConfig): string {
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
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

function page(body: string): IndexPage {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * The route preloads of a build: only well-formed entries that stay inside assets/ count; a
 * missing or unreadable file means none (the pages still work, a little later).
 */
export function readRoutePreloads(distDir: string): RoutePreloads {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(distDir, ROUTE_PRELOADS_FILE), 'utf8'));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const preloads: Record<string, string[]> = {};
  for (const [route, files] of Object.entries(parsed)) {
    if (!route.startsWith('/') || !Array.isArray(files)) continue;
    preloads[route] = files.filter(
      (file): file is string => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file),
    );
  }
  return preloads;
}

/** `/login/` and `/login` are one route; `/` stays itself. */
function routeOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * index.html as served: with the runtime config in it, and for the public routes the scripts
 * of their screen preloaded. Built once at start (the build and the settings do not change
 * while the process runs), so serving a page costs a Map lookup.
 */
export class IndexPages {
  private readonly fallback: IndexPage;
  private readonly byRoute = new Map<string, IndexPage>();

  constructor(html: string, config: RuntimeConfig, preloads: RoutePreloads) {
    const configElement = runtimeConfigElement(config);
    this.fallback = page(withHeadExtra(html, configElement));
    for (const [route, files] of Object.entries(preloads)) {
      const links = modulePreloadLinks(files.map((file) => `/${file}`));
      this.byRoute.set(routeOf(route), page(withHeadExtra(html, configElement + links)));
    }
  }

  forPath(pathname: string): IndexPage {
    return this.byRoute.get(routeOf(pathname)) ?? this.fallback;
  }
}
