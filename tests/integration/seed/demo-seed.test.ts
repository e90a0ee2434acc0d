import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import { categoryIds } from '#db/schema/index.ts';
import { cities } from '#db/seed/cities.ts';
import { workingDayBounds } from '#db/seed/hours.ts';
import { languageCodes } from '#db/seed/people.ts';
import { seedDemo, type DemoSummary } from '#db/seed/demo.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';

// A Monday, 10:00 IST: a fixed clock makes weekdays and slot windows exact.
const now = new Date('2026-03-02T04:30:00Z');
const istMidnight = new Date('2026-03-01T18:30:00Z');
let database: TestDatabase;
let summary: DemoSummary;

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => executeRows<T>(database.db, query);
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  summary = await seedDemo(database.db, { now });
});
afterAll(() => database.close());

describe('the demo seed', () => {
  it('creates at least 150 providers over all 15 categories and the 10 cities', async () => {
    const stats = await one<{ providers: number; categories: string[]; cities: string[] }>(sql`
      select count(*)::int as providers, array_agg(distinct category::text) as categories, array_agg(distinct city) as cities
      from providers`);
    expect(stats.providers).toBeGreaterThanOrEqual(150);
    expect(summary).toMatchObject({ alreadySeeded: false, providers: stats.providers, accounts: 3 });
    expect([...stats.categories].sort()).toEqual([...categoryIds].sort());
    expect([...stats.cities].sort()).toEqual(cities.map((city) => city.name).sort());
  });

  it('backs every provider with a provider user and an active, completed profile with an Indian phone', async () => {
    const bad = await rows(sql`
      select p.name from providers p
      join "user" u on u.id = p.user_id
      left join profiles pr on pr.user_id = u.id
      where u.role <> 'provider' or pr.user_id is null or not pr.is_active or not pr.profile_completed
        or pr.contact_phone !~ '^\\+91[6-9][0-9]{9}$' or pr.city <> p.city or pr.service_category <> p.category
        or (u.email not like '%@providers.bookmitra.in' and u.email <> 'provider@demo.bookmitra.in')`);
    expect(bad).toEqual([]);
  });

  it('verifies nearly every provider, leaving a few pending and one suspended', async () => {
    const counts = await rows<{ verification: string; total: number }>(sql`
      select verification::text, count(*)::int as total from providers group by verification`);
    const byStatus = Object.fromEntries(counts.map((row) => [row.verification, row.total]));
    expect(byStatus.pending).toBeGreaterThanOrEqual(3);
    expect(byStatus.pending).toBeLessThanOrEqual(4);
    expect(byStatus.suspended).toBe(1);
  });

  it('gives every provider 2 to 5 services in its category, priced ₹199–₹4,999, fitting in one slot', async () => {
    const perProvider = await rows<{ name: string; services: number }>(sql`
      select p.name, count(s.id)::int as services from providers p left join services s on s.provider_id = p.id group by p.id, p.name`);
    expect(perProvider.filter((row) => row.services < 2 || row.services > 5)).toEqual([]);
    const bad = await rows(sql`
      select s.name from services s join providers p on p.id = s.provider_id
      where s.category <> p.category or s.price_paise < 19900 or s.price_paise > 499900
        or s.duration_minutes > p.slot_minutes or p.slot_minutes not in (30, 60)`);
    expect(bad).toEqual([]);
    const approvals = await one<{ pending: number }>(sql`select count(*)::int as pending from services where approval = 'pending'`);
    expect(approvals.pending).toBeGreaterThanOrEqual(2);
  });

  it('gives every provider future slots within 14 IST days, inside its weekly working hours (past slots only as booked)', async () => {
    const withoutSlots = await rows(sql`
      select p.name from providers p where not exists (select 1 from time_slots t where t.provider_id = p.id and t.starts_at > ${now.toISOString()}::timestamptz)`);
    expect(withoutSlots).toEqual([]);
    const window = await one<{ late: number; past: number; first: number; last: number }>(sql`
      select count(*) filter (where starts_at <= ${now.toISOString()}::timestamptz
          and not exists (select 1 from bookings b where b.slot_id = time_slots.id))::int as past,
        count(*) filter (where starts_at >= (date '2026-03-16')::timestamp at time zone 'Asia/Kolkata')::int as late,
        min(extract(hour from starts_at at time zone 'Asia/Kolkata'))::int as first,
        max(extract(hour from starts_at at time zone 'Asia/Kolkata'))::int as last
      from time_slots`);
    expect(window).toMatchObject({ past: 0, late: 0 });
    expect(window.first).toBeGreaterThanOrEqual(workingDayBounds.startMinute / 60);
    expect(window.last).toBeLessThan(workingDayBounds.endMinute / 60);
    const outsideRules = await one<{ total: number }>(sql`
      select count(*)::int as total from time_slots t
      where not exists (
        select 1 from availability_rules r
        where r.provider_id = t.provider_id
          and r.weekday = extract(dow from t.starts_at at time zone 'Asia/Kolkata')
          and r.start_minute <= extract(epoch from (t.starts_at at time zone 'Asia/Kolkata')::time) / 60
          and extract(epoch from (t.starts_at at time zone 'Asia/Kolkata')::time) / 60
              + extract(epoch from t.ends_at - t.starts_at) / 60 <= r.end_minute)`);
    expect(outsideRules.total).toBe(0);
  });

  it('keeps clinics to morning and evening OPD, Monday to Saturday', async () => {
    const doctorSlots = await one<{ sundays: number; afternoons: number }>(sql`
      select count(*) filter (where extract(dow from t.starts_at at time zone 'Asia/Kolkata') = 0)::int as sundays,
        count(*) filter (where extract(hour from t.starts_at at time zone 'Asia/Kolkata') between 14 and 16)::int as afternoons
      from time_slots t join providers p on p.id = t.provider_id
      where p.category = 'doctor' and p.specialty <> 'Physiotherapist'`);
    expect(doctorSlots).toEqual({ sundays: 0, afternoons: 0 });
  });

  it('writes reviews rated 3 to 5 for most providers, and each rating matches its reviews', async () => {
    const reviewed = await one<{ share: number; low: number; high: number }>(sql`
      select (count(distinct r.provider_id)::float / (select count(*) from providers)) as share,
        min(r.rating)::int as low, max(r.rating)::int as high from reviews r`);
    expect(reviewed.share).toBeGreaterThan(0.7);
    expect(reviewed).toMatchObject({ low: 3, high: 5 });
    const mismatched = await rows(sql`
      select p.name from providers p
      left join (select provider_id, avg(rating) as average, count(*)::int as total from reviews group by provider_id) r
        on r.provider_id = p.id
      where p.rating_count <> coalesce(r.total, 0) or abs(p.rating_avg - coalesce(r.average, 0)) > 0.01`);
    expect(mismatched).toEqual([]);
  });

  it('has the providers people ask for by name and by everyday word', async () => {
    const mehta = await rows(sql`
      select name from providers where name like 'Dr.%Mehta' and category = 'doctor' and specialty = 'Dermatologist' and city = 'Mumbai'`);
    expect(mehta.length).toBeGreaterThanOrEqual(1);
    const specialties = (await rows<{ specialty: string }>(sql`select distinct specialty from providers`)).map((row) => row.specialty);
    expect(specialties).toEqual(
      expect.arrayContaining([
        'Dermatologist',
        'Dentist',
        'Paediatrician',
        'Barber',
        'Beauty Parlour',
        'AC Repair',
        'Fridge Repair',
        'Washing Machine Repair',
        'Chartered Accountant',
        'Lawyer',
        'Photographer',
        'Pest Control',
        'Packers and Movers',
        'Pandit',
        'Home Tutor',
        'Maths Tutor',
        'Coaching Institute',
        'Car Service Centre',
        'Counsellor',
        'Therapist',
        'Child Psychologist',
        'Civil Engineer',
        'Structural Engineer',
        'Digital Marketing Agency',
        'South Indian Mess',
        'Plumber',
      ]),
    );
  });

  it('lists only the ten languages, with the local one for each city', async () => {
    const bad = await rows(sql`
      select name from providers
      where cardinality(languages) = 0
        or not languages <@ ${sql.param([...languageCodes])}::text[]
        or (city = 'Chennai' and not 'ta' = any(languages))
        or (city = 'Kolkata' and not 'bn' = any(languages))`);
    expect(bad).toEqual([]);
  });

  it("gives the last month a history for the admin's charts: past clients' bookings by every channel and outcome, all before today", async () => {
    // The catalogue's history; the demo accounts' own day (demo-day.test.ts) is counted apart.
    const stats = await one<{
      total: number;
      channels: string[];
      statuses: string[];
      today: number;
      demo: number;
      createdToday: number;
      overlapping: number;
      all: number;
    }>(sql`
      select count(*) filter (where not b.demo)::int as total,
        array_agg(distinct channel::text) filter (where not b.demo) as channels,
        array_agg(distinct status::text) filter (where not b.demo) as statuses,
        count(*) filter (where not b.demo and (b.created_at >= ${istMidnight} or b.starts_at >= ${istMidnight}))::int as today,
        count(*) filter (where b.demo)::int as demo,
        count(*) filter (where b.created_at >= ${istMidnight})::int as "createdToday",
        (select count(*) from bookings x join bookings y on x.provider_id = y.provider_id and x.id < y.id
           and tstzrange(x.starts_at, x.ends_at) && tstzrange(y.starts_at, y.ends_at))::int as overlapping,
        count(*)::int as all
      from (select b.*, (u.email = 'provider@demo.bookmitra.in' or c.email like '%@demo.bookmitra.in') as demo
        from bookings b join providers p on p.id = b.provider_id join "user" u on u.id = p.user_id join "user" c on c.id = b.user_id) b`);
    expect(summary.pastBookings).toBe(stats.total);
    expect(summary.demoBookings).toBe(stats.demo);
    expect(stats.total).toBeGreaterThanOrEqual(150);
    expect([...stats.channels].sort()).toEqual(['admin', 'chat', 'sms', 'web', 'whatsapp']);
    expect([...stats.statuses].sort()).toEqual(['cancelled', 'completed', 'confirmed', 'no_show']);
    // Nothing was made today, the demo's bookings included: the admin's "today" figures start at zero.
    expect(stats).toMatchObject({ today: 0, createdToday: 0, overlapping: 0 });
    // The rollups the dashboard reads agree with the bookings.
    const rolled = await one<{ n: number }>(sql`select sum(bookings)::int as n from booking_day_counts`);
    expect(rolled.n).toBe(stats.all);
    const misses = await one<{ searches: number; turns: number; languages: string[] }>(sql`
      select (select count(*) from search_misses)::int as searches,
        (select count(*) from agent_turns where outcome = 'not_understood')::int as turns,
        (select array_agg(distinct locale::text) from conversations) as languages`);
    expect(misses.searches).toBeGreaterThan(0);
    expect(misses.turns).toBeGreaterThan(0);
    expect([...misses.languages].sort()).toEqual(['en', 'hi', 'ta']);
  });

  it('does nothing the second time it runs', async () => {
    const before = await one(sql`
      select (select count(*) from providers)::int as p, (select count(*) from services)::int as s,
        (select count(*) from time_slots)::int as t, (select count(*) from reviews)::int as r, (select count(*) from "user")::int as u`);
    const again = await seedDemo(database.db, { now });
    expect(again).toEqual({
      alreadySeeded: true,
      providers: 0,
      services: 0,
      slots: 0,
      reviews: 0,
      accounts: 0,
      pastBookings: 0,
      demoBookings: 0,
    });
    const after = await one(sql`
      select (select count(*) from providers)::int as p, (select count(*) from services)::int as s,
        (select count(*) from time_slots)::int as t, (select count(*) from reviews)::int as r, (select count(*) from "user")::int as u`);
    expect(after).toEqual(before);
  });
});
