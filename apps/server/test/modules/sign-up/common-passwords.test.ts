import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from '../../../src/modules/sign-up/common-passwords';

describe('the shipped common-password list', () => {
  it('holds the 10,000 most common passwords and more, without its comment lines', async () => {
    const list = await commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    expect([...list].some((entry) => entry.startsWith('# '))).toBe(false);
    expect(list.has('')).toBe(false);
  });

  it.each(['123456', 'password', 'Qwerty', 'ILOVEYOU', 'trustno1', 'йцукен', 'пароль', 'gfhjkm'])(
    'knows %j in any letter case',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Zx7-kettle-Ладога', 'correct horse battery staple 42'])(
    'lets %j through',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );
});
