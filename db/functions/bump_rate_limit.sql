-- The current bump_rate_limit: the newest migration defining it (0009_counted_booking.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
CREATE OR REPLACE FUNCTION bump_rate_limit(p_key text, p_reset_at timestamptz, p_now timestamptz, OUT rate_count integer, OUT rate_reset_at timestamptz) AS $$
BEGIN
  INSERT INTO rate_limits AS r (key, count, reset_at) VALUES (p_key, 1, p_reset_at)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.reset_at <= p_now THEN 1 ELSE r.count + 1 END,
      reset_at = CASE WHEN r.reset_at <= p_now THEN excluded.reset_at ELSE r.reset_at END
    RETURNING r.count, r.reset_at INTO rate_count, rate_reset_at;
END;
$$ LANGUAGE plpgsql;
