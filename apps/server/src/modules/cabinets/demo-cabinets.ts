import {
  CABINET_ERROR_CODES,
  type CreateCabinetRequest,
} from '@marketpult/shared/contracts/cabinets';
// The credentials' own module: the sandbox's index loads its OpenAPI validator (~26 MB).
import { SANDBOX_CREDENTIALS } from '@marketpult/sandbox/published-credentials';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { DEMO_ACCOUNT } from '../users/demo';
import { findUserByEmail } from '../users/repository';
import { createCabinet } from './service';

/** The demo account's cabinets: the sandbox's `demo` shop on each marketplace. */
const DEMO_CABINETS: readonly CreateCabinetRequest[] = [
  {
    name: 'Демо Ozon',
    credentials: { marketplace: 'ozon', ...SANDBOX_CREDENTIALS.ozon.demo },
  },
  {
    name: 'Демо Wildberries',
    credentials: { marketplace: 'wildberries', ...SANDBOX_CREDENTIALS.wildberries.demo },
  },
  {
    name: 'Демо Яндекс Маркет',
    credentials: { marketplace: 'yandex', apiKey: SANDBOX_CREDENTIALS.yandex.demo.apiKey },
    // The key opens two campaigns; the FBS one is the demo's.
    shopExternalId: String(SANDBOX_CREDENTIALS.yandex.demo.campaignIds[0]),
  },
];

/**
 * Gives the demo account a sandbox cabinet per marketplace the embedded sandbox serves, through
 * the seller's own path (live check, encrypted key, first full sync). One the account has
 * already is left alone, so a restart adds nothing. Returns the names of the cabinets added.
 */
export async function seedDemoCabinets(app: FastifyInstance): Promise<string[]> {
  const served = app.sandbox?.urls ?? {};
  const user = await findUserByEmail(app.db, DEMO_ACCOUNT.email);
  if (!user) return [];
  const added: string[] = [];
  for (const request of DEMO_CABINETS) {
    if (!served[request.credentials.marketplace]) continue;
    try {
      await createCabinet(app.cabinets, user.id, request);
      added.push(request.name);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.errorCode === CABINET_ERROR_CODES.cabinetAlreadyExists
      ) {
        continue;
      }
      throw error;
    }
  }
  return added;
}
