import { describe, expect, it } from 'vitest';
import { formErrors } from '../../test/form-errors';
import {
  displayNameFormSchema,
  passwordChangeFormSchema,
  passwordsDiffer,
} from './profile-form-schemas';

const valid = {
  currentPassword: 'demo1234',
  newPassword: 'Kettle-42',
  newPasswordRepeat: 'Kettle-42',
};

describe('password change form', () => {
  it('accepts a current password and a new one of at least 6 characters, repeated', async () => {
    expect(await formErrors(passwordChangeFormSchema, valid)).toEqual({});
  });

  it('requires every field', async () => {
    expect(
      await formErrors(passwordChangeFormSchema, {
        currentPassword: '',
        newPassword: '',
        newPasswordRepeat: '',
      }),
    ).toEqual({
      currentPassword: 'Обязательное поле',
      newPassword: 'Обязательное поле',
      newPasswordRepeat: 'Обязательное поле',
    });
  });

  it('holds the new password to the registration rules (spec §5)', async () => {
    const errors = await formErrors(passwordChangeFormSchema, {
      ...valid,
      newPassword: 'abc12',
      newPasswordRepeat: 'abc12',
    });
    expect(errors).toEqual({
      newPassword: 'Минимум 6 символов',
      newPasswordRepeat: 'Минимум 6 символов',
    });
    const long = 'x'.repeat(129);
    expect(
      (await formErrors(passwordChangeFormSchema, { ...valid, newPassword: long })).newPassword,
    ).toBe('Максимум 128 символов');
    expect(
      (await formErrors(passwordChangeFormSchema, { ...valid, newPassword: 'line\nbreak' }))
        .newPassword,
    ).toBe('Недопустимые символы');
  });

  it('says «Пароли не совпадают» when the repeat differs', async () => {
    expect(
      await formErrors(passwordChangeFormSchema, { ...valid, newPasswordRepeat: 'Kettle-43' }),
    ).toEqual({ newPasswordRepeat: 'Пароли не совпадают' });
    expect(passwordsDiffer('Kettle-42', '')).toBe(false);
    expect(passwordsDiffer('Kettle-42', 'K')).toBe(true);
    expect(passwordsDiffer('Kettle-42', 'Kettle-42')).toBe(false);
  });

  it('refuses a new password equal to the current one', async () => {
    expect(
      await formErrors(passwordChangeFormSchema, {
        currentPassword: 'demo1234',
        newPassword: 'demo1234',
        newPasswordRepeat: 'demo1234',
      }),
    ).toEqual({ newPassword: 'Новый пароль совпадает с текущим' });
  });
});

describe('display name form', () => {
  it.each([
    ['Демо', {}],
    ['  Иван  ', {}],
    ['', { displayName: 'Обязательное поле' }],
    ['   ', { displayName: 'Обязательное поле' }],
    ['я'.repeat(101), { displayName: 'Максимум 100 символов' }],
    ['два\nстроки', { displayName: 'Недопустимые символы' }],
  ])('«%s» gives %j', async (displayName, errors) => {
    expect(await formErrors(displayNameFormSchema, { displayName })).toEqual(errors);
  });
});
