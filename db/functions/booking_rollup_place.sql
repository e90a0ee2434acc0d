-- The current booking_rollup_place: the newest migration defining it (0016_admin_speed.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
-- Adds one booking (sign 1) or takes it away (sign -1) in booking_day_places: the IST day it was made
-- and its provider's category and city now (a provider gone with a cascade is skipped).
CREATE OR REPLACE FUNCTION booking_rollup_place(b bookings, sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO booking_day_places AS p (day, category, city, shard, bookings)
  SELECT (b.created_at AT TIME ZONE 'Asia/Kolkata')::date, pr.category, pr.city, (hashtext(b.id::text) & 7)::smallint, sign
  FROM providers pr WHERE pr.id = b.provider_id
  ON CONFLICT (day, category, city, shard) DO UPDATE SET bookings = p.bookings + EXCLUDED.bookings;
END;
$$ LANGUAGE plpgsql;
