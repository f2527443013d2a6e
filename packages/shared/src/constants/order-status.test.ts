import { describe, expect, it } from 'vitest';
import {
  MISSING_ORDER_STATUS_LABEL,
  ORDER_STATUS_LABELS,
  isOrderStatusKey,
  orderStatusLabel,
} from './order-status';

// The table of docs/content.md, one row per key (spec §9 lists the same keys).
const CONTENT_TABLE: ReadonlyArray<[string, string]> = [
  ['cancelled', 'Отменён'],
  ['cancel', 'Отменён'],
  ['in_cancel', 'Отменён'],
  ['finish', 'Заказ завершён'],
  ['shipped', 'Отгружен'],
  ['ready_to_ship', 'Готов к отгрузке'],
  ['delivery_registered', 'Доставка оформлена'],
  ['boxes_sent', 'Грузоместа отправлены'],
  ['unpaid', 'Ожидает оплаты'],
  ['place_order_success', 'Ожидает оплаты'],
  ['processing', 'Можно собирать'],
  ['pickup', 'Доставлен в пункт выдачи'],
  ['delivered', 'Доставлен'],
  ['delivering', 'Доставляется'],
  ['delivery', 'Доставляется'],
  ['awaiting_packaging', 'Ожидает сборки'],
  ['awaiting_deliver', 'Ожидает отгрузки'],
  ['wait_seller_send_goods', 'Ожидает отправки'],
  ['wait_buyer_accept_goods', 'Ожидает получения'],
  ['waiting_confirmation', 'Ожидает подтверждения'],
  ['awaiting_confirmation', 'Ожидает подтверждения'],
];

describe('ORDER_STATUS_LABELS', () => {
  it.each(CONTENT_TABLE)('%s → %s', (key, label) => {
    expect(isOrderStatusKey(key)).toBe(true);
    expect(orderStatusLabel(key)).toBe(label);
  });

  it('has exactly the 21 keys of spec §9', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual(
      CONTENT_TABLE.map(([key]) => key).sort(),
    );
  });

  it('is frozen', () => {
    expect(() => {
      (ORDER_STATUS_LABELS as Record<string, string>).shipped = 'x';
    }).toThrow(TypeError);
  });
});

describe('orderStatusLabel for keys it does not know', () => {
  it.each(['returned', 'SHIPPED', 'Cancelled', ' shipped', 'awaiting-packaging'])(
    'shows %j as it is',
    (key) => {
      expect(orderStatusLabel(key)).toBe(key);
      expect(isOrderStatusKey(key)).toBe(false);
    },
  );

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'treats the prototype name %s as an unknown key',
    (key) => {
      expect(orderStatusLabel(key)).toBe(key);
      expect(typeof orderStatusLabel(key)).toBe('string');
      expect(isOrderStatusKey(key)).toBe(false);
    },
  );

  it.each(['', '   ', null, undefined])('never leaves a cell empty for %j', (key) => {
    expect(orderStatusLabel(key)).toBe('—');
    expect(MISSING_ORDER_STATUS_LABEL).toBe('—');
  });
});
