ALTER TABLE "providers" ADD COLUMN "pending_name" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "pending_name_at" timestamp with time zone;