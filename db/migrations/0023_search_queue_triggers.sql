-- The search documents (0022) are rewritten from the providers named in search_dirty. These
-- triggers name them: a provider whose row, services or profile changed in a way the documents or
-- the listing read (api/services/catalog/listed-providers.ts, search-documents-reader.ts). Statement
-- triggers with transition tables: a bulk seed of a million providers queues them in one INSERT
-- per statement, not one per row. The statement triggers that NOTIFY catalog_changed (0002, 0004)
-- stay: they wake the drain (search-sync.ts). db/functions holds the bodies.
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
$$ LANGUAGE plpgsql;--> statement-breakpoint
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
$$ LANGUAGE plpgsql;--> statement-breakpoint
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
$$ LANGUAGE plpgsql;--> statement-breakpoint
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
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER providers_search_queue_insert AFTER INSERT ON "providers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_search_queue();--> statement-breakpoint
CREATE TRIGGER providers_search_queue_update AFTER UPDATE ON "providers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_search_queue();--> statement-breakpoint
CREATE TRIGGER providers_search_queue_delete AFTER DELETE ON "providers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_search_queue();--> statement-breakpoint
CREATE TRIGGER services_search_queue_insert AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION services_search_queue();--> statement-breakpoint
CREATE TRIGGER services_search_queue_update AFTER UPDATE ON "services"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION services_search_queue();--> statement-breakpoint
CREATE TRIGGER services_search_queue_delete AFTER DELETE ON "services"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION services_search_queue();--> statement-breakpoint
CREATE TRIGGER profiles_search_queue_insert AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_queue();--> statement-breakpoint
CREATE TRIGGER profiles_search_queue_update AFTER UPDATE ON "profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_queue();--> statement-breakpoint
CREATE TRIGGER profiles_search_queue_delete AFTER DELETE ON "profiles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_queue();--> statement-breakpoint
-- Every provider already there gets its documents at the first drain.
INSERT INTO "search_dirty" ("provider_id") SELECT "id" FROM "providers" ON CONFLICT DO NOTHING;
