import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import { demoAccounts, seedDemo } from '#db/seed/demo.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';

/**
 * Issue 24.7: a newcomer signing in as a demo account sees a working day. The demo provider has
 * appointments from today (IST, later than now) or, with the day over, from the next working day; reviews
 * and a phone number; the demo client has an attended visit to rate, and a full free quota.
 */
const providerEmail = demoAccounts.find((account) => account.label === 'provider')!.email;
const clientEmail = demoAccounts.find((account) => account.label === 'client')!.email;

type Seeded = { database: TestDatabase; now: Date };
type Row = Record<string, unknown>;

async function seededAt(now: Date): Promise<Seeded> {
  const database = await createTestDatabase();
  // A small catalogue: the demo's own rows do not depend on its size, and it seeds in a few seconds.
  await seedDemo(database.db, { now, providers: 30 });
  return { database, now };
}

const rowsOf = <T extends Row>(seeded: Seeded, query: ReturnType<typeof sql>) => executeRows<T>(seeded.database.db, query);

/** The demo provider's bookings, with their slot, rules check and IST day. */
function providerBookings(seeded: Seeded) {
  return rowsOf<{
    status: string;
    day: string;
    minute: number;
    afterNow: boolean;
    clientEmail: string;
    slotMatches: boolean;
    slotFree: boolean;
    insideHours: boolean;
    createdBeforeToday: boolean;
    servicePrice: boolean;
  }>(
    seeded,
    sql`
    select b.status::text as status, to_char(b.starts_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
      (extract(hour from b.starts_at at time zone 'Asia/Kolkata') * 60 + extract(minute from b.starts_at at time zone 'Asia/Kolkata'))::int as minute,
      b.starts_at > ${seeded.now.toISOString()}::timestamptz as "afterNow", c.email as "clientEmail",
      (t.starts_at = b.starts_at and t.ends_at = b.ends_at and t.provider_id = b.provider_id) as "slotMatches",
      t.is_available as "slotFree",
      exists (select 1 from availability_rules r where r.provider_id = b.provider_id
        and r.weekday = extract(dow from b.starts_at at time zone 'Asia/Kolkata')
        and r.start_minute <= extract(epoch from (b.starts_at at time zone 'Asia/Kolkata')::time) / 60
        and extract(epoch from (b.ends_at at time zone 'Asia/Kolkata')::time) / 60 <= r.end_minute) as "insideHours",
      b.created_at < (date_trunc('day', ${seeded.now.toISOString()}::timestamptz at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata') as "createdBeforeToday",
      (s.provider_id = b.provider_id and s.price_paise = b.amount_paise) as "servicePrice"
    from bookings b
    join providers p on p.id = b.provider_id join "user" u on u.id = p.user_id
    join "user" c on c.id = b.user_id
    join time_slots t on t.id = b.slot_id
    left join services s on s.id = b.service_id
    where u.email = ${providerEmail}
    order by b.starts_at`,
  );
}

const istDay = (instant: Date, plusDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(instant.getTime() + plusDays * 86_400_000));

