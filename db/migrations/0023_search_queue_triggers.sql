-- The search documents (0022) are rewritten from the providers named in search_dirty. These row
-- triggers name them: a provider whose row, services or profile changed in a way the documents or
-- the listing read (api/services/catalog/listed-providers.ts, catalog-loader.ts). The statement
-- triggers that NOTIFY catalog_changed (0002, 0004) stay: they wake the drain (search-sync.ts).
-- db/functions holds the bodies.
CREATE OR REPLACE FUNCTION queue_search_provider(p_provider_id uuid) RETURNS void AS $$
BEGIN
  -- DO UPDATE, not DO NOTHING: it locks the queued row. A drain holds the rows it is rewriting
  -- (FOR UPDATE SKIP LOCKED) until it deletes them; a change committing meanwhile waits here for
  -- the drain to finish, then queues the provider again. With DO NOTHING it would not wait, and the
  -- drain, having read the rows before this change committed, would delete the only reminder.
  INSERT INTO "search_dirty" ("provider_id") VALUES (p_provider_id)
    ON CONFLICT ("provider_id") DO UPDATE SET "queued_at" = now();
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
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
$$ LANGUAGE plpgsql;--> statement-breakpoint
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
$$ LANGUAGE plpgsql;--> statement-breakpoint
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
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER providers_search_queue AFTER INSERT OR DELETE ON "providers"
  FOR EACH ROW EXECUTE FUNCTION providers_search_queue();--> statement-breakpoint
-- Only the columns the documents and the listing read: a new bio or phone rewrites nothing.
CREATE TRIGGER providers_search_queue_update AFTER UPDATE ON "providers"
  FOR EACH ROW
  WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."category" IS DISTINCT FROM NEW."category"
    OR OLD."specialty" IS DISTINCT FROM NEW."specialty" OR OLD."city" IS DISTINCT FROM NEW."city"
    OR OLD."area" IS DISTINCT FROM NEW."area" OR OLD."verification" IS DISTINCT FROM NEW."verification"
    OR OLD."rating_avg" IS DISTINCT FROM NEW."rating_avg" OR OLD."rating_count" IS DISTINCT FROM NEW."rating_count")
  EXECUTE FUNCTION providers_search_queue();--> statement-breakpoint
CREATE TRIGGER services_search_queue AFTER INSERT OR DELETE ON "services"
  FOR EACH ROW EXECUTE FUNCTION services_search_queue();--> statement-breakpoint
CREATE TRIGGER services_search_queue_update AFTER UPDATE ON "services"
  FOR EACH ROW
  WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."provider_id" IS DISTINCT FROM NEW."provider_id"
    OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."category" IS DISTINCT FROM NEW."category"
    OR OLD."price_paise" IS DISTINCT FROM NEW."price_paise" OR OLD."approval" IS DISTINCT FROM NEW."approval"
    OR OLD."is_active" IS DISTINCT FROM NEW."is_active")
  EXECUTE FUNCTION services_search_queue();--> statement-breakpoint
CREATE TRIGGER profiles_search_queue AFTER INSERT OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION profiles_search_queue();--> statement-breakpoint
CREATE TRIGGER profiles_search_queue_update AFTER UPDATE ON "profiles"
  FOR EACH ROW
  WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."profile_completed" IS DISTINCT FROM NEW."profile_completed")
  EXECUTE FUNCTION profiles_search_queue();--> statement-breakpoint
-- Every provider already there gets its documents at the first drain.
INSERT INTO "search_dirty" ("provider_id") SELECT "id" FROM "providers" ON CONFLICT DO NOTHING;
