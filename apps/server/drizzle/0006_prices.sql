CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"listing_id" bigint NOT NULL,
	"cabinet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"warehouse_id" text,
	"before" jsonb NOT NULL,
	"wanted" jsonb NOT NULL,
	"margin_after_percent" numeric(9, 2),
	"verdict" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"override" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"answer" text,
	"task_id" text,
	"read_back" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_run_id_price_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."price_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_runs" ADD CONSTRAINT "price_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_run_idx" ON "price_changes" USING btree ("run_id","cabinet_id");--> statement-breakpoint
CREATE INDEX "price_changes_listing_idx" ON "price_changes" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "price_changes_open_idx" ON "price_changes" USING btree ("cabinet_id","listing_id") WHERE "price_changes"."status" in ('sending', 'sent');--> statement-breakpoint
CREATE INDEX "price_runs_user_created_idx" ON "price_runs" USING btree ("user_id","created_at");