ALTER TABLE "products" ADD COLUMN "buyer_price_ozon" numeric(14, 2);--> statement-breakpoint
-- The catalog's existing products take their Ozon listings' lowest buyer price at once, before
-- the indexes are built (one build instead of an update per row through them); later syncs and
-- read-backs keep it with the other summaries (modules/catalog/summary.ts).
UPDATE "products" p SET "buyer_price_ozon" = b.price
FROM (
  SELECT l.product_id, min(l.buyer_price) AS price FROM listings l
  JOIN cabinets c ON c.id = l.cabinet_id
  WHERE c.marketplace = 'ozon' AND l.buyer_price IS NOT NULL AND l.product_id IS NOT NULL
  GROUP BY l.product_id
) b
WHERE p.id = b.product_id;--> statement-breakpoint
CREATE INDEX "products_user_buyer_ozon_idx" ON "products" USING btree ("user_id","buyer_price_ozon","id");--> statement-breakpoint
CREATE INDEX "products_user_buyer_price_ozon_desc_idx" ON "products" USING btree ("user_id","buyer_price_ozon" DESC NULLS LAST,"id" DESC NULLS LAST);
