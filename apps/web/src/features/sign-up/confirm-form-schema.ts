import { VALIDATION_MINIMUMS } from '@marketpult/shared/constants/validation-limits';
import { isValidConfirmationKey, isValidEmail } from '@marketpult/shared/domain/registration-rules';
import { z } from 'zod';
import { validationMessages as messages } from '../../lib/validation-messages';
import { signUpMessages } from './ru-messages';

/** Spec §5, confirmation. */
export const confirmFormSchema = z.object({
  email: z
    .string()
    .min(1, messages.required)
    .min(
      VALIDATION_MINIMUMS.confirmationEmail,
      messages.minLength(VALIDATION_MINIMUMS.confirmationEmail),
    )
    .refine(isValidEmail, messages.invalidEmail),
  key: z
    .string()
    .min(1, messages.required)
    .min(
      VALIDATION_MINIMUMS.confirmationKey,
      messages.minLength(VALIDATION_MINIMUMS.confirmationKey),
    )
    .refine(isValidConfirmationKey, signUpMessages.validation.invalidCharacters),
});

export type ConfirmForm = z.infer<typeof confirmFormSchema>;