describe('the demo day, seeded on a Monday at 10:00 IST', () => {
  let seeded: Seeded;
  beforeAll(async () => {
    seeded = await seededAt(new Date('2026-03-02T04:30:00Z'));
  }, 120_000);
  afterAll(() => seeded.database.close());

  it("books today's and the coming days' appointments for the demo provider from the past clients, later than now, on free slots of the grid", async () => {
    const booked = await providerBookings(seeded);
    const upcoming = booked.filter((booking) => booking.status === 'confirmed');
    const today = upcoming.filter((booking) => booking.day === istDay(seeded.now));
    expect(today.length).toBeGreaterThanOrEqual(2);
    expect(upcoming.every((booking) => booking.afterNow)).toBe(true);
    expect(new Set(upcoming.map((booking) => booking.day)).size).toBeGreaterThanOrEqual(4);
    expect(upcoming.every((booking) => booking.day <= istDay(seeded.now, 7))).toBe(true);
    expect(upcoming.every((booking) => booking.clientEmail.endsWith('@clients.bookmitra.in'))).toBe(true);
    for (const booking of booked) {
      expect(booking).toMatchObject({
        slotMatches: true,
        slotFree: false,
        insideHours: true,
        createdBeforeToday: true,
        servicePrice: true,
      });
      // The 30-minute grid from the opening hour.
      expect(booking.minute % 30).toBe(0);
    }
    // Free slots stay for the newcomer to book: most of each day is still open.
    const [free] = await rowsOf<{ today: number }>(
      seeded,
      sql`select count(*)::int as today from time_slots t join providers p on p.id = t.provider_id join "user" u on u.id = p.user_id
        where u.email = ${providerEmail} and t.is_available and t.starts_at > ${seeded.now.toISOString()}::timestamptz
          and to_char(t.starts_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') = ${istDay(seeded.now)}`,
    );
    expect(free!.today).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo provider reviews of attended visits and a verified Indian phone number', async () => {
    const [provider] = await rowsOf<{
      phone: string | null;
      verified: boolean | null;
      contact: string | null;
      listed: string | null;
      ratingCount: number;
      ratingAvg: number;
    }>(
      seeded,
      sql`select u.phone_number as phone, u.phone_number_verified as verified, pr.contact_phone as contact, p.phone as listed,
        p.rating_count as "ratingCount", p.rating_avg as "ratingAvg"
      from providers p join "user" u on u.id = p.user_id join profiles pr on pr.user_id = u.id where u.email = ${providerEmail}`,
    );
    expect(provider!.phone).toMatch(/^\+91[6-9]\d{9}$/);
    expect(provider).toMatchObject({ verified: true, contact: provider!.phone, listed: provider!.phone });
    const reviews = await rowsOf<{ rating: number; replied: boolean; attended: boolean; author: string }>(
      seeded,
      sql`select r.rating, r.reply is not null as replied, r.author_name as author,
        (b.status = 'completed' and b.user_id = r.user_id and b.provider_id = r.provider_id and b.starts_at < r.created_at) as attended
      from reviews r join providers p on p.id = r.provider_id join "user" u on u.id = p.user_id
      left join bookings b on b.id = r.booking_id
      where u.email = ${providerEmail}`,
    );
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews.every((review) => review.attended)).toBe(true);
    expect(reviews.some((review) => review.replied)).toBe(true);
    expect(reviews.some((review) => !review.replied)).toBe(true);
    expect(reviews.every((review) => /^\S+ \S\.$/u.test(review.author))).toBe(true);
    expect(provider!.ratingCount).toBe(reviews.length);
    const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
    expect(provider!.ratingAvg).toBeCloseTo(average, 2);
  });

  it('gives the demo client one attended visit to rate, and a full free quota', async () => {
    const mine = await rowsOf<{ status: string; past: boolean; reviewed: boolean; provider: string }>(
      seeded,
      sql`select b.status::text as status, b.starts_at < ${seeded.now.toISOString()}::timestamptz as past,
        exists (select 1 from reviews r where r.booking_id = b.id) as reviewed, pu.email as provider
      from bookings b join "user" c on c.id = b.user_id join providers p on p.id = b.provider_id join "user" pu on pu.id = p.user_id
      where c.email = ${clientEmail}`,
    );
    expect(mine).toEqual([{ status: 'completed', past: true, reviewed: false, provider: providerEmail }]);
    const quotas = await rowsOf<{ email: string; used: number; limit: number; tier: string }>(
      seeded,
      sql`select u.email, pr.free_bookings_used as used, pr.free_booking_limit as limit, pr.subscription_tier::text as tier
      from "user" u join profiles pr on pr.user_id = u.id where u.email like '%@demo.bookmitra.in' order by u.email`,
    );
    expect(quotas).toHaveLength(3);
    expect(quotas.every((quota) => quota.used === 0 && quota.limit === 5 && quota.tier === 'free')).toBe(true);
  });
});

describe('the demo day, seeded late in the evening', () => {
  it('starts the appointments on the next working day when today has no time left (Monday 21:30 IST: Tuesday)', async () => {
    const seeded = await seededAt(new Date('2026-03-02T16:00:00Z'));
    try {
      const upcoming = (await providerBookings(seeded)).filter((booking) => booking.status === 'confirmed');
      expect(upcoming.length).toBeGreaterThanOrEqual(4);
      expect(upcoming[0]!.day).toBe('2026-03-03');
      expect(upcoming.every((booking) => booking.afterNow && booking.insideHours)).toBe(true);
    } finally {
      await seeded.database.close();
    }
  }, 120_000);

  it('skips the day the provider does not work (Saturday 20:30 IST: Monday, not Sunday)', async () => {
    const seeded = await seededAt(new Date('2026-03-07T15:00:00Z'));
    try {
      const upcoming = (await providerBookings(seeded)).filter((booking) => booking.status === 'confirmed');
      expect(upcoming[0]!.day).toBe('2026-03-09');
      expect(upcoming.some((booking) => booking.day === '2026-03-08')).toBe(false);
    } finally {
      await seeded.database.close();
    }
  }, 120_000);
});
