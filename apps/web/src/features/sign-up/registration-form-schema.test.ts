import { describe, expect, it } from 'vitest';
import { formErrors } from '../../test/form-errors';
import {
  passwordsDiffer,
  registrationFormSchema,
  type RegistrationForm,
} from './registration-form-schema';

const valid: RegistrationForm = {
  email: 'anna@shop.ru',
  phone: '+7 (912) 345-6789',
  password: 'secret1',
  passwordRepeat: 'secret1',
  acceptTerms: true,
  acceptLiability: true,
};

const NOT_RUSSIAN = 'Проверьте код города или оператора: в России он начинается с 3, 4, 8 или 9';

const errorsOf = (changes: Partial<RegistrationForm>) =>
  formErrors(registrationFormSchema, { ...valid, ...changes });

describe('registration form (spec §5)', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('requires every text field', async () => {
    expect(
      await errorsOf({ email: '', phone: '', password: '', passwordRepeat: '' }),
    ).toMatchObject({
      email: 'Обязательное поле',
      phone: 'Обязательное поле',
      password: 'Обязательное поле',
      passwordRepeat: 'Обязательное поле',
    });
  });

  it.each([
    ['a@', 'Минимум 3 символа'],
    ['a@b', 'Некорректный e-mail'],
    ['anna.shop.ru', 'Некорректный e-mail'],
    ['anna@shop', 'Некорректный e-mail'],
    ['почта@пример.рф', undefined],
  ])('e-mail %j → %s', async (email, message) => {
    expect((await errorsOf({ email })).email).toBe(message);
  });

  it.each([
    ['+7 (912) 345-678', 'Телефон должен содержать 11 цифр'],
    ['+7 (912) 345-6789', undefined],
    ['+7 (912) 345-67890', 'Телефон должен содержать 11 цифр'],
    ['89123456789', undefined],
    ['+7 (812) 345-6789', undefined],
    ['+7 (712) 345-6789', NOT_RUSSIAN],
    ['+7 (112) 345-6789', NOT_RUSSIAN],
    ['+7 (512) 345-678', 'Телефон должен содержать 11 цифр'],
  ])('phone %j → %s', async (phone, message) => {
    expect((await errorsOf({ phone })).phone).toBe(message);
  });

  it.each([
    ['12345', 'Минимум 6 символов'],
    ['123456', undefined],
    ['x'.repeat(129), 'Максимум 128 символов'],
  ])('password %j → %s', async (password, message) => {
    expect((await errorsOf({ password, passwordRepeat: password })).password).toBe(message);
  });

  it.each([
    ['12345', 'Минимум 6 символов'],
    ['secret2', 'Пароли не совпадают'],
    ['secret1', undefined],
  ])('password repeat %j → %s', async (passwordRepeat, message) => {
    expect((await errorsOf({ passwordRepeat })).passwordRepeat).toBe(message);
  });

  it.each(['acceptTerms', 'acceptLiability'] as const)('needs %s ticked', async (name) => {
    expect((await errorsOf({ [name]: false }))[name]).toBe('Необходимо принять условия');
  });
});

describe('passwordsDiffer', () => {
  it.each([
    ['secret1', '', false],
    ['secret1', 's', true],
    ['secret1', 'secret1', false],
    ['', 'a', true],
  ])('password %j, repeat %j → %s', (password, repeat, differ) => {
    expect(passwordsDiffer(password, repeat)).toBe(differ);
  });
});
