CREATE TABLE "booking_day_counts" (
	"day" date NOT NULL,
	"channel" "booking_channel" NOT NULL,
	"status" "booking_status" NOT NULL,
	"shard" smallint NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_counts_day_channel_status_shard_pk" PRIMARY KEY("day","channel","status","shard")
);
--> statement-breakpoint
CREATE TABLE "booking_day_places" (
	"day" date NOT NULL,
	"category" "category" NOT NULL,
	"city" text NOT NULL,
	"shard" smallint NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_places_day_category_city_shard_pk" PRIMARY KEY("day","category","city","shard")
);
--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at","status");--> statement-breakpoint
-- The dashboard's and the analytics' rollups, kept by statement triggers on bookings (db/functions/booking_rollup*.sql).
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
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER bookings_rollups_insert AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups();--> statement-breakpoint
CREATE TRIGGER bookings_rollups_update AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups();--> statement-breakpoint
CREATE TRIGGER bookings_rollups_delete AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups();--> statement-breakpoint
SELECT rebuild_booking_rollups();
