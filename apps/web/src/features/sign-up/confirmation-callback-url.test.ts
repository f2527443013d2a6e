import { describe, expect, it } from 'vitest';
import { confirmationCallbackUrl } from './confirmation-callback-url';

describe('confirmationCallbackUrl', () => {
  it.each([
    [
      { protocol: 'https:', host: 'app.marketpult.ru' },
      'https://app.marketpult.ru/registration/confirm',
    ],
    [{ protocol: 'http:', host: 'localhost:3000' }, 'http://localhost:3000/registration/confirm'],
  ])('%o → %s', (location, url) => {
    expect(confirmationCallbackUrl(location)).toBe(url);
  });
});
