CREATE TABLE "provider_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_time_off_range_check" CHECK ("provider_time_off"."starts_at" < "provider_time_off"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "visits_at_home" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "gap_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "role_requests" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
ALTER TABLE "role_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "provider_time_off" ADD CONSTRAINT "provider_time_off_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_time_off_provider_idx" ON "provider_time_off" USING btree ("provider_id","starts_at");--> statement-breakpoint
ALTER TABLE "role_requests" ADD CONSTRAINT "role_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_slot_minutes_check" CHECK ("providers"."slot_minutes" between 5 and 240);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_gap_minutes_check" CHECK ("providers"."gap_minutes" between 0 and 120);