CREATE TABLE "seller_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tax_regime" text NOT NULL,
	"tax_percent" numeric(5, 2) NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"other_costs_rub" numeric(14, 2) NOT NULL,
	"other_costs_percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_settings" ADD CONSTRAINT "seller_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;