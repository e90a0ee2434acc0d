import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addDays, istDate, istToInstant, weekdayOf } from '../contract/ist.ts';
import { availabilityRules, bookings, providers, reviews, services, timeSlots, user, type BookingChannel } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { refreshRatings } from './catalogue.ts';
import type { PastClient } from './past-activity.ts';
import type { Random } from './random.ts';

/**
 * The demo accounts' own day (issue 24.7), so that a newcomer signing in sees one: the demo
 * provider's appointments from today (IST) on, a few attended visits with their reviews, and the
 * demo client's attended visit waiting for a rating. Everything is dated from `now`, the first
 * start's clock, as the rest of the demo seed is.
 */
export type DemoDayOptions = { now: Date; providerEmail: string; clientEmail: string; pastClients: PastClient[] };

/** Appointments on each of the first days with free slots: today's first, then the coming working days. */
const bookedPerDay = [3, 2, 2, 2, 1];
/**
 * Only slots at least this far ahead are booked: an appointment seeded a minute before its start
 * would already be over when the newcomer opens the dashboard. With less left today, the day starts tomorrow.
 */
const leadMs = 60 * 60_000;
const hour = 3_600_000;
const upcomingChannels: Array<[BookingChannel, number]> = [
  ['web', 4],
  ['whatsapp', 4],
  ['chat', 2],
];

/** What the past clients wrote about their visits; the 4-star one has the doctor's reply. */
const visitReviews = [
  { rating: 5, comment: 'Dr. Iyer explained the acne treatment step by step. My skin is much clearer after a month.' },
  {
    rating: 4,
    comment: 'Waited 15 minutes past my slot, but the consultation was thorough and unhurried.',
    reply: 'Thank you! The evening clinic now has a second receptionist, so the wait should be shorter.',
  },
  { rating: 5, comment: 'மிகவும் பொறுமையாக விளக்கினார். Very good doctor.' },
  { rating: 5, comment: 'Hair fall kaafi kam ho gaya, doctor ne diet bhi sahi batayi.' },
] as const;
/** Attended visits of past clients (the first ones reviewed), on working days before today. */
const pastVisits = visitReviews.length + 1;

type Provider = { id: string; slotMinutes: number; gapMinutes: number };
type Service = { id: string; pricePaise: number };
type Rule = { weekday: number; startMinute: number; endMinute: number };
type Booking = typeof bookings.$inferInsert;
/** Who a booking is for: a past client, or the demo client. */
type Visitor = { id: string; name: string; phone: string | null };

/** Inserts the demo day; counts the bookings it made (none when the demo provider or client is missing). */
export async function insertDemoDay(db: Db, random: Random, options: DemoDayOptions): Promise<{ bookings: number; reviews: number }> {
  const [provider] = await db
    .select({ id: providers.id, slotMinutes: providers.slotMinutes, gapMinutes: providers.gapMinutes })
    .from(providers)
    .innerJoin(user, eq(user.id, providers.userId))
    .where(eq(user.email, options.providerEmail));
  const [client] = await db
    .select({ id: user.id, name: user.name, phone: user.phoneNumber })
    .from(user)
    .where(eq(user.email, options.clientEmail));
  if (!provider || !client || options.pastClients.length === 0) return { bookings: 0, reviews: 0 };
  const offered = await db
    .select({ id: services.id, pricePaise: services.pricePaise })
    .from(services)
    .where(and(eq(services.providerId, provider.id), eq(services.approval, 'approved')))
    .orderBy(asc(services.pricePaise), asc(services.name));
  const rules = await db
    .select({ weekday: availabilityRules.weekday, startMinute: availabilityRules.startMinute, endMinute: availabilityRules.endMinute })
    .from(availabilityRules)
    .where(eq(availabilityRules.providerId, provider.id));
  if (offered.length === 0) return { bookings: 0, reviews: 0 };

  const upcoming = await upcomingBookings(db, random, { ...options, provider, offered });
  const past = pastBookings(random, { ...options, provider, offered, rules, client });
  await bulkInsert(db, timeSlots, past.slots);
  await bulkInsert(db, bookings, [...upcoming, ...past.rows]);
  await bulkInsert(db, reviews, past.reviews);
  await refreshRatings(db);
  return { bookings: upcoming.length + past.rows.length, reviews: past.reviews.length };
}

/** 00:00 IST of today (by `now`). */
function todayStart(now: Date): number {
  return istToInstant(istDate(now)).getTime();
}

/**
 * Confirmed bookings of past clients on the provider's own free slots (the generated grid, inside
 * their hours, later than now plus the lead), taken here as a booking takes them. Each was made
 * before today, so the admin's "today" figures still start at zero.
 */
