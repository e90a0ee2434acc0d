-- Slots held for waiters (issue 26.2): book_slot refuses a slot held for someone else with BM423
-- (409 slot_held), inside the booking's one statement, and booking a slot held for oneself ends the
-- hold and marks the waitlist entry booked (db/functions holds the body).
CREATE OR REPLACE FUNCTION book_slot(
  p_booking_id uuid, p_user_id text, p_slot_id uuid, p_service_id uuid, p_name text, p_phone text,
  p_channel booking_channel, p_amount_paise integer, p_now timestamptz,
  p_notifications jsonb, p_messages jsonb,
  p_rate_key text, p_rate_limit integer, p_rate_reset_at timestamptz
) RETURNS TABLE (booking bookings, rate_count integer, rate_reset_at timestamptz) AS $$
DECLARE
  v_slot time_slots%ROWTYPE;
  v_counted boolean;
  v_provider providers%ROWTYPE;
  v_hold slot_holds%ROWTYPE;
BEGIN
  IF p_rate_key IS NOT NULL THEN
    SELECT b.rate_count, b.rate_reset_at INTO rate_count, rate_reset_at FROM bump_rate_limit(p_rate_key, p_rate_reset_at, p_now) b;
    IF rate_count > p_rate_limit THEN
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  SELECT * INTO v_slot FROM time_slots WHERE id = p_slot_id;
  IF NOT FOUND THEN
    RETURN NEXT;
    RETURN;
  END IF;
  -- An emergency pause is checked under its scope's lock, after any pause being created has committed.
  PERFORM hold_pause_scopes(v_slot.provider_id);
  SELECT * INTO v_provider FROM providers WHERE id = v_slot.provider_id;
  IF EXISTS (
    SELECT 1 FROM emergency_pauses ep
    WHERE ep.ended_at IS NULL AND ep.starts_at < v_slot.ends_at AND ep.ends_at > v_slot.starts_at
      AND (
        (ep.scope = 'provider' AND ep.provider_id = v_provider.id)
        OR (ep.scope = 'category_city' AND ep.category = v_provider.category AND lower(trim(ep.city)) = lower(trim(v_provider.city)))
        OR (ep.scope = 'city' AND lower(trim(ep.city)) = lower(trim(v_provider.city))))
  ) THEN
    RAISE EXCEPTION 'bookings are paused here' USING ERRCODE = 'BM409';
  END IF;

  UPDATE time_slots SET is_available = false
    WHERE id = p_slot_id AND is_available AND starts_at > p_now
    RETURNING * INTO v_slot;
  IF NOT FOUND THEN
    RETURN NEXT;
    RETURN;
  END IF;

  -- A slot offered to a waiter (issue 26.2) is theirs alone until the hold expires. Read after the
  -- slot's row lock, so a hold committed by an offer meanwhile is seen; booking it ends the hold.
  DELETE FROM slot_holds WHERE slot_id = p_slot_id RETURNING * INTO v_hold;
  IF FOUND THEN
    IF v_hold.user_id <> p_user_id AND v_hold.expires_at > p_now THEN
      RAISE EXCEPTION 'slot held for a waiter' USING ERRCODE = 'BM423';
    END IF;
    UPDATE waitlist_entries
      SET status = (CASE WHEN v_hold.user_id = p_user_id THEN 'booked' ELSE 'expired' END)::waitlist_status, updated_at = p_now
      WHERE id = v_hold.waitlist_entry_id AND status = 'offered';
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
    RETURNING * INTO booking;

  INSERT INTO notifications (user_id, title, message, type, data)
    SELECT n.user_id, n.title, n.message, n.type, n.data
    FROM jsonb_to_recordset(p_notifications) AS n(user_id text, title text, message text, type notification_type, data jsonb);

  INSERT INTO outbox (channel, "to", subject, body, attachments, kind, user_id, booking_id, dedupe_key, status)
    SELECT m.channel, m."to", m.subject, m.body, m.attachments, m.kind, m.user_id, p_booking_id, m.dedupe_key, m.status
    FROM jsonb_to_recordset(p_messages) AS m(
      channel outbox_channel, "to" text, subject text, body text, attachments jsonb, kind text, user_id text, dedupe_key text, status outbox_status)
    ON CONFLICT (dedupe_key) DO NOTHING;

  RETURN NEXT;
END;
$$ LANGUAGE plpgsql;
