-- The current profiles_search_queue: the newest migration defining it (0023_search_queue_triggers.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION profiles_search_queue() RETURNS trigger AS $$
BEGIN
  -- A provider is listed only with an active, completed profile; most profiles are clients'.
  IF TG_OP = 'INSERT' THEN
    PERFORM queue_search_providers(ARRAY(
      SELECT p."id" FROM new_rows n JOIN "providers" p ON p."user_id" = n."user_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM queue_search_providers(ARRAY(
      SELECT p."id" FROM old_rows o JOIN "providers" p ON p."user_id" = o."user_id"));
  ELSE
    PERFORM queue_search_providers(ARRAY(
      SELECT p."id" FROM new_rows n JOIN old_rows o ON o."user_id" = n."user_id"
        JOIN "providers" p ON p."user_id" = n."user_id"
      WHERE (o."is_active", o."profile_completed") IS DISTINCT FROM (n."is_active", n."profile_completed")));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
