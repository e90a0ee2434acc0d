-- The current queue_search_providers: the newest migration defining it (0023_search_queue_triggers.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION queue_search_providers(p_provider_ids uuid[]) RETURNS void AS $$
BEGIN
  -- DO UPDATE, not DO NOTHING: it locks the queued row. A drain holds the rows it is rewriting
  -- (FOR UPDATE SKIP LOCKED) until it deletes them; a change committing meanwhile waits here for
  -- the drain to finish, then queues the provider again. With DO NOTHING it would not wait, and the
  -- drain, having read the rows before this change committed, would delete the only reminder.
  -- Distinct (one row may be updated once per statement) and in order (two writers lock alike).
  INSERT INTO "search_dirty" ("provider_id")
    SELECT DISTINCT id FROM unnest(p_provider_ids) AS queued(id) WHERE id IS NOT NULL ORDER BY 1
    ON CONFLICT ("provider_id") DO UPDATE SET "queued_at" = now();
END;
$$ LANGUAGE plpgsql;
