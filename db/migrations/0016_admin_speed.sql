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
-- The dashboard's and the analytics' rollups, kept by a trigger on bookings (db/functions/booking_rollup*.sql).
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_rollup_place(b bookings, sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO booking_day_places AS p (day, category, city, shard, bookings)
  SELECT (b.created_at AT TIME ZONE 'Asia/Kolkata')::date, pr.category, pr.city, (hashtext(b.id::text) & 7)::smallint, sign
  FROM providers pr WHERE pr.id = b.provider_id
  ON CONFLICT (day, category, city, shard) DO UPDATE SET bookings = p.bookings + EXCLUDED.bookings;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
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
CREATE TRIGGER bookings_rollups_rows AFTER INSERT OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION booking_rollups();--> statement-breakpoint
CREATE TRIGGER bookings_rollups_changes AFTER UPDATE OF "status", "channel", "payment_status", "amount_paise", "created_at", "provider_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION booking_rollups();--> statement-breakpoint
SELECT rebuild_booking_rollups();
