CREATE TABLE "cabinets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"name" text NOT NULL,
	"shop_external_id" text NOT NULL,
	"business_id" text,
	"credentials_ciphertext" text NOT NULL,
	"credentials_mask" text NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"token_expires_at" timestamp with time zone,
	"sandbox" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_snapshots" (
	"listing_id" bigint NOT NULL,
	"day" date NOT NULL,
	"price" numeric(14, 2),
	"old_price" numeric(14, 2),
	"stock_total" integer NOT NULL,
	CONSTRAINT "listing_snapshots_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "listing_stocks" (
	"listing_id" bigint NOT NULL,
	"warehouse_id" text NOT NULL,
	"warehouse_name" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "listing_stocks_listing_id_warehouse_id_pk" PRIMARY KEY("listing_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cabinet_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"name" text NOT NULL,
	"barcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku" text,
	"status" text NOT NULL,
	"price" numeric(14, 2),
	"old_price" numeric(14, 2),
	"min_price" numeric(14, 2),
	"currency" text NOT NULL,
	"seen_in_pass" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cabinet_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_cursors" (
	"cabinet_id" uuid NOT NULL,
	"stream" text NOT NULL,
	"run_id" uuid NOT NULL,
	"pass_kind" text NOT NULL,
	"cursor" text,
	"finished" boolean DEFAULT false NOT NULL,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_cursors_cabinet_id_stream_pk" PRIMARY KEY("cabinet_id","stream")
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cabinet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"listings_done" integer DEFAULT 0 NOT NULL,
	"listings_total" integer,
	"orders_done" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "cabinets" ADD CONSTRAINT "cabinets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_snapshots" ADD CONSTRAINT "listing_snapshots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_stocks" ADD CONSTRAINT "listing_stocks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_cursors" ADD CONSTRAINT "sync_cursors_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cabinets_user_shop_key" ON "cabinets" USING btree ("user_id","marketplace","shop_external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_cabinet_external_key" ON "listings" USING btree ("cabinet_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cabinet_external_key" ON "orders" USING btree ("cabinet_id","external_id");--> statement-breakpoint
CREATE INDEX "orders_cabinet_created_idx" ON "orders" USING btree ("cabinet_id","created_at");--> statement-breakpoint
CREATE INDEX "sync_runs_cabinet_started_idx" ON "sync_runs" USING btree ("cabinet_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_active_key" ON "sync_runs" USING btree ("cabinet_id") WHERE "sync_runs"."status" in ('queued', 'running');