import type { Reply } from '../core/types';
import { OZON_ROLES, type OzonShop } from './shops';

/** /v1/roles: the key's roles and the methods each opens (the product's key check). */
export function roles(shop: OzonShop): Reply {
  return {
    status: 200,
    body: { roles: shop.roles.map((name) => ({ name, methods: [...(OZON_ROLES[name] ?? [])] })) },
  };
}

/** /v1/warehouse/list: the seller's own (FBS) warehouses. */
export function warehouses(shop: OzonShop): Reply {
  return {
    status: 200,
    body: {
      result: shop.warehouseIds.map((warehouseId, w) => ({
        warehouse_id: warehouseId,
        name: shop.state.warehouses[w]!.name,
        is_rfbs: false,
        is_kgt: false,
        is_economy: false,
        is_karantin: false,
        is_timetable_editable: true,
        has_entrusted_acceptance: false,
        can_print_act_in_advance: false,
        has_postings_limit: false,
        postings_limit: -1,
        min_postings_limit: 10,
        min_working_days: 5,
        status: 'created',
        working_days: ['1', '2', '3', '4', '5'],
        first_mile_type: {
          dropoff_point_id: '',
          dropoff_timeslot_id: 0,
          first_mile_is_changing: false,
          first_mile_type: 'Pickup',
        },
      })),
    },
  };
}
