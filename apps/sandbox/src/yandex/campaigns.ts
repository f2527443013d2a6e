import type { Reply } from '../core/types';
import type { YandexCaller } from './auth';

/** GET /v2/campaigns: the stores the key sees, each with its business. */
export function campaigns({ business }: YandexCaller): Reply {
  const list = business.campaigns.map((c) => ({
    id: c.id,
    domain: c.name,
    clientId: business.id + 1_000,
    business: { id: business.id, name: business.name },
    placementType: c.placementType,
    apiAvailability: 'AVAILABLE',
  }));
  return {
    status: 200,
    body: {
      campaigns: list,
      pager: {
        total: list.length,
        from: 1,
        to: list.length,
        currentPage: 1,
        pagesCount: 1,
        pageSize: list.length,
      },
    },
  };
}

/** POST /v2/auth/token: the Api-Key's name and scopes (how a key check learns what it may do). */
export function tokenInfo({ business }: YandexCaller): Reply {
  return {
    status: 200,
    body: {
      status: 'OK',
      result: {
        apiKey: { name: `Песочница: ${business.name}`, authScopes: [...business.scopes] },
      },
    },
  };
}
