CREATE INDEX "listings_barcodes_idx" ON "listings" USING gin ("barcodes");--> statement-breakpoint
CREATE INDEX "products_user_price_ozon_idx" ON "products" USING btree ("user_id","price_ozon","id");--> statement-breakpoint
CREATE INDEX "products_user_price_wb_idx" ON "products" USING btree ("user_id","price_wildberries","id");--> statement-breakpoint
CREATE INDEX "products_user_price_ym_idx" ON "products" USING btree ("user_id","price_yandex","id");--> statement-breakpoint
CREATE INDEX "products_user_cost_idx" ON "products" USING btree ("user_id","cost_price","id");