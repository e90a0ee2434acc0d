-- The current providers_search_queue: the newest migration defining it (0023_search_queue_triggers.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION providers_search_queue() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM queue_search_provider(OLD."id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."id" <> OLD."id") THEN
    PERFORM queue_search_provider(NEW."id");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
