import { describe, expect, it } from 'vitest';
import { validationMessages } from './validation-messages';

describe('validationMessages', () => {
  it.each([
    [1, 'Минимум 1 символ'],
    [3, 'Минимум 3 символа'],
    [4, 'Минимум 4 символа'],
    [6, 'Минимум 6 символов'],
    [11, 'Минимум 11 символов'],
    [21, 'Минимум 21 символ'],
  ])('says the minimum of %i with the right form of the noun', (count, text) => {
    expect(validationMessages.minLength(count)).toBe(text);
  });

  it('has the wording of docs/content.md', () => {
    expect(validationMessages.required).toBe('Обязательное поле');
    expect(validationMessages.invalidEmail).toBe('Некорректный e-mail');
    expect(validationMessages.maxLength(128)).toBe('Максимум 128 символов');
  });
});
