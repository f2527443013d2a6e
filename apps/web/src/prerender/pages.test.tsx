// @vitest-environment node
// As the build renders them: in Node, where Emotion writes each style beside its element.
import { copyrightLine } from '@marketpult/shared/constants/product';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../features/auth/ru-messages';
import { renderPrerenderedPages, renderSignedInPages } from './pages';

describe('the prerendered screens', () => {
  const pages = renderPrerenderedPages();
  const login = pages['/login'];

  it('are the sign-in screen only', () => {
    expect(Object.keys(pages)).toEqual(['/login']);
  });

  it('give the sign-in screen its tab title, outside the markup', () => {
    expect(login?.titleElement).toBe('<title>Вход — МаркетПульт</title>');
    expect(login?.markup).not.toContain('<title');
  });

  it('draw the sign-in form as the app draws it, styles included', () => {
    const markup = login?.markup ?? '';
    expect(markup).toContain(`>${authMessages.title}</h1>`);
    expect(markup).toContain('name="userName"');
    expect(markup).toContain('type="password"');
    expect(markup).toMatch(/<style data-emotion="css /);
    // The submit button starts disabled, as the empty form leaves it in the app.
    expect(markup).toMatch(
      /<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/,
    );
  });

  it('draw a form that posts, were it ever sent without the app, and the way to sign-up', () => {
    const markup = login?.markup ?? '';
    // The drawn form takes input before the app has loaded (lib/drawn-screen.ts); a native
    // send would carry the password in a body, not in a URL.
    expect(markup).toMatch(/<form[^>]*method="post"/);
    expect(markup).toMatch(/<a[^>]*href="\/registration"[^>]*>Зарегистрироваться<\/a>/);
  });

  it('record the year their copyright line shows, for the server to bring up to date', () => {
    expect(login?.markup).toContain(copyrightLine(login?.year ?? 0));
  });
});

describe('the screens drawn for a live session', () => {
  const pages = renderSignedInPages();

  it('are the cabinet list, for its route and the root that lands there, and the catalog screens', () => {
    expect(Object.keys(pages).sort()).toEqual(['/', '/cabinet', '/catalog', '/catalog-management']);
    expect(pages['/']).toEqual(pages['/cabinet']);
  });

  it("draw the list's title and skeleton in the layout, with no user or cabinet in them", () => {
    const cabinets = pages['/cabinet'];
    expect(cabinets?.titleElement).toBe('<title>Кабинеты — МаркетПульт</title>');
    const markup = cabinets?.markup ?? '';
    expect(markup).not.toContain('<title');
    expect(markup).toMatch(/<header[^>]*>/);
    expect(markup).toMatch(/<main[^>]*>.*<h1[^>]*>Кабинеты<\/h1>/s);
    expect(markup).toMatch(/role="progressbar" aria-label="Загружаем кабинеты…"/);
    expect(markup).toMatch(/<style data-emotion="css /);
  });

  it("draw the catalog's title and skeleton in the layout, without any product", () => {
    const catalog = pages['/catalog'];
    expect(catalog?.titleElement).toBe('<title>Каталог — МаркетПульт</title>');
    const markup = catalog?.markup ?? '';
    expect(markup).toMatch(/<main[^>]*>.*<h1[^>]*>Каталог<\/h1>/s);
    expect(markup).toMatch(/role="progressbar" aria-label="Загружаем каталог…"/);
    expect(markup).not.toContain('role="grid"');
  });

  it("draw the catalog management's title, its picking step's controls and a grid skeleton", () => {
    const management = pages['/catalog-management'];
    expect(management?.titleElement).toBe('<title>Управление каталогом — МаркетПульт</title>');
    const markup = management?.markup ?? '';
    expect(markup).toMatch(/<main[^>]*>.*<h1[^>]*>Управление каталогом<\/h1>/s);
    expect(markup).toMatch(/<h2[^>]*>1\. Выберите объявления<\/h2>/);
    // The controls as the app first draws them, inert until it takes over.
    expect(markup).toMatch(/<div[^>]*inert=""[^>]*>.*type="search".*Выбрано: 0/s);
    expect(markup).toMatch(/role="progressbar" aria-label="Загружаем карточки…"/);
    expect(markup).not.toContain('role="grid"');
  });
});
