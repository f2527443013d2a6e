import { describe, expect, it } from 'vitest';
import { formErrors } from '../../test/form-errors';
import { loginFormSchema } from './login-form-schema';

const valid = { userName: 'demo@marketpult.ru', password: 'demo1234' };

describe('login form (spec §5)', () => {
  it('accepts a filled form', async () => {
    expect(await formErrors(loginFormSchema, valid)).toEqual({});
  });

  it('requires both fields', async () => {
    expect(await formErrors(loginFormSchema, { userName: '', password: '' })).toEqual({
      userName: 'Обязательное поле',
      password: 'Обязательное поле',
    });
  });

  it.each([
    ['ab', 'Минимум 3 символа'],
    ['abc', undefined],
  ])('e-mail %j → %s', async (userName, message) => {
    expect((await formErrors(loginFormSchema, { ...valid, userName })).userName).toBe(message);
  });

  it('does not check the e-mail format at sign-in', async () => {
    expect(await formErrors(loginFormSchema, { ...valid, userName: 'demo' })).toEqual({});
  });

  it.each([
    ['abc', 'Минимум 4 символа'],
    ['abcd', undefined],
  ])('password %j → %s', async (password, message) => {
    expect((await formErrors(loginFormSchema, { ...valid, password })).password).toBe(message);
  });
});
