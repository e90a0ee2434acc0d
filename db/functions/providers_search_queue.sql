-- The current providers_search_queue: the newest migration defining it (0023_search_queue_triggers.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION providers_search_queue() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM queue_search_providers(ARRAY(SELECT "id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM queue_search_providers(ARRAY(SELECT "id" FROM old_rows));
  ELSE
    -- Only the columns the documents and the listing read: a new bio or phone rewrites nothing.
    PERFORM queue_search_providers(ARRAY(
      SELECT coalesce(n."id", o."id") FROM new_rows n FULL JOIN old_rows o ON o."id" = n."id"
      WHERE n."id" IS NULL OR o."id" IS NULL
        OR (o."user_id", o."name", o."category", o."specialty", o."city", o."area", o."verification", o."rating_avg", o."rating_count")
           IS DISTINCT FROM
           (n."user_id", n."name", n."category", n."specialty", n."city", n."area", n."verification", n."rating_avg", n."rating_count")));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
