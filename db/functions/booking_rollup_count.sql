-- The current booking_rollup_count: the newest migration defining it (0016_admin_speed.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
-- Adds one booking (sign 1) or takes it away (sign -1) in booking_day_counts: the IST day it was made,
-- its channel and status, and its amount when paid. Called by the bookings trigger (booking_rollups.sql).
CREATE OR REPLACE FUNCTION booking_rollup_count(b bookings, sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO booking_day_counts AS c (day, channel, status, shard, bookings, paid_paise)
  VALUES (
    (b.created_at AT TIME ZONE 'Asia/Kolkata')::date, b.channel, b.status, (hashtext(b.id::text) & 7)::smallint,
    sign, CASE WHEN b.payment_status = 'paid' THEN sign * b.amount_paise ELSE 0 END
  )
  ON CONFLICT (day, channel, status, shard)
  DO UPDATE SET bookings = c.bookings + EXCLUDED.bookings, paid_paise = c.paid_paise + EXCLUDED.paid_paise;
END;
$$ LANGUAGE plpgsql;
