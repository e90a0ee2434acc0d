-- The current services_search_queue: the newest migration defining it (0023_search_queue_triggers.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION services_search_queue() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM queue_search_providers(ARRAY(SELECT "provider_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM queue_search_providers(ARRAY(SELECT "provider_id" FROM old_rows));
  ELSE
    -- A service moved to another provider changes both providers' documents.
    PERFORM queue_search_providers(ARRAY(
      SELECT unnest(ARRAY[n."provider_id", o."provider_id"]) FROM new_rows n FULL JOIN old_rows o ON o."id" = n."id"
      WHERE n."id" IS NULL OR o."id" IS NULL
        OR (o."provider_id", o."name", o."category", o."price_paise", o."approval", o."is_active")
           IS DISTINCT FROM
           (n."provider_id", n."name", n."category", n."price_paise", n."approval", n."is_active")));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
