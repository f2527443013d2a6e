import { DRAWN_FORM_GUARD, DRAWN_FORM_GUARD_SOURCE } from '../../src/plugins/drawn-form-guard';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { copyrightLine } from '@marketpult/shared/constants/product';
import {
  AFTER_PAINT_LOADER,
  AFTER_PAINT_LOADER_SOURCE,
  withScriptsAfterPaint,
} from '../../src/plugins/after-paint-scripts';
import {
  IndexPages,
  runtimeConfigElement,
  withHeadExtra,
  withPrerenderedScreen,
} from '../../src/plugins/index-page';

const CONFIG = {
  productName: 'МаркетПульт',
  menuVariant: 'prod' as const,
  supportEmail: 'help@marketpult.ru',
  marketsProxyToken: 'token',
};

describe('the served index page', () => {
  it('keeps a config value from ending its script element', () => {
    const element = runtimeConfigElement({ ...CONFIG, productName: '</script><script>alert(1)' });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const json = /">(.*)<\/script>$/.exec(element)?.[1] ?? '';
    expect(JSON.parse(json).productName).toBe('</script><script>alert(1)');
  });

  it('puts its additions at the end of <head>, or before <body> in a page without one', () => {
    expect(withHeadExtra('<html><head><title>x</title></HEAD><body>', '<!--x-->')).toBe(
      '<html><head><title>x</title><!--x--></HEAD><body>',
    );
    expect(withHeadExtra('<html><body class="a">', '<!--x-->')).toBe(
      '<html><!--x--><body class="a">',
    );
  });

  it('gives each route its own validator, the same for the same page', () => {
    const pages = new IndexPages('<head></head>', CONFIG, { '/login': ['assets/a.js'] });
    expect(pages.forPath('/login', 2026).etag).not.toBe(pages.forPath('/cabinet', 2026).etag);
    expect(pages.forPath('/orders', 2026).etag).toBe(pages.forPath('/cabinet', 2026).etag);
  });
});

/** The shape of apps/web/index.html as the build leaves it. */
const BUILT_PAGE =
  '<html><head><title>МаркетПульт</title>' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">' +
  '</head><body><div id="root"><!--screen--><div class="mp-loading"></div><!--/screen--></div>' +
  '</body></html>';

const LOGIN_SCREEN = {
  titleElement: '<title>Вход — МаркетПульт</title>',
  markup: `<main><h1>Вход</h1></main><footer><p>${copyrightLine(2025)}</p></footer>`,
  year: 2025,
};

describe('a prerendered screen', () => {
  it('takes the place of the loading state, with its title and the current year', () => {
    const html = withPrerenderedScreen(BUILT_PAGE, LOGIN_SCREEN, 2027);
    expect(html).not.toContain('mp-loading');
    expect(html).toContain('<title>Вход — МаркетПульт</title>');
    expect(html).toContain(
      `<div data-prerendered><main><h1>Вход</h1></main><footer><p>${copyrightLine(2027)}</p>` +
        `</footer></div><script>${DRAWN_FORM_GUARD}</script>`,
    );
    // It takes input at once: the app carries over what was typed (no `inert`).
    expect(html).not.toContain('inert');
    expect(html).toContain(copyrightLine(2027));
    expect(html).not.toContain(copyrightLine(2025));
  });

  it('names the guard of its form by the hash the Content-Security-Policy allows', () => {
    // Its behaviour is tested in a browser: apps/web/e2e/prerendered-login.spec.ts.
    const hash = createHash('sha256').update(DRAWN_FORM_GUARD).digest('base64');
    expect(DRAWN_FORM_GUARD_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('leaves a page without the loading-state markers as it is', () => {
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withPrerenderedScreen(page, LOGIN_SCREEN, 2027)).toBe(page);
  });

  it('is served on its route only, and rebuilt when the year turns', () => {
    const pages = new IndexPages(BUILT_PAGE, CONFIG, {}, { '/login': LOGIN_SCREEN });
    expect(pages.forPath('/login/', 2026).body).toContain('<h1>Вход</h1>');
    expect(pages.forPath('/cabinet', 2026).body).not.toContain('<h1>Вход</h1>');
    expect(pages.forPath('/login', 2026).body).toContain(copyrightLine(2026));
    expect(pages.forPath('/login', 2027).body).toContain(copyrightLine(2027));
    expect(pages.forPath('/login', 2027).etag).not.toBe(pages.forPath('/login', 2026).etag);
  });
});

describe('a guarded screen drawn for a live session', () => {
  const CABINETS_SCREEN = {
    titleElement: '<title>Кабинеты — МаркетПульт</title>',
    markup: '<header></header><main><h1>Кабинеты</h1></main>',
    year: 2025,
  };
  const USER = { id: 'u1', email: 'a@b.ru', displayName: 'Ирина' } as const;
  const pages = new IndexPages(
    BUILT_PAGE,
    CONFIG,
    {},
    {},
    { '/cabinet': ['assets/layout-c3.js'], '/profile': ['assets/layout-c3.js'] },
    { '/cabinet': CABINETS_SCREEN },
  );

  it('is in the page of its route for a session, with its title, and no form guard', () => {
    const body = pages.forSession('/cabinet/', USER as never).body;
    expect(body).not.toContain('mp-loading');
    expect(body).toContain('<title>Кабинеты — МаркетПульт</title>');
    expect(body).toContain(`<div data-prerendered>${CABINETS_SCREEN.markup}</div>`);
    expect(body).not.toContain(DRAWN_FORM_GUARD);
    // Its scripts, the route's preloads too, are asked for after the first paint.
    expect(body).toContain(`<script>${AFTER_PAINT_LOADER}</script>`);
    expect(body).toContain('/assets/layout-c3.js');
    expect(body).not.toContain('<link rel="modulepreload"');
  });

  it('is in no other page: another route, or the same one without a session', () => {
    expect(pages.forSession('/profile', USER as never).body).not.toContain('data-prerendered');
    expect(pages.forPath('/cabinet', 2026).body).not.toContain('data-prerendered');
    expect(pages.forPath('/cabinet', 2026).body).toContain('mp-loading');
  });
});

describe('scripts asked for after the first paint', () => {
  /** The list the loader reads, as the page carries it. */
  function loaderFiles(html: string): unknown {
    const json = /<script type="application\/json" id="mp-scripts">(.*?)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  }

  it('leaves no script or preload for the parser to fetch, and lists them for the loader', () => {
    const html = withScriptsAfterPaint(BUILT_PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(loaderFiles(html)).toEqual({
      entry: '/assets/index-a1.js',
      preload: ['/assets/react-b2.js'],
    });
    expect(html).toContain(`<script>${AFTER_PAINT_LOADER}</script></body>`);
  });

  it('leaves a page with no single entry script as it is', () => {
    const page = BUILT_PAGE.replace(/<script[^]*?<\/script>/, '');
    expect(withScriptsAfterPaint(page)).toBe(page);
  });

  it('names the loader by the hash the Content-Security-Policy allows', () => {
    const hash = createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64');
    expect(AFTER_PAINT_LOADER_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
