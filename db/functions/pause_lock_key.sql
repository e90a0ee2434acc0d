-- The current pause_lock_key: the newest migration defining it (0018_pause_locks.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION pause_lock_key(p_scope text, p_provider_id uuid, p_category text, p_city text) RETURNS bigint AS $$
BEGIN
  -- One transaction-level advisory lock per pause scope: creating a pause takes its scope's key
  -- alone, a booking takes its provider's three keys shared (hold_pause_scopes). Cities are typed
  -- by hand, so "chennai " and "Chennai" are one key. A hash collision only makes someone wait.
  RETURN hashtextextended(
    CASE p_scope
      WHEN 'provider' THEN 'pause:provider:' || p_provider_id::text
      WHEN 'category_city' THEN 'pause:category_city:' || p_category || ':' || lower(trim(p_city))
      ELSE 'pause:city:' || lower(trim(p_city))
    END, 0);
END;
$$ LANGUAGE plpgsql;
