CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"article" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"barcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cost_price" numeric(14, 2),
	"rrp" numeric(14, 2),
	"min_price" numeric(14, 2),
	"listings_count" integer DEFAULT 0 NOT NULL,
	"stock_total" integer DEFAULT 0 NOT NULL,
	"price_ozon" numeric(14, 2),
	"price_wildberries" numeric(14, 2),
	"price_yandex" numeric(14, 2),
	"margin_percent" numeric(9, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "link_source" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "link_kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_user_article_key" ON "products" USING btree ("user_id",lower("article"));--> statement-breakpoint
CREATE INDEX "products_user_name_idx" ON "products" USING btree ("user_id","name","id");--> statement-breakpoint
CREATE INDEX "products_user_stock_idx" ON "products" USING btree ("user_id","stock_total","id");--> statement-breakpoint
CREATE INDEX "products_user_margin_idx" ON "products" USING btree ("user_id","margin_percent","id");--> statement-breakpoint
CREATE INDEX "products_barcodes_idx" ON "products" USING gin ("barcodes");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_product_id_idx" ON "listings" USING btree ("product_id","cabinet_id");--> statement-breakpoint
CREATE INDEX "listings_cabinet_unlinked_idx" ON "listings" USING btree ("cabinet_id","id") WHERE "listings"."product_id" is null;