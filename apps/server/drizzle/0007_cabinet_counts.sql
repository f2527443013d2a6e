DROP INDEX "sync_runs_cabinet_started_idx";--> statement-breakpoint
ALTER TABLE "cabinets" ADD COLUMN "listings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cabinets" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sync_runs_cabinet_started_idx" ON "sync_runs" USING btree ("cabinet_id","started_at","id");--> statement-breakpoint
-- Keeps cabinets.<column> (TG_ARGV[0]) equal to the cabinet's rows in the table: one UPDATE per
-- statement from its transition table, in the writer's transaction, so a sync page, the full
-- pass's removal of unseen listings, a cascade from a deleted cabinet or a rollback after a
-- crash leave it exact. (An upsert's transition table of inserts holds only the rows it added.)
CREATE FUNCTION "cabinet_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format(
		'UPDATE cabinets c SET %1$I = c.%1$I + n.delta
		 FROM (SELECT cabinet_id, %2$s * count(*)::int AS delta FROM changed GROUP BY cabinet_id) n
		 WHERE c.id = n.cabinet_id',
		TG_ARGV[0], CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_count_added" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cabinet_count_rows"('listings_count');--> statement-breakpoint
CREATE TRIGGER "listings_count_removed" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cabinet_count_rows"('listings_count');--> statement-breakpoint
CREATE TRIGGER "orders_count_added" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cabinet_count_rows"('orders_count');--> statement-breakpoint
CREATE TRIGGER "orders_count_removed" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cabinet_count_rows"('orders_count');--> statement-breakpoint
UPDATE "cabinets" c SET
	"listings_count" = (SELECT count(*) FROM "listings" l WHERE l."cabinet_id" = c."id"),
	"orders_count" = (SELECT count(*) FROM "orders" o WHERE o."cabinet_id" = c."id");
