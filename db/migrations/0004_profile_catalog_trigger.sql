-- Whether a provider is listed also depends on their profile (is_active, profile_completed):
-- tell the search indexes when either changes for a user who has a provider row.
-- A row trigger, so the provider check is cheap and other profile updates (names, quota) stay silent;
-- Postgres folds identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION notify_profile_catalog_changed() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "providers" WHERE "user_id" = NEW."user_id") THEN
    PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profiles_catalog_changed AFTER UPDATE OF "is_active", "profile_completed" ON "profiles"
  FOR EACH ROW
  WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."profile_completed" IS DISTINCT FROM NEW."profile_completed")
  EXECUTE FUNCTION notify_profile_catalog_changed();
