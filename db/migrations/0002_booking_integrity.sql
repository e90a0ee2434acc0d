-- No two active bookings of one provider may overlap in time, whatever their lengths.
-- (The partial unique index on bookings.slot_id already stops two bookings of one slot.)
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("provider_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_range_check" CHECK ("starts_at" < "ends_at");
--> statement-breakpoint
-- Every API instance keeps a search index of the catalogue; tell them when it changes.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER providers_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON "providers"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER services_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
