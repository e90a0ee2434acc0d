-- The current booking_rollups: the newest migration defining it (0016_admin_speed.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
-- The bookings triggers, one a statement per event with the statement's rows as the transition tables
-- `added` and `removed`: they keep the booking rollups exact in the statement's own transaction, one
-- aggregate per statement whatever its size (booking_rollup_apply.sql).
CREATE OR REPLACE FUNCTION booking_rollups() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM booking_rollup_apply(ARRAY(SELECT ROW(a.*)::bookings FROM added a), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM booking_rollup_apply('{}', ARRAY(SELECT ROW(r.*)::bookings FROM removed r));
  ELSE
    PERFORM booking_rollup_apply(ARRAY(SELECT ROW(a.*)::bookings FROM added a), ARRAY(SELECT ROW(r.*)::bookings FROM removed r));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
