DROP INDEX "listings_barcodes_idx";--> statement-breakpoint
DROP INDEX "products_barcodes_idx";--> statement-breakpoint
CREATE INDEX "listings_barcodes_idx" ON "listings" USING gin ("barcodes") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_barcodes_idx" ON "products" USING gin ("barcodes") WITH (fastupdate=false);