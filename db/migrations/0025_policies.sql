CREATE TYPE "public"."waitlist_status" AS ENUM('waiting', 'offered', 'booked', 'cancelled', 'expired');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'waitlist' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."reward_entry_kind" ADD VALUE 'provider_late_cancel';--> statement-breakpoint
CREATE TABLE "no_show_block_lifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lifted_by" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_holds" (
	"slot_id" uuid PRIMARY KEY NOT NULL,
	"waitlist_entry_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"part_of_day" text,
	"status" "waitlist_status" DEFAULT 'waiting' NOT NULL,
	"channel" "booking_channel" DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_part_check" CHECK ("waitlist_entries"."part_of_day" is null or "waitlist_entries"."part_of_day" in ('morning', 'afternoon', 'evening'))
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "booking_notice_minutes" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "cancel_notice_minutes" integer;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "no_show_block_lifts" ADD CONSTRAINT "no_show_block_lifts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_block_lifts" ADD CONSTRAINT "no_show_block_lifts_lifted_by_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_slot_id_time_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."time_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_show_block_lifts_user_idx" ON "no_show_block_lifts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "slot_holds_expires_idx" ON "slot_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "slot_holds_entry_idx" ON "slot_holds" USING btree ("waitlist_entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_provider_day_idx" ON "waitlist_entries" USING btree ("provider_id","day","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_uq" ON "waitlist_entries" USING btree ("user_id","provider_id","day",coalesce("part_of_day", '')) WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_booking_uq" ON "reward_entries" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_booking_notice_check" CHECK ("providers"."booking_notice_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_cancel_notice_check" CHECK ("providers"."cancel_notice_minutes" between 0 and 10080);