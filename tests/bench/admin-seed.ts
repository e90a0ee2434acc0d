import type pg from 'pg';

/**
 * Bulk rows for the admin bench, made by generate_series in the database (never row by row from
 * Node): clients, providers (each with a user), one slot per booking (so the slot and overlap
 * constraints hold), bookings spread over the last 400 days with every status, channel and
 * cancel-by, reviews, conversations and search misses; then the booking rollups counted in one pass.
 */
export async function seedAdminBench(client: pg.Client, sizes: { clients: number; providers: number; bookings: number }) {
  const { clients, providers, bookings } = sizes;
  const run = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    await client.query(sql, params);
    console.log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
  };
  await run(
    'clients',
    `insert into "user" (id, name, email, role, created_at)
     select 'bench-c-' || i, 'Client ' || i, 'client' || i || '@bench.in', 'user', now() - (i % 400) * interval '1 day'
     from generate_series(1, $1::int) i`,
    [clients],
  );
  await run(
    'providers',
    `with made as (
       insert into "user" (id, name, email, role) select 'bench-p-' || i, 'Provider ' || i, 'provider' || i || '@bench.in', 'provider'
       from generate_series(1, $1::int) i returning id)
     insert into providers (user_id, name, category, city, verification, created_at)
     select id, 'Dr. Bench ' || substr(id, 9),
       (enum_range(null::category))[1 + (hashtext(id) & 1023) % 15],
       (array['Mumbai','Delhi','Bengaluru','Chennai','Hyderabad','Pune','Kolkata','Ahmedabad','Jaipur','Kochi','Lucknow','Mysuru'])[1 + (hashtext(id || 'c') & 1023) % 12],
       'verified', now() - ((hashtext(id) & 1023) % 400) * interval '1 day'
     from made`,
    [providers],
  );
  await run('provider index', 'create temporary table bench_providers as select row_number() over (order by id) as n, id from providers');
  // Booking i goes to provider i mod P, each provider's spread evenly over the 400 days in whole half
  // hours: no two of one provider's bookings overlap, and every range of the bench holds bookings.
  const step = Math.max(1, Math.floor((400 * 48) / Math.max(1, Math.ceil(bookings / providers))));
  await run(
    'slots',
    `insert into time_slots (provider_id, starts_at, ends_at, is_available)
     select p.id, now() - interval '398 days' + (i / $2::int) * $3::int * interval '30 minutes',
            now() - interval '398 days' + (i / $2::int) * $3::int * interval '30 minutes' + interval '30 minutes', false
     from generate_series(0, $1::int - 1) i join bench_providers p on p.n = (i % $2::int) + 1`,
    [bookings, providers, step],
  );
  // Bulk rows skip the rollup trigger (a million one-row upserts); the rollups are counted once after.
  await run('rollup trigger off', 'alter table bookings disable trigger bookings_rollups_insert');
  await run(
    'bookings',
    `insert into bookings (user_id, provider_id, slot_id, starts_at, ends_at, name, status, channel, amount_paise, payment_status, cancelled_by, created_at)
     select 'bench-c-' || (1 + (hashtext(s.id::text) & 1048575) % $1::int), s.provider_id, s.id, s.starts_at, s.ends_at, 'Client',
       st.status::booking_status, (enum_range(null::booking_channel))[1 + (hashtext(s.id::text || 'ch') & 1023) % 5],
       49900, case when st.status = 'completed' then 'paid' else 'none' end::payment_status,
       case when st.status = 'cancelled' then (array['client','provider','admin',null])[1 + (hashtext(s.id::text || 'by') & 1023) % 4] end,
       s.starts_at - interval '2 days'
     from time_slots s
     cross join lateral (select (array['confirmed','completed','completed','cancelled','no_show','completed'])[1 + (hashtext(s.id::text || 'st') & 1023) % 6] as status) st`,
    [clients],
  );
  await run('rollup trigger on', 'alter table bookings enable trigger bookings_rollups_insert');
  await run('rollups counted (rebuild_booking_rollups)', 'select rebuild_booking_rollups()');
  await run(
    'reviews',
    `insert into reviews (provider_id, author_name, rating)
     select id, 'Bench', 1 + (hashtext(id::text || g) & 1023) % 5 from providers, generate_series(1, 3) g`,
  );
  await run(
    'conversations and search misses',
    `insert into conversations (channel, locale, created_at)
       select 'web', (enum_range(null::locale))[1 + i % 3], now() - (i % 400) * interval '1 day' from generate_series(1, $1::int) i;
     insert into search_misses (term, source, created_at)
       select 'term ' || (i % 500), 'web', now() - (i % 400) * interval '1 day' from generate_series(1, $1::int) i`.replace(
      /\$1::int/g,
      String(Math.max(1000, Math.round(bookings / 20))),
    ),
  );
  // As autovacuum would soon after a load: statistics, and the visibility map index-only scans need.
  await run('vacuum analyze', 'vacuum analyze');
}
