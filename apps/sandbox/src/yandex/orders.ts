import { DAY, ordersBetween, orderStage, type TimelineOrder } from '../core/order-timeline';
import type { Reply, SandboxRequest } from '../core/types';
import type { YandexCaller } from './auth';
import { yandexError } from './errors';
import { ORDER_STATUS, orderIdOf } from './order-status';
import { pageOf, paging } from './paging';
import type { YandexBusiness, YandexCampaign } from './shops';

/** yyyy-MM-dd of a date in Moscow time (the API's dates are Moscow dates). */
function moscowDate(date: Date): string {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

function businessOrder(
  business: YandexBusiness,
  campaign: YandexCampaign,
  order: TimelineOrder,
  now: Date,
) {
  const [status, substatus] = ORDER_STATUS[orderStage(order, now)];
  const items = order.items.map(({ productIndex, quantity }, line) => {
    const product = business.state.product(productIndex);
    return {
      id: order.number * 10 + line,
      offerId: product.article,
      offerName: product.name,
      count: quantity,
      prices: {
        payment: { value: product.price, currencyId: 'RUR' },
        subsidy: { value: 0, currencyId: 'RUR' },
        cashback: { value: 0, currencyId: 'RUR' },
      },
    };
  });
  return {
    orderId: orderIdOf(business, campaign, order),
    campaignId: campaign.id,
    programType: campaign.placementType,
    status,
    substatus,
    creationDate: order.createdAt.toISOString(),
    paymentType: 'PREPAID',
    paymentMethod: 'YANDEX',
    fake: false,
    items,
    delivery: {
      type: 'DELIVERY',
      serviceName: 'Доставка Маркета',
      deliveryServiceId: 1_005_471,
      deliveryPartnerType: 'YANDEX_MARKET',
      dates: { fromDate: moscowDate(new Date(order.createdAt.getTime() + 2 * DAY)) },
    },
  };
}

interface BusinessOrdersBody {
  campaignIds?: number[];
  statuses?: string[];
  dates?: { creationDateFrom?: string; creationDateTo?: string };
}

/**
 * POST /v1/businesses/{businessId}/orders: every store's orders, page_token + limit ≤ 50.
 * Creation dates are Moscow dates (yyyy-MM-dd), both ends included, at most 30 days apart.
 */
export function businessOrders(caller: YandexCaller, req: SandboxRequest, now: Date): Reply {
  const { business } = caller;
  const body = (req.body ?? {}) as BusinessOrdersBody;
  const page = pageOf(req, 50);
  if (!page) return yandexError(400, 'BAD_REQUEST', 'Invalid page_token');
  const to = body.dates?.creationDateTo
    ? new Date(Date.parse(`${body.dates.creationDateTo}T00:00:00+03:00`) + DAY)
    : new Date(now.getTime() + 1);
  const from = body.dates?.creationDateFrom
    ? new Date(`${body.dates.creationDateFrom}T00:00:00+03:00`)
    : new Date(to.getTime() - 30 * DAY);
  if (!(from < to))
    return yandexError(400, 'BAD_REQUEST', 'creationDateFrom must not be after creationDateTo');
  if (to.getTime() - from.getTime() > 31 * DAY) {
    return yandexError(400, 'BAD_REQUEST', 'The creation period must be at most 30 days');
  }
  const stores = business.campaigns.filter(
    (c) => !body.campaignIds?.length || body.campaignIds.includes(c.id),
  );
  const all = stores
    .flatMap((campaign) =>
      ordersBetween(campaign.timeline, from, to, now).map((order) => ({ campaign, order })),
    )
    .filter(
      ({ order }) =>
        !body.statuses?.length || body.statuses.includes(ORDER_STATUS[orderStage(order, now)][0]),
    )
    .sort(
      (a, b) =>
        a.order.createdAt.getTime() - b.order.createdAt.getTime() || a.campaign.id - b.campaign.id,
    );
  const end = Math.min(all.length, page.start + page.limit);
  const orders = all
    .slice(page.start, end)
    .map(({ campaign, order }) => businessOrder(business, campaign, order, now));
  return {
    status: 200,
    body: { orders, paging: paging(end, all.length) },
  };
}
