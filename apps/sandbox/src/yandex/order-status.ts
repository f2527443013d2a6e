import type { OrderStage, TimelineOrder } from '../core/order-timeline';
import type { YandexBusiness, YandexCampaign } from './shops';

/** Yandex Market's status and substatus for the sandbox's order stages. */
export const ORDER_STATUS: Record<OrderStage, readonly [string, string]> = {
  new: ['PROCESSING', 'STARTED'],
  packed: ['PROCESSING', 'READY_TO_SHIP'],
  shipped: ['DELIVERY', 'DELIVERY_SERVICE_RECEIVED'],
  delivered: ['DELIVERED', 'DELIVERY_SERVICE_DELIVERED'],
  cancelled: ['CANCELLED', 'USER_CHANGED_MIND'],
};

/** An order's id: unique across the sandbox's businesses and their stores. */
export function orderIdOf(
  business: YandexBusiness,
  campaign: YandexCampaign,
  order: TimelineOrder,
): number {
  return business.orderIdBase + business.campaigns.indexOf(campaign) * 1_000_000_000 + order.number;
}
