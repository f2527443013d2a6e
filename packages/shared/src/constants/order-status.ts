/**
 * Russian labels of the order statuses marketplaces report (spec §9, wording of
 * docs/content.md). Several marketplaces name one state differently, hence the synonyms.
 */
export const ORDER_STATUS_LABELS = Object.freeze({
  cancelled: 'Отменён',
  cancel: 'Отменён',
  in_cancel: 'Отменён',
  finish: 'Заказ завершён',
  shipped: 'Отгружен',
  ready_to_ship: 'Готов к отгрузке',
  delivery_registered: 'Доставка оформлена',
  boxes_sent: 'Грузоместа отправлены',
  unpaid: 'Ожидает оплаты',
  place_order_success: 'Ожидает оплаты',
  processing: 'Можно собирать',
  pickup: 'Доставлен в пункт выдачи',
  delivered: 'Доставлен',
  delivering: 'Доставляется',
  delivery: 'Доставляется',
  awaiting_packaging: 'Ожидает сборки',
  awaiting_deliver: 'Ожидает отгрузки',
  wait_seller_send_goods: 'Ожидает отправки',
  wait_buyer_accept_goods: 'Ожидает получения',
  waiting_confirmation: 'Ожидает подтверждения',
  awaiting_confirmation: 'Ожидает подтверждения',
} as const);

export type OrderStatusKey = keyof typeof ORDER_STATUS_LABELS;

/** Shown where an order carries no status at all, so a table never has an empty cell. */
export const MISSING_ORDER_STATUS_LABEL = '—';

export function isOrderStatusKey(value: unknown): value is OrderStatusKey {
  // Own keys only: 'constructor' or '__proto__' must not count as statuses.
  return typeof value === 'string' && Object.hasOwn(ORDER_STATUS_LABELS, value);
}

/**
 * The label of an order status. A status the map does not know is shown as the key itself
 * (content.md: never an empty cell); an empty, blank or absent status gets
 * `MISSING_ORDER_STATUS_LABEL`. Keys match exactly (marketplaces send them lowercase).
 */
export function orderStatusLabel(key: string | null | undefined): string {
  if (key === null || key === undefined || key.trim() === '') return MISSING_ORDER_STATUS_LABEL;
  return isOrderStatusKey(key) ? ORDER_STATUS_LABELS[key] : key;
}
