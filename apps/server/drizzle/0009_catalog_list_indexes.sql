-- The trigram indexes below need pg_trgm (PGlite loads it in db/client.ts; on PostgreSQL it is a
-- trusted contrib extension, which the database's owner may create).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "listings_open_id_idx" ON "listings" USING btree ("id") WHERE "listings"."product_id" is null and not "listings"."link_kept";--> statement-breakpoint
CREATE INDEX "products_user_id_idx" ON "products" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "products_user_brand_idx" ON "products" USING btree ("user_id","brand","id");--> statement-breakpoint
CREATE INDEX "products_user_listings_idx" ON "products" USING btree ("user_id","listings_count","id");--> statement-breakpoint
CREATE INDEX "products_user_brand_desc_idx" ON "products" USING btree ("user_id","brand" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_user_price_ozon_desc_idx" ON "products" USING btree ("user_id","price_ozon" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_user_price_wildberries_desc_idx" ON "products" USING btree ("user_id","price_wildberries" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_user_price_yandex_desc_idx" ON "products" USING btree ("user_id","price_yandex" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_user_cost_price_desc_idx" ON "products" USING btree ("user_id","cost_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_user_margin_percent_desc_idx" ON "products" USING btree ("user_id","margin_percent" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_article_trgm_idx" ON "products" USING gin (lower("article") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);