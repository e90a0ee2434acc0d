-- The current booking_rollups: the newest migration defining it (0016_admin_speed.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
-- The bookings trigger that keeps booking_day_counts and booking_day_places exact in the booking's own
-- transaction: an insert adds, a delete takes away, an update moves the booking from its old row to its
-- new one when anything counted changed.
CREATE OR REPLACE FUNCTION booking_rollups() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM booking_rollup_count(NEW, 1);
    PERFORM booking_rollup_place(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM booking_rollup_count(OLD, -1);
    PERFORM booking_rollup_place(OLD, -1);
  ELSE
    IF (OLD.status, OLD.channel, OLD.payment_status, OLD.amount_paise, OLD.created_at)
       IS DISTINCT FROM (NEW.status, NEW.channel, NEW.payment_status, NEW.amount_paise, NEW.created_at) THEN
      PERFORM booking_rollup_count(OLD, -1);
      PERFORM booking_rollup_count(NEW, 1);
    END IF;
    IF (OLD.provider_id, OLD.created_at) IS DISTINCT FROM (NEW.provider_id, NEW.created_at) THEN
      PERFORM booking_rollup_place(OLD, -1);
      PERFORM booking_rollup_place(NEW, 1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
