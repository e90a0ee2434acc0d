-- The current notify_profile_catalog_changed: the newest migration defining it (0004_profile_catalog_trigger.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION notify_profile_catalog_changed() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "providers" WHERE "user_id" = NEW."user_id") THEN
    PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
