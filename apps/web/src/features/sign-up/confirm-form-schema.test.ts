import { describe, expect, it } from 'vitest';
import { formErrors } from '../../test/form-errors';
import { confirmFormSchema } from './confirm-form-schema';

const valid = { email: 'anna@shop.ru', key: 'k3y' };

describe('confirmation form (spec §5)', () => {
  it('accepts an e-mail and a key', async () => {
    expect(await formErrors(confirmFormSchema, valid)).toEqual({});
  });

  it('requires both', async () => {
    expect(await formErrors(confirmFormSchema, { email: '', key: '' })).toEqual({
      email: 'Обязательное поле',
      key: 'Обязательное поле',
    });
  });

  it.each([
    ['a@', 'Минимум 3 символа'],
    ['a@b', 'Некорректный e-mail'],
    ['anna@shop.ru', undefined],
  ])('e-mail %j → %s', async (email, message) => {
    expect((await formErrors(confirmFormSchema, { ...valid, email })).email).toBe(message);
  });

  it.each([
    ['ab', 'Минимум 3 символа'],
    ['abc', undefined],
  ])('key %j → %s', async (key, message) => {
    expect((await formErrors(confirmFormSchema, { ...valid, key })).key).toBe(message);
  });
});