async function upcomingBookings(
  db: Db,
  random: Random,
  options: DemoDayOptions & { provider: Provider; offered: Service[] },
): Promise<Booking[]> {
  const free = await db
    .select({ id: timeSlots.id, startsAt: timeSlots.startsAt, endsAt: timeSlots.endsAt })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.providerId, options.provider.id),
        eq(timeSlots.isAvailable, true),
        gt(timeSlots.startsAt, new Date(options.now.getTime() + leadMs)),
      ),
    )
    .orderBy(asc(timeSlots.startsAt));
  const byDay = new Map<string, typeof free>();
  for (const slot of free) byDay.set(istDate(slot.startsAt), [...(byDay.get(istDate(slot.startsAt)) ?? []), slot]);
  const chosen = [...byDay.values()]
    .slice(0, bookedPerDay.length)
    .flatMap((slots, index) => random.sample(slots, bookedPerDay[index]!))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  if (chosen.length === 0) return [];
  await db
    .update(timeSlots)
    .set({ isAvailable: false })
    .where(
      inArray(
        timeSlots.id,
        chosen.map((slot) => slot.id),
      ),
    );
  return chosen.map((slot) => {
    const made = new Date(todayStart(options.now) - random.int(1, 6) * 24 * hour + random.int(9, 21) * hour);
    return visit(random, {
      provider: options.provider,
      service: random.pick(options.offered),
      client: random.pick(options.pastClients),
      slot,
      status: 'confirmed',
      channel: random.weighted(upcomingChannels),
      createdAt: made,
      updatedAt: made,
    });
  });
}

function visit(
  random: Random,
  made: {
    provider: Provider;
    service: Service;
    client: Visitor;
    slot: { id: string; startsAt: Date; endsAt: Date };
    status: 'confirmed' | 'completed';
    channel: BookingChannel;
    createdAt: Date;
    updatedAt: Date;
    paid?: boolean;
  },
): Booking {
  return {
    id: randomUUID(),
    userId: made.client.id,
    providerId: made.provider.id,
    serviceId: made.service.id,
    slotId: made.slot.id,
    startsAt: made.slot.startsAt,
    endsAt: made.slot.endsAt,
    name: made.client.name,
    phone: made.client.phone,
    status: made.status,
    channel: made.channel,
    amountPaise: made.service.pricePaise,
    paymentStatus: made.paid ? 'paid' : 'none',
    createdAt: made.createdAt,
    updatedAt: made.updatedAt,
  };
}

/** A slot's start on the provider's grid inside one of that IST day's hours, if they work that day. */
function gridStart(random: Random, provider: Provider, rules: Rule[], day: string): Date | undefined {
  const open = rules.filter((rule) => rule.weekday === weekdayOf(day) && rule.endMinute - rule.startMinute >= provider.slotMinutes);
  if (open.length === 0) return undefined;
  const rule = random.pick(open);
  const step = provider.slotMinutes + provider.gapMinutes;
  const starts = Math.floor((rule.endMinute - rule.startMinute - provider.slotMinutes) / step) + 1;
  return istToInstant(day, rule.startMinute + step * random.int(0, starts - 1));
}

/** "Lakshmi Iyer" → "Lakshmi I.", as public reviews show their authors. */
function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u);
  return words.length < 2 ? words[0]! : `${words[0]} ${words.at(-1)!.charAt(0)}.`;
}

/**
 * Attended visits on working days before today, one a day: the demo client's two working days
 * back (not yet rated), the past clients' before it, most of them reviewed a few hours after the visit.
 */
function pastBookings(
  random: Random,
  options: DemoDayOptions & {
    provider: Provider;
    offered: Service[];
    rules: Rule[];
    client: Visitor;
  },
) {
  const { provider, now } = options;
  const days: Array<{ day: string; startsAt: Date }> = [];
  for (let back = 1; back <= 60 && days.length < pastVisits + 2; back += 1) {
    const day = addDays(istDate(now), -back);
    const startsAt = gridStart(random, provider, options.rules, day);
    if (startsAt) days.push({ day, startsAt });
  }
  const slots: (typeof timeSlots.$inferInsert)[] = [];
  const rows: Booking[] = [];
  const written: (typeof reviews.$inferInsert)[] = [];
  const visitors = random.sample(options.pastClients, pastVisits);
  // The second working day back is the demo client's; the past clients' visits are the days before it.
  days.slice(1).forEach(({ startsAt }, index) => {
    const isDemoClient = index === 0;
    const client = isDemoClient ? options.client : visitors[index - 1];
    if (!client) return;
    const slot = { id: randomUUID(), startsAt, endsAt: new Date(startsAt.getTime() + provider.slotMinutes * 60_000) };
    slots.push({ ...slot, providerId: provider.id, isAvailable: false, createdAt: new Date(startsAt.getTime() - 20 * 24 * hour) });
    const booking = visit(random, {
      provider,
      // The demo client came for the first (least costly) consultation.
      service: isDemoClient ? options.offered[0]! : random.pick(options.offered),
      client,
      slot,
      status: 'completed',
      channel: isDemoClient ? 'web' : random.weighted(upcomingChannels),
      createdAt: new Date(startsAt.getTime() - random.int(1, 5) * 24 * hour),
      // Marked attended when the visit ended.
      updatedAt: slot.endsAt,
      paid: !isDemoClient && random.chance(0.7),
    });
    rows.push(booking);
    const said = visitReviews[index - 1];
    if (isDemoClient || !said) return;
    const createdAt = new Date(slot.endsAt.getTime() + random.int(2, 20) * hour);
    const reply = 'reply' in said ? said.reply : null;
    written.push({
      providerId: provider.id,
      userId: client.id,
      bookingId: booking.id,
      authorName: authorName(client.name),
      rating: said.rating,
      comment: said.comment,
      reply,
      repliedAt: reply ? new Date(createdAt.getTime() + 5 * hour) : null,
      createdAt,
    });
  });
  return { slots, rows, reviews: written };
}
