import { CLIENT_ROOT_PATH, CLIENT_ROUTES } from '@marketpult/shared/client-routes';
import { cabinetListResponseSchema } from '@marketpult/shared/contracts/cabinets';
import { PAGE_CABINETS_ELEMENT_ID } from '@marketpult/shared/page-cabinets';
import { jsonScriptElement, type SessionPageData } from '../../plugins/session-page';
import type { CabinetDeps } from './context';
import { listCabinets } from './service';

/** The pages whose first screen is the cabinet list: the list, and the root that lands there. */
const LIST_ROUTES: ReadonlySet<string> = new Set([CLIENT_ROUTES.cabinet.path, CLIENT_ROOT_PATH]);

/**
 * The signed-in account's cabinets for a page load of the list (static-web.ts): GET
 * /api/cabinets' answer for the same account, through the same query and the same contract
 * (which keeps only the contract's fields: the key as its mask, nothing else of it), so the
 * list draws with the layout instead of waiting for the scripts and then a round trip.
 */
export function cabinetsPageData(deps: CabinetDeps): SessionPageData {
  return async (route, user) => {
    if (!LIST_ROUTES.has(route)) return '';
    const answer = cabinetListResponseSchema.parse({
      cabinets: await listCabinets(deps, user.id),
    });
    return jsonScriptElement(PAGE_CABINETS_ELEMENT_ID, answer);
  };
}
