-- The current services_search_queue: the newest migration defining it (0023_search_queue_triggers.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION services_search_queue() RETURNS trigger AS $$
BEGIN
  -- A service moved to another provider changes both providers' documents.
  IF TG_OP <> 'INSERT' THEN
    PERFORM queue_search_provider(OLD."provider_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."provider_id" <> OLD."provider_id") THEN
    PERFORM queue_search_provider(NEW."provider_id");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
