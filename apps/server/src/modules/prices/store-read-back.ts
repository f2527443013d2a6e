import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StoredPriceValues } from '../../db/schema';
import { refreshSummaries } from '../catalog/summary';
import type { PriceChangeRow } from './repository';

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/**
 * An applied change's read-back is what the marketplace now shows: it is written to the
 * listing (and its product's catalog summary) at once, so the catalog and the product card
 * show the new price or stock without waiting for the cabinet's next sync.
 */
export async function storeReadBack(
  db: Database,
  userId: string,
  change: PriceChangeRow,
  value: StoredPriceValues,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (change.kind === 'stock') {
      if (value.amount === null || change.warehouseId === null) return;
      await tx.execute(sql`update listing_stocks set amount = ${value.amount}
        where listing_id = ${change.listingId} and warehouse_id = ${change.warehouseId}`);
    } else {
      if (value.price === null) return;
      await tx.execute(sql`update listings set price = ${money(value.price)},
          old_price = ${money(value.oldPrice)}, min_price = ${money(value.minPrice)},
          updated_at = now()
        where id = ${change.listingId}`);
    }
    const { rows } = await tx.execute<{ product_id: string | null }>(
      sql`select product_id from listings where id = ${change.listingId}`,
    );
    const productId = rows[0]?.product_id;
    if (productId) await refreshSummaries(tx, userId, [productId]);
  });
}
