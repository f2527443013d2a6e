import { describe, expect, it } from 'vitest';
import {
  SIGN_UP_MESSAGES,
  SIGN_UP_RETVAL,
  signUpResult,
  signUpResultSchema,
} from './sign-up-result';

describe('signUpResultSchema', () => {
  it.each([
    { retval: 0, errMsg: '' },
    { retval: 3, errMsg: 'Этот пароль слишком распространён.' },
  ])('accepts %j', (body) => {
    expect(signUpResultSchema.parse(body)).toEqual(body);
  });

  it.each([
    { retval: -1, errMsg: '' },
    { retval: 1.5, errMsg: '' },
    { retval: '0', errMsg: '' },
    { retval: 0 },
    { retval: 0, errMsg: '', extra: 1 },
    { retval: Number.NaN, errMsg: '' },
  ])('rejects %j', (body) => {
    expect(signUpResultSchema.safeParse(body).success).toBe(false);
  });
});

describe('SIGN_UP_RETVAL', () => {
  it('numbers the outcomes once and for all', () => {
    expect(SIGN_UP_RETVAL).toEqual({
      ok: 0,
      invalidData: 1,
      emailTaken: 2,
      passwordTooCommon: 3,
      callbackUrlNotAllowed: 4,
      tooManyAttempts: 5,
      confirmationKeyInvalid: 6,
      accountNotConfirmed: 7,
      passwordHashMismatch: 8,
      alreadyConfirmed: 12,
    });
    expect(Object.isFrozen(SIGN_UP_RETVAL)).toBe(true);
    expect(Object.isFrozen(SIGN_UP_MESSAGES)).toBe(true);
  });

  it.each([
    [1, 'Некорректные данные регистрации. Проверьте e-mail, телефон и пароль.'],
    [2, 'Этот e-mail уже зарегистрирован. Войдите в систему или укажите другой адрес.'],
    [3, 'Этот пароль слишком распространён. Пожалуйста, придумайте более надёжный пароль.'],
    [4, 'Недопустимый адрес страницы подтверждения. Обновите страницу и попробуйте ещё раз.'],
    [5, 'Слишком много попыток. Пожалуйста, повторите позже.'],
    [6, 'Код подтверждения неверен, устарел или уже использован.'],
    [7, 'Учётная запись не найдена или ещё не подтверждена.'],
    [8, 'Пароль передан с ошибкой. Обновите страницу и попробуйте ещё раз.'],
    [12, 'E-mail уже подтверждён. Войдите в систему.'],
  ] as const)('refusal %i says %s', (retval, message) => {
    expect(SIGN_UP_MESSAGES[retval]).toBe(message);
    expect(signUpResult(retval)).toEqual({ retval, errMsg: message });
    expect(signUpResultSchema.safeParse(signUpResult(retval)).success).toBe(true);
  });

  it('answers success with retval 0 and no message', () => {
    expect(signUpResult(SIGN_UP_RETVAL.ok)).toEqual({ retval: 0, errMsg: '' });
  });

  it('has a message for every refusal and for nothing else', () => {
    const refusals = Object.values(SIGN_UP_RETVAL).filter((code) => code > 0);
    expect(Object.keys(SIGN_UP_MESSAGES).map(Number).sort()).toEqual(refusals.sort());
  });
});
