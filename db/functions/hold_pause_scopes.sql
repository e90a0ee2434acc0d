-- The current hold_pause_scopes: the newest migration defining it (0018_pause_locks.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION hold_pause_scopes(p_provider_id uuid) RETURNS void AS $$
DECLARE
  v_category text;
  v_city text;
BEGIN
  -- Taken before the booking touches any row, and held to its commit: a pause being created over
  -- this provider, its category in its city or its city waits for the booking (and then cancels
  -- it), or the booking waits for the pause (and then sees it). See pause_lock_key.
  SELECT category::text, city INTO v_category, v_city FROM providers WHERE id = p_provider_id;
  PERFORM pg_advisory_xact_lock_shared(pause_lock_key('provider', p_provider_id, NULL, NULL));
  PERFORM pg_advisory_xact_lock_shared(pause_lock_key('category_city', NULL, v_category, v_city));
  PERFORM pg_advisory_xact_lock_shared(pause_lock_key('city', NULL, NULL, v_city));
END;
$$ LANGUAGE plpgsql;
