-- The current booking_rollup_apply: the newest migration defining it (0016_admin_speed.sql) creates exactly this body.
-- To change it, edit this file and write a migration that runs it (tests/integration/db/sql-functions.test.ts checks both).
-- Counts bookings added (+1) and taken away (-1) into booking_day_counts (IST day made, channel, status:
-- bookings and the amounts paid) and booking_day_places (IST day made, the provider's category and city
-- now). A booking in both lists with nothing counted changed cancels out and touches no row. One grouped
-- upsert per rollup, in key order, so concurrent statements take their row locks in the same order.
CREATE OR REPLACE FUNCTION booking_rollup_apply(added bookings[], removed bookings[]) RETURNS void AS $$
BEGIN
  WITH delta AS (
    SELECT b.id, b.provider_id, (b.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, b.channel, b.status,
           CASE WHEN b.payment_status = 'paid' THEN b.amount_paise ELSE 0 END AS paid, 1 AS sign
    FROM unnest(added) b
    UNION ALL
    SELECT b.id, b.provider_id, (b.created_at AT TIME ZONE 'Asia/Kolkata')::date, b.channel, b.status,
           CASE WHEN b.payment_status = 'paid' THEN b.amount_paise ELSE 0 END, -1
    FROM unnest(removed) b
  ), counts AS (
    INSERT INTO booking_day_counts AS c (day, channel, status, shard, bookings, paid_paise)
    SELECT day, channel, status, (hashtext(id::text) & 7)::smallint, sum(sign), sum(sign * paid)
    FROM delta GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * paid) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, channel, status, shard)
    DO UPDATE SET bookings = c.bookings + EXCLUDED.bookings, paid_paise = c.paid_paise + EXCLUDED.paid_paise
  )
  INSERT INTO booking_day_places AS p (day, category, city, shard, bookings)
  SELECT d.day, pr.category, pr.city, (hashtext(d.id::text) & 7)::smallint, sum(d.sign)
  FROM delta d JOIN providers pr ON pr.id = d.provider_id
  GROUP BY 1, 2, 3, 4 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, category, city, shard) DO UPDATE SET bookings = p.bookings + EXCLUDED.bookings;
END;
$$ LANGUAGE plpgsql;
