ALTER TABLE "admin_access_logs" ADD COLUMN "bucket" text;--> statement-breakpoint
ALTER TABLE "admin_access_logs" ADD COLUMN "hits" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_access_logs" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "admin_access_logs" SET "last_seen_at" = "created_at";--> statement-breakpoint
CREATE INDEX "admin_access_logs_last_seen_idx" ON "admin_access_logs" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_access_logs_bucket_uq" ON "admin_access_logs" USING btree ("bucket");
