import type { Reply, SandboxRequest } from '../core/types';
import type { YandexCaller } from './auth';
import { yandexError } from './errors';
import { pageOf, paging } from './paging';
import { indexOfOffer } from './shops';

/** POST /v2/campaigns/{campaignId}/offers/stocks: the store's stock, page_token + limit ≤ 200. */
export function readStocks(caller: YandexCaller, req: SandboxRequest): Reply {
  const { business } = caller;
  const campaign = caller.campaign!;
  const body = (req.body ?? {}) as { offerIds?: string[] };
  let indexes: number[];
  let next = {};
  if (body.offerIds && body.offerIds.length > 0) {
    indexes = body.offerIds.map((id) => indexOfOffer(business, id)).filter((i) => i !== undefined);
  } else {
    const page = pageOf(req, 200);
    if (!page) return yandexError(400, 'BAD_REQUEST', 'Invalid page_token');
    const end = Math.min(business.state.listings, page.start + page.limit);
    indexes = Array.from({ length: Math.max(0, end - page.start) }, (_, i) => page.start + i);
    next = paging(end, business.state.listings);
  }
  const offers = indexes.map((index) => {
    const available = business.state.stock(index, campaign.warehouseIndex);
    const reserved = business.state.reserved(index, campaign.warehouseIndex);
    return {
      offerId: business.state.product(index).article,
      stocks: [
        { type: 'FIT', count: available + reserved },
        { type: 'AVAILABLE', count: available },
      ],
    };
  });
  return {
    status: 200,
    body: {
      status: 'OK',
      result: { paging: next, warehouses: [{ warehouseId: campaign.warehouseId, offers }] },
    },
  };
}

/** PUT /v2/campaigns/{campaignId}/offers/stocks: ≤ 2000 skus (offerIds); FBS stores only. */
export function writeStocks(caller: YandexCaller, req: SandboxRequest, now: Date): Reply {
  const { business } = caller;
  const campaign = caller.campaign!;
  if (campaign.placementType !== 'FBS') {
    return yandexError(400, 'BAD_REQUEST', 'Stock of an FBY store is kept by Market');
  }
  const { skus } = req.body as { skus: { sku: string; items: { count: number }[] }[] };
  const unknown = skus.filter((s) => indexOfOffer(business, s.sku) === undefined);
  if (unknown.length > 0) {
    return yandexError(
      400,
      'BAD_REQUEST',
      `Offers not found: ${unknown
        .slice(0, 10)
        .map((s) => s.sku)
        .join(', ')}`,
    );
  }
  for (const { sku, items } of skus) {
    business.state.setStock(
      indexOfOffer(business, sku)!,
      campaign.warehouseIndex,
      items[0]!.count,
      now.getTime(),
    );
  }
  return { status: 200, body: { status: 'OK' } };
}
