import {
  DISPLAY_NAME_LIMITS,
  isValidDisplayName,
  normalizeDisplayName,
} from '@marketpult/shared/contracts/profile';
import {
  CREDENTIAL_LIMITS,
  VALIDATION_MINIMUMS,
} from '@marketpult/shared/constants/validation-limits';
import { isValidRegistrationPassword } from '@marketpult/shared/domain/registration-rules';
import { z } from 'zod';
import { validationMessages as messages } from '../../lib/validation-messages';
import { profileMessages } from './ru-messages';

const text = profileMessages.validation;
const minimum = VALIDATION_MINIMUMS.registrationPassword;
const maximum = CREDENTIAL_LIMITS.passwordMaxLength;

/** A new password follows the registration rules of spec §5 (from packages/shared). */
const newPassword = z
  .string()
  .min(1, messages.required)
  .min(minimum, messages.minLength(minimum))
  .max(maximum, messages.maxLength(maximum))
  .refine(isValidRegistrationPassword, text.invalidCharacters);

export const passwordChangeFormSchema = z
  .object({
    currentPassword: z.string().min(1, messages.required).max(maximum, messages.maxLength(maximum)),
    newPassword,
    newPasswordRepeat: newPassword,
  })
  .refine((form) => form.newPasswordRepeat === form.newPassword, {
    path: ['newPasswordRepeat'],
    message: text.passwordsDiffer,
  })
  .refine((form) => form.currentPassword === '' || form.newPassword !== form.currentPassword, {
    path: ['newPassword'],
    message: text.sameAsCurrent,
  });

export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** Spec §5: 'Пароли не совпадают' shows as soon as the repeat is non-empty and differs. */
export function passwordsDiffer(password: string, repeat: string): boolean {
  return repeat !== '' && repeat !== password;
}

/** The display name: 1..100 characters once trimmed, the server's own rule. */
export const displayNameFormSchema = z.object({
  displayName: z
    .string()
    .refine((value) => normalizeDisplayName(value) !== '', messages.required)
    .refine(
      (value) => normalizeDisplayName(value).length <= DISPLAY_NAME_LIMITS.maxLength,
      messages.maxLength(DISPLAY_NAME_LIMITS.maxLength),
    )
    .refine(isValidDisplayName, text.invalidCharacters),
});

export type DisplayNameForm = z.infer<typeof displayNameFormSchema>;
