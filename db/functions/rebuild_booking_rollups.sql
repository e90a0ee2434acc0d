-- The current rebuild_booking_rollups: the newest migration defining it (0016_admin_speed.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
-- Counts booking_day_counts and booking_day_places again from the bookings: run by the migration that
-- made them, and by bulk loads that insert bookings with the trigger switched off (the admin bench).
CREATE OR REPLACE FUNCTION rebuild_booking_rollups() RETURNS void AS $$
BEGIN
  DELETE FROM booking_day_counts;
  DELETE FROM booking_day_places;
  INSERT INTO booking_day_counts (day, channel, status, shard, bookings, paid_paise)
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, channel, status, (hashtext(id::text) & 7)::smallint, count(*),
         coalesce(sum(amount_paise) FILTER (WHERE payment_status = 'paid'), 0)
  FROM bookings GROUP BY 1, 2, 3, 4;
  INSERT INTO booking_day_places (day, category, city, shard, bookings)
  SELECT (b.created_at AT TIME ZONE 'Asia/Kolkata')::date, p.category, p.city, (hashtext(b.id::text) & 7)::smallint, count(*)
  FROM bookings b JOIN providers p ON p.id = b.provider_id GROUP BY 1, 2, 3, 4;
END;
$$ LANGUAGE plpgsql;
