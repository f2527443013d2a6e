-- Hand-written (drizzle-kit generate --custom): the change feed of src/db/change-feed.ts.
-- Every statement that changes what a server process may keep in memory publishes
-- pg_notify('mp_changes', '<topics> <user ids>') in the writer's transaction; PostgreSQL
-- delivers it at commit (and not at all after a rollback) to every server process listening,
-- whoever wrote: another server, the CLI, psql. One notification per statement (PostgreSQL
-- folds identical ones within a transaction), built from the statement's transition table:
--   TG_ARGV[0] the topics, comma-separated: sessions | cabinets | catalog
--   TG_ARGV[1] where the owning account is: self (users.id), user (user_id),
--              cabinet (cabinet_id → cabinets), listing (listing_id → listings → cabinets)
-- A cascade from a deleted cabinet finds no owner (the cabinet is gone); the cabinet's own
-- DELETE trigger publishes for it. Too many owners for one payload (8,000 bytes) publish '*'.
CREATE FUNCTION "mp_publish_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owners text;
BEGIN
	EXECUTE CASE TG_ARGV[1]
		WHEN 'self' THEN 'SELECT string_agg(DISTINCT id::text, '','') FROM changed'
		WHEN 'user' THEN 'SELECT string_agg(DISTINCT user_id::text, '','') FROM changed'
		WHEN 'cabinet' THEN
			'SELECT string_agg(DISTINCT c.user_id::text, '','')
			 FROM (SELECT DISTINCT cabinet_id FROM changed) x JOIN cabinets c ON c.id = x.cabinet_id'
		WHEN 'listing' THEN
			'SELECT string_agg(DISTINCT c.user_id::text, '','')
			 FROM (SELECT DISTINCT listing_id FROM changed) x
			 JOIN listings l ON l.id = x.listing_id JOIN cabinets c ON c.id = l.cabinet_id'
	END INTO owners;
	IF owners IS NULL THEN
		RETURN NULL;
	END IF;
	IF length(owners) > 7000 THEN
		owners := '*';
	END IF;
	PERFORM pg_notify('mp_changes', TG_ARGV[0] || ' ' || owners);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Sessions: a sign-out, a purge, a touch; a user's name, e-mail, password, disabled state.
CREATE TRIGGER "users_feed_updated" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('sessions', 'self');--> statement-breakpoint
CREATE TRIGGER "users_feed_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('sessions,cabinets,catalog', 'self');--> statement-breakpoint
CREATE TRIGGER "sessions_feed_updated" AFTER UPDATE ON "sessions" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('sessions', 'user');--> statement-breakpoint
CREATE TRIGGER "sessions_feed_deleted" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('sessions', 'user');--> statement-breakpoint
-- The cabinets list: the cabinets (their counts included, kept by 0007's triggers) and runs.
CREATE TRIGGER "cabinets_feed_added" AFTER INSERT ON "cabinets" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('cabinets', 'user');--> statement-breakpoint
CREATE TRIGGER "cabinets_feed_updated" AFTER UPDATE ON "cabinets" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('cabinets', 'user');--> statement-breakpoint
CREATE TRIGGER "cabinets_feed_deleted" AFTER DELETE ON "cabinets" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('cabinets,catalog', 'user');--> statement-breakpoint
CREATE TRIGGER "sync_runs_feed_added" AFTER INSERT ON "sync_runs" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('cabinets', 'cabinet');--> statement-breakpoint
CREATE TRIGGER "sync_runs_feed_updated" AFTER UPDATE ON "sync_runs" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('cabinets', 'cabinet');--> statement-breakpoint
CREATE TRIGGER "sync_runs_feed_deleted" AFTER DELETE ON "sync_runs" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('cabinets', 'cabinet');--> statement-breakpoint
-- The catalog: products, listings (their links to products), stocks, seller settings.
CREATE TRIGGER "products_feed_added" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'user');--> statement-breakpoint
CREATE TRIGGER "products_feed_updated" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'user');--> statement-breakpoint
CREATE TRIGGER "products_feed_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'user');--> statement-breakpoint
CREATE TRIGGER "listings_feed_added" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'cabinet');--> statement-breakpoint
CREATE TRIGGER "listings_feed_updated" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'cabinet');--> statement-breakpoint
CREATE TRIGGER "listings_feed_deleted" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'cabinet');--> statement-breakpoint
CREATE TRIGGER "listing_stocks_feed_added" AFTER INSERT ON "listing_stocks" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'listing');--> statement-breakpoint
CREATE TRIGGER "listing_stocks_feed_updated" AFTER UPDATE ON "listing_stocks" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'listing');--> statement-breakpoint
CREATE TRIGGER "listing_stocks_feed_deleted" AFTER DELETE ON "listing_stocks" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'listing');--> statement-breakpoint
CREATE TRIGGER "seller_settings_feed_added" AFTER INSERT ON "seller_settings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'user');--> statement-breakpoint
CREATE TRIGGER "seller_settings_feed_updated" AFTER UPDATE ON "seller_settings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'user');--> statement-breakpoint
CREATE TRIGGER "seller_settings_feed_deleted" AFTER DELETE ON "seller_settings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "mp_publish_change"('catalog', 'user');
