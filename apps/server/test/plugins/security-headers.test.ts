import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER_SOURCE } from '../../src/plugins/after-paint-scripts';
import { DRAWN_FORM_GUARD_SOURCE } from '../../src/plugins/drawn-form-guard';
import { createTestApp, type TestApp } from '../helpers/test-app';

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  it('sends a CSP that allows only the own origin (and the two inline scripts, by their hashes)', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/cabinet' });
    expect(directives(response.headers['content-security-policy'] as string)).toEqual({
      'default-src': "'self'",
      'base-uri': "'self'",
      'script-src': `'self' ${AFTER_PAINT_LOADER_SOURCE} ${DRAWN_FORM_GUARD_SOURCE}`,
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'media-src': "'self'",
      'connect-src': "'self'",
      'object-src': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it('forbids framing and sniffing on API answers too', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends no HSTS over plain HTTP', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is on', async () => {
    const response = await direct.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const response = await behindProxy.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
