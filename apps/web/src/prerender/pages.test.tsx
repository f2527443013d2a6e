// @vitest-environment node
// As the build renders them: in Node, where Emotion writes each style beside its element.
import { copyrightLine } from '@marketpult/shared/constants/product';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../features/auth/ru-messages';
import { renderPrerenderedPages } from './pages';

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

  it('record the year their copyright line shows, for the server to bring up to date', () => {
    expect(login?.markup).toContain(copyrightLine(login?.year ?? 0));
  });
});
