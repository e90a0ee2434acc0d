CREATE TABLE "agent_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid,
	"channel" "conversation_channel" NOT NULL,
	"locale" "locale" NOT NULL,
	"model" text NOT NULL,
	"outcome" text NOT NULL,
	"user_text" text DEFAULT '' NOT NULL,
	"reply_text" text DEFAULT '' NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"provider_id" uuid,
	"category" "category",
	"city" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"cancel_bookings" boolean DEFAULT true NOT NULL,
	"return_free_booking" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
CREATE TABLE "instance_heartbeats" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" text NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"workers" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"source" text NOT NULL,
	"locale" "locale",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "previous_name" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "previous_price_paise" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "adjusted_by" text;--> statement-breakpoint
ALTER TABLE "agent_turns" ADD CONSTRAINT "agent_turns_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_pauses" ADD CONSTRAINT "emergency_pauses_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_pauses" ADD CONSTRAINT "emergency_pauses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_pauses" ADD CONSTRAINT "emergency_pauses_ended_by_user_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_turns_created_idx" ON "agent_turns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "agent_turns_misses_idx" ON "agent_turns" USING btree ("created_at") WHERE "agent_turns"."outcome" in ('not_understood', 'error');--> statement-breakpoint
CREATE INDEX "emergency_pauses_active_idx" ON "emergency_pauses" USING btree ("ends_at") WHERE "emergency_pauses"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "search_misses_created_idx" ON "search_misses" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_adjusted_by_user_id_fk" FOREIGN KEY ("adjusted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");