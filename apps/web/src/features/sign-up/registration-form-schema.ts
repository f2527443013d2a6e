import {
  CREDENTIAL_LIMITS,
  VALIDATION_MINIMUMS,
} from '@marketpult/shared/constants/validation-limits';
import {
  isRussianPhone,
  isValidEmail,
  isValidPhone,
  isValidRegistrationPassword,
} from '@marketpult/shared/domain/registration-rules';
import { z } from 'zod';
import { validationMessages as messages } from '../../lib/validation-messages';
import { signUpMessages } from './ru-messages';

const text = signUpMessages.validation;
const minimumPassword = VALIDATION_MINIMUMS.registrationPassword;

const password = z
  .string()
  .min(1, messages.required)
  .min(minimumPassword, messages.minLength(minimumPassword))
  .max(CREDENTIAL_LIMITS.passwordMaxLength, messages.maxLength(CREDENTIAL_LIMITS.passwordMaxLength))
  .refine(isValidRegistrationPassword, text.invalidCharacters);

const accepted = z.boolean().refine((value) => value, text.mustAccept);

/** Spec §5, registration; the rules themselves come from packages/shared. */
export const registrationFormSchema = z
  .object({
    email: z
      .string()
      .min(1, messages.required)
      .min(
        VALIDATION_MINIMUMS.registrationEmail,
        messages.minLength(VALIDATION_MINIMUMS.registrationEmail),
      )
      .refine(isValidEmail, messages.invalidEmail),
    phone: z
      .string()
      .min(1, messages.required)
      .refine(isValidPhone, text.phoneDigits)
      // Only once the digits are all there, so a short number gets the spec's one message.
      .refine((phone) => !isValidPhone(phone) || isRussianPhone(phone), text.phoneNotRussian),
    password,
    passwordRepeat: password,
    acceptTerms: accepted,
    acceptLiability: accepted,
  })
  .refine((form) => form.passwordRepeat === form.password, {
    path: ['passwordRepeat'],
    message: text.passwordsDiffer,
  });

export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** Spec §5: 'Пароли не совпадают' shows as soon as the repeat is non-empty and differs. */
export function passwordsDiffer(password: string, passwordRepeat: string): boolean {
  return passwordRepeat !== '' && passwordRepeat !== password;
}
