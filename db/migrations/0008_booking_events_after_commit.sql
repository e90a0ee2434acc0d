DROP INDEX "outbox_provider_message_idx";--> statement-breakpoint
CREATE INDEX "outbox_provider_message_idx" ON "outbox" USING btree ("provider_message_id") WHERE "outbox"."provider_message_id" is not null;--> statement-breakpoint
-- book_slot no longer NOTIFYs: Postgres holds a database-wide lock from a notifying transaction's
-- commit until its end (WAL flush included), so NOTIFY inside every booking made bookings commit one
-- at a time. The caller publishes the live events after commit instead, batched
-- (api/services/events/event-hub.ts), as cancel and reschedule always did.
DROP FUNCTION book_slot(uuid, text, uuid, uuid, text, text, booking_channel, integer, timestamptz, jsonb, jsonb, jsonb, text);
--> statement-breakpoint
-- A booking in one statement (one round trip, atomic without an explicit transaction): take the
-- slot with a conditional update, count the free-tier quota, insert the booking with its in-app
-- notifications and outgoing messages. The texts are rendered by the caller beforehand (they are
-- localised). Returns no row when the slot is no longer free; raises BM402 when the free tier is
-- used up, and the constraints of 0002 raise on a double booking — either way nothing is written.
CREATE FUNCTION book_slot(
  p_booking_id uuid, p_user_id text, p_slot_id uuid, p_service_id uuid, p_name text, p_phone text,
  p_channel booking_channel, p_amount_paise integer, p_now timestamptz,
  p_notifications jsonb, p_messages jsonb
) RETURNS SETOF bookings AS $$
DECLARE
  v_slot time_slots%ROWTYPE;
  v_counted boolean;
  v_booking bookings%ROWTYPE;
BEGIN
  UPDATE time_slots SET is_available = false
    WHERE id = p_slot_id AND is_available AND starts_at > p_now
    RETURNING * INTO v_slot;
  IF NOT FOUND THEN
    RETURN;
  END IF;

  UPDATE profiles SET free_bookings_used = free_bookings_used + 1, updated_at = p_now
    WHERE user_id = p_user_id AND subscription_tier = 'free' AND free_bookings_used < free_booking_limit;
  v_counted := FOUND;
  IF NOT v_counted AND EXISTS (SELECT 1 FROM profiles WHERE user_id = p_user_id AND subscription_tier = 'free') THEN
    RAISE EXCEPTION 'no free booking left' USING ERRCODE = 'BM402';
  END IF;

  INSERT INTO bookings (id, user_id, provider_id, service_id, slot_id, starts_at, ends_at, name, phone, status, channel, amount_paise, counted_free)
    VALUES (p_booking_id, p_user_id, v_slot.provider_id, p_service_id, v_slot.id, v_slot.starts_at, v_slot.ends_at, p_name, p_phone,
      'confirmed', p_channel, p_amount_paise, v_counted)
    RETURNING * INTO v_booking;

  INSERT INTO notifications (user_id, title, message, type, data)
    SELECT n.user_id, n.title, n.message, n.type, n.data
    FROM jsonb_to_recordset(p_notifications) AS n(user_id text, title text, message text, type notification_type, data jsonb);

  INSERT INTO outbox (channel, "to", body, kind, user_id, booking_id, dedupe_key, status)
    SELECT m.channel, m."to", m.body, m.kind, m.user_id, p_booking_id, m.dedupe_key, m.status
    FROM jsonb_to_recordset(p_messages) AS m(channel outbox_channel, "to" text, body text, kind text, user_id text, dedupe_key text, status outbox_status)
    ON CONFLICT (dedupe_key) DO NOTHING;

  RETURN NEXT v_booking;
END;
$$ LANGUAGE plpgsql;
