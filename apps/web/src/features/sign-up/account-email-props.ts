import { CREDENTIAL_LIMITS } from '@marketpult/shared/constants/validation-limits';
import { EMAIL_INPUT_PROPS } from '../../components/form-text-field';

/**
 * The account's e-mail on both sign-up screens (registration and confirmation): an e-mail
 * input the browser fills with the user's address, required, no longer than the server takes.
 */
export const ACCOUNT_EMAIL_PROPS = Object.freeze({
  ...EMAIL_INPUT_PROPS,
  autoComplete: 'email',
  required: true,
  maxLength: CREDENTIAL_LIMITS.emailMaxLength,
} as const);
