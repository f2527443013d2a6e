import { DAY, ordersBetween, orderStage } from '../core/order-timeline';
import type { Reply, SandboxRequest } from '../core/types';
import type { YandexCaller } from './auth';
import { yandexError } from './errors';
import { ORDER_STATUS, orderIdOf } from './order-status';
import { pageOf, paging } from './paging';

const MOSCOW_OFFSET = 3 * 3_600_000;

/** `dd-MM-yyyy HH:mm:ss` (the file's date-dd-MM-yyyy-HH-mm-ss) in Moscow time. */
function ddMmYyyyTime(date: Date): string {
  const iso = new Date(date.getTime() + MOSCOW_OFFSET).toISOString();
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${iso.slice(11, 19)}`;
}

/** Midnight (Moscow) of a `dd-MM-yyyy` date, as the orders list reads fromDate/toDate. */
function parseDdMmYyyy(text: string): Date {
  const [dd, mm, yyyy] = text.split('-');
  return new Date(`${yyyy}-${mm}-${dd}T00:00:00+03:00`);
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * GET /v2/campaigns/{campaignId}/orders (deprecated in the file in favour of the business list,
 * still what many tools call): one store's orders; fromDate/toDate are `dd-MM-yyyy` (the text
 * says so where the schema says `date`), both ends included, at most 30 days apart.
 */
export function campaignOrders(caller: YandexCaller, req: SandboxRequest, now: Date): Reply {
  const { business } = caller;
  const campaign = caller.campaign!;
  const page = pageOf(req, 50);
  if (!page) return yandexError(400, 'BAD_REQUEST', 'Invalid page_token');
  const toText = one(req.query.toDate);
  const fromText = one(req.query.fromDate);
  const to = toText ? new Date(parseDdMmYyyy(toText).getTime() + DAY) : new Date(now.getTime() + 1);
  const from = fromText ? parseDdMmYyyy(fromText) : new Date(to.getTime() - 30 * DAY);
  if (!(from < to)) return yandexError(400, 'BAD_REQUEST', 'fromDate must not be after toDate');
  if (to.getTime() - from.getTime() > 31 * DAY) {
    return yandexError(
      400,
      'BAD_REQUEST',
      'The period between fromDate and toDate must be at most 30 days',
    );
  }
  const statusFilter = [req.query.status ?? []].flat().flatMap((s) => s.split(','));
  const all = ordersBetween(campaign.timeline, from, to, now).filter(
    (order) =>
      statusFilter.length === 0 || statusFilter.includes(ORDER_STATUS[orderStage(order, now)][0]),
  );
  const end = Math.min(all.length, page.start + page.limit);
  const orders = all.slice(page.start, end).map((order) => {
    const [status, substatus] = ORDER_STATUS[orderStage(order, now)];
    const items = order.items.map(({ productIndex, quantity }, line) => {
      const product = business.state.product(productIndex);
      return {
        id: order.number * 10 + line,
        offerId: product.article,
        offerName: product.name,
        price: product.price,
        buyerPrice: product.price,
        buyerPriceBeforeDiscount: product.oldPrice,
        count: quantity,
        vat: 'VAT_20',
      };
    });
    const itemsTotal = items.reduce((sum, item) => sum + item.price * item.count, 0);
    return {
      id: orderIdOf(business, campaign, order),
      status,
      substatus,
      creationDate: ddMmYyyyTime(order.createdAt),
      currency: 'RUR',
      itemsTotal,
      deliveryTotal: 0,
      buyerItemsTotal: itemsTotal,
      buyerItemsTotalBeforeDiscount: items.reduce(
        (s, i) => s + i.buyerPriceBeforeDiscount * i.count,
        0,
      ),
      paymentType: 'PREPAID',
      paymentMethod: 'YANDEX',
      fake: false,
      items,
      delivery: {
        type: 'DELIVERY',
        serviceName: 'Доставка Маркета',
        deliveryPartnerType: 'YANDEX_MARKET',
        deliveryServiceId: 1_005_471,
        dates: {
          fromDate: ddMmYyyyTime(new Date(order.createdAt.getTime() + 2 * DAY)).slice(0, 10),
        },
      },
      buyer: { type: 'PERSON' },
      taxSystem: 'USN',
    };
  });
  return {
    status: 200,
    body: {
      orders,
      paging: paging(end, all.length),
      pager: {
        total: all.length,
        from: page.start + 1,
        to: end,
        currentPage: Math.floor(page.start / page.limit) + 1,
        pagesCount: Math.ceil(all.length / page.limit),
        pageSize: page.limit,
      },
    },
  };
}
