import {
  CABINET_NAME_MAX_LENGTH,
  cabinetCredentialsSchema,
  type CabinetCredentials,
  type ConnectedMarketplaceKey,
} from '@marketpult/shared/contracts/cabinets';
import { z } from 'zod';
import { validationMessages as messages } from '../../lib/validation-messages';
import { cabinetMessages } from './ru-messages';

/** Every credential field any marketplace asks for; a marketplace uses some of them. */
export interface CredentialsValues {
  clientId: string;
  apiKey: string;
  token: string;
}

export interface CabinetAddValues extends CredentialsValues {
  name: string;
}

export type CredentialField = keyof CredentialsValues;

const labels = cabinetMessages.credentials;

/** The fields each marketplace asks for, in order, with their labels (spec wording). */
export const CREDENTIAL_FIELDS: Readonly<
  Record<ConnectedMarketplaceKey, readonly { name: CredentialField; label: string }[]>
> = {
  ozon: [
    { name: 'clientId', label: labels.ozonClientId },
    { name: 'apiKey', label: labels.ozonApiKey },
  ],
  wildberries: [{ name: 'token', label: labels.wildberriesToken }],
  yandex: [{ name: 'apiKey', label: labels.yandexApiKey }],
};

export const EMPTY_CREDENTIALS: CredentialsValues = { clientId: '', apiKey: '', token: '' };

const SECRET_MAX_LENGTH = 4096;

/** A pasted key loses the spaces around it; no marketplace key has any. */
const secret = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(SECRET_MAX_LENGTH, messages.maxLength(SECRET_MAX_LENGTH));
const clientId = z
  .string()
  .trim()
  .min(1, messages.required)
  .regex(/^\d{1,20}$/, labels.clientIdDigits);
const unused = z.string();

/** The credential fields of one marketplace, checked as the server's contract checks them. */
export function credentialsFormSchema(marketplace: ConnectedMarketplaceKey) {
  const uses = (field: CredentialField) =>
    CREDENTIAL_FIELDS[marketplace].some((entry) => entry.name === field);
  return z.object({
    clientId: uses('clientId') ? clientId : unused,
    apiKey: uses('apiKey') ? secret : unused,
    token: uses('token') ? secret : unused,
  });
}

const name = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(CABINET_NAME_MAX_LENGTH, messages.maxLength(CABINET_NAME_MAX_LENGTH));

export const cabinetNameFormSchema = z.object({ name });

/** /cabinet-add: the name and the credential fields of the chosen marketplace. */
export function cabinetAddFormSchema(marketplace: ConnectedMarketplaceKey) {
  return credentialsFormSchema(marketplace).extend({ name });
}

/** The contract's credentials from the form's (already trimmed) values. */
export function toCredentials(
  marketplace: ConnectedMarketplaceKey,
  values: CredentialsValues,
): CabinetCredentials {
  const credentials =
    marketplace === 'ozon'
      ? { marketplace, clientId: values.clientId.trim(), apiKey: values.apiKey.trim() }
      : marketplace === 'wildberries'
        ? { marketplace, token: values.token.trim() }
        : { marketplace, apiKey: values.apiKey.trim() };
  return cabinetCredentialsSchema.parse(credentials);
}
