-- The current profiles_search_queue: the newest migration defining it (0023_search_queue_triggers.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION profiles_search_queue() RETURNS trigger AS $$
DECLARE
  v_provider_id uuid;
BEGIN
  -- A provider is listed only with an active, completed profile; most profiles are clients'.
  SELECT "id" INTO v_provider_id FROM "providers"
    WHERE "user_id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END;
  IF v_provider_id IS NOT NULL THEN
    PERFORM queue_search_provider(v_provider_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
