import { VALIDATION_MINIMUMS } from '@marketpult/shared/constants/validation-limits';
import { z } from 'zod';
import { validationMessages as messages } from '../../lib/validation-messages';

/** Spec §5, login: only presence and length; the e-mail format is not checked here. */
export const loginFormSchema = z.object({
  userName: z
    .string()
    .min(1, messages.required)
    .min(VALIDATION_MINIMUMS.loginEmail, messages.minLength(VALIDATION_MINIMUMS.loginEmail)),
  password: z
    .string()
    .min(1, messages.required)
    .min(VALIDATION_MINIMUMS.loginPassword, messages.minLength(VALIDATION_MINIMUMS.loginPassword)),
});

export type LoginForm = z.infer<typeof loginFormSchema>;
