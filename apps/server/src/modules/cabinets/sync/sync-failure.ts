import { ConnectorError } from '@marketpult/marketplaces';
import { CredentialsVaultError } from '../credentials-vault';
import { CABINET_MESSAGES } from '../ru-messages';

export interface SyncFailure {
  /** Russian, for the seller (sync_runs.error). */
  message: string;
  /** The cabinet's stored status after the failure. */
  cabinetStatus: 'bad_credentials' | 'missing_scopes' | 'error';
}

/** What a failed run tells the seller and what it makes of the cabinet. */
export function syncFailureOf(error: unknown): SyncFailure {
  if (error instanceof CredentialsVaultError) {
    return { message: CABINET_MESSAGES.credentialsUnreadable, cabinetStatus: 'bad_credentials' };
  }
  if (!(error instanceof ConnectorError)) {
    return { message: CABINET_MESSAGES.syncInternalError, cabinetStatus: 'error' };
  }
  switch (error.kind) {
    case 'unauthorized':
      return { message: CABINET_MESSAGES.credentialsInvalid, cabinetStatus: 'bad_credentials' };
    case 'forbidden':
      return {
        message: CABINET_MESSAGES.missingScope(error.detail.scope ?? 'нужный раздел'),
        cabinetStatus: 'missing_scopes',
      };
    case 'rate_limited':
      return { message: CABINET_MESSAGES.marketplaceRateLimited, cabinetStatus: 'error' };
    case 'bad_request':
      return { message: CABINET_MESSAGES.credentialsRejectedRequest, cabinetStatus: 'error' };
    case 'unreachable':
    case 'protocol':
      return { message: CABINET_MESSAGES.marketplaceUnreachable, cabinetStatus: 'error' };
  }
}
