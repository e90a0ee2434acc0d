import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addDays, istDate, istToInstant, weekdayOf } from '../contract/ist.ts';
import {
  agentTurns,
  availabilityRules,
  bookings,
  conversations,
  profiles,
  providers,
  searchMisses,
  services,
  timeSlots,
  user,
  type BookingChannel,
  type BookingStatus,
  type Locale,
} from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { makePerson, type CommunityId } from './people.ts';
import type { Random } from './random.ts';

/** How far back the demo platform's history goes, in IST days before today. */
export const pastDays = 30;
/** The domain of the seeded past clients' e-mails (they have no password: nobody signs in as them). */
export const pastClientDomain = 'clients.bookmitra.in';

const channels: Array<[BookingChannel, number]> = [
  ['web', 34],
  ['whatsapp', 30],
  ['chat', 22],
  ['admin', 8],
  ['sms', 6],
];
const outcomes: Array<[BookingStatus, number]> = [
  ['completed', 72],
  ['cancelled', 14],
  ['no_show', 8],
  ['confirmed', 6],
];
const languages: Array<[Locale, number]> = [
  ['en', 50],
  ['hi', 30],
  ['ta', 20],
];
const clientCities = ['Chennai', 'Mumbai', 'Bengaluru', 'Delhi', 'Hyderabad', 'Pune'];
const communities: CommunityId[] = [
  'north',
  'tamil',
  'marathi',
  'bengali',
  'telugu',
  'kannada',
  'malayali',
  'gujarati',
  'muslim',
  'punjabi',
];

/** Searches that found nothing and lines Mitra did not get: what the analytics and the agents page show a new admin. */
const missedSearches = ['pet groomer', 'ayurveda massage', 'तबला शिक्षक', 'yoga at home', 'நாய் பயிற்சி', 'car mechanic', 'mehendi artist'];
const missedLines = [
  'can u come home',
  'mera purana appointment wala doctor',
  'same as last time',
  'அம்மாவுக்கு ஒரு டாக்டர்',
  'kal subah jaldi',
  'the one near the metro',
];

type Listed = {
  id: string;
  serviceId: string;
  pricePaise: number;
  hours: Array<Pick<typeof availabilityRules.$inferSelect, 'weekday' | 'startMinute' | 'endMinute'>>;
};
export type PastClient = { id: string; name: string; phone: string; locale: Locale };

const hour = 3_600_000;

/** 00:00 IST of the day `daysAgo` days before `now`'s IST day. */
function istMidnight(now: Date, daysAgo: number): number {
  return istToInstant(addDays(istDate(now), -daysAgo)).getTime();
}

/**
 * The demo platform's last month: past clients and their bookings with the catalogue's providers
 * (never the demo provider, whose dashboard stays the demo's own), by every channel and outcome, each
 * in a past slot of its own; the conversations they had with Mitra, a few searches that found nothing
 * and lines Mitra missed. Everything happened before today (IST), so today's figures start at zero.
 */
export async function insertPastActivity(db: Db, random: Random, options: { now: Date; demoProviderEmail: string; perDay?: number }) {
  const listed = await listedProviders(db, options.demoProviderEmail);
  if (listed.length === 0) return { clients: 0, bookings: 0, people: [] };
  const clients = makeClients(random, options.now);
  await bulkInsert(db, user, clients.users);
  await bulkInsert(db, profiles, clients.profiles);
  const { slots, rows } = makeBookings(random, listed, clients.people, options);
  await bulkInsert(db, timeSlots, slots);
  await bulkInsert(db, bookings, rows);
  await bulkInsert(db, conversations, makeConversations(clients.people, rows));
  await bulkInsert(db, searchMisses, makeMisses(random, options.now));
  await bulkInsert(db, agentTurns, makeTurns(random, rows, clients.people, options.now));
  return { clients: clients.people.length, bookings: rows.length, people: clients.people };
}

/**
 * A month of bookings needs a few thousand providers at most: a million providers' services and
 * hours (14M rows) would not fit in the seed's heap.
 */
const pastProviderSample = 5_000;

/** Verified catalogue providers (the first 5,000 by id) with their first approved service and weekly working hours. */
async function listedProviders(db: Db, demoProviderEmail: string): Promise<Listed[]> {
  const sample = db
    .select({ id: providers.id })
    .from(providers)
    .innerJoin(user, eq(user.id, providers.userId))
    .where(and(eq(providers.verification, 'verified'), ne(user.email, demoProviderEmail)))
    .orderBy(providers.id)
    .limit(pastProviderSample);
  const rows = await db
    .select({ id: providers.id, serviceId: services.id, pricePaise: services.pricePaise })
    .from(providers)
    .innerJoin(services, eq(services.providerId, providers.id))
    .where(and(inArray(providers.id, sample), eq(services.approval, 'approved')))
    .orderBy(providers.id, services.name);
  const rules = await db
    .select()
    .from(availabilityRules)
    .where(inArray(availabilityRules.providerId, sample))
    .orderBy(availabilityRules.providerId, availabilityRules.weekday);
  const hours = new Map<string, Listed['hours']>();
  for (const rule of rules) hours.set(rule.providerId, [...(hours.get(rule.providerId) ?? []), rule]);
  const first = new Map<string, Listed>();
  for (const row of rows) if (!first.has(row.id)) first.set(row.id, { ...row, hours: hours.get(row.id) ?? [] });
  return [...first.values()];
}

/** A half-hour start inside one of the provider's working hours on that IST day, if it works that day. */
function startWithin(random: Random, provider: Listed, dayStart: number): Date | undefined {
  const weekday = weekdayOf(istDate(new Date(dayStart)));
  const open = provider.hours.filter((rule) => rule.weekday === weekday && rule.endMinute - rule.startMinute >= 30);
  if (open.length === 0) return undefined;
  const rule = random.pick(open);
  const halfHours = Math.floor((rule.endMinute - rule.startMinute) / 30);
  return new Date(dayStart + (rule.startMinute + 30 * random.int(0, halfHours - 1)) * 60_000);
}

function makeClients(random: Random, now: Date) {
  const people: PastClient[] = [];
  const users: (typeof user.$inferInsert)[] = [];
  const rows: (typeof profiles.$inferInsert)[] = [];
  for (let index = 0; index < 60; index += 1) {
    const person = makePerson(random, random.pick(communities), random.chance(0.5) ? 'f' : 'm');
    const id = randomUUID();
    const phone = `+9197${String(40_000_000 + index * 1_373).padStart(8, '0')}`;
    const locale = random.weighted(languages);
    const joined = new Date(istMidnight(now, random.int(1, pastDays + 30)) + random.int(8, 21) * hour);
    const email = `${person.first}.${person.last}.${index}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
    users.push({ id, name: person.full, email: `${email}@${pastClientDomain}`, emailVerified: true, role: 'user', createdAt: joined });
    rows.push({
      userId: id,
      fullName: person.full,
      city: random.pick(clientCities),
      contactPhone: phone,
      locale,
      isActive: true,
      profileCompleted: true,
      createdAt: joined,
    });
    people.push({ id, name: person.full, phone, locale });
  }
  return { people, users, profiles: rows };
}

function makeBookings(random: Random, listed: Listed[], people: PastClient[], options: { now: Date; perDay?: number }) {
  const slots: (typeof timeSlots.$inferInsert)[] = [];
  const rows: (typeof bookings.$inferInsert)[] = [];
  const taken = new Set<string>();
  for (let daysAgo = pastDays; daysAgo >= 1; daysAgo -= 1) {
    const count = random.int(8, options.perDay ?? 18);
    for (let index = 0; index < count; index += 1) {
      const provider = random.pick(listed);
      const startsAt = startWithin(random, provider, istMidnight(options.now, daysAgo));
      const key = `${provider.id}@${startsAt?.getTime()}`;
      if (!startsAt || taken.has(key)) continue;
      taken.add(key);
      const client = random.pick(people);
      const slotId = randomUUID();
      const endsAt = new Date(startsAt.getTime() + hour / 2);
      slots.push({
        id: slotId,
        providerId: provider.id,
        startsAt,
        endsAt,
        isAvailable: false,
        createdAt: new Date(startsAt.getTime() - 20 * 24 * hour),
      });
      rows.push(pastBooking(random, { provider, client, slotId, startsAt, endsAt }));
    }
  }
  return { slots, rows };
}

function pastBooking(
  random: Random,
  made: { provider: Listed; client: PastClient; slotId: string; startsAt: Date; endsAt: Date },
): typeof bookings.$inferInsert {
  const status = random.weighted(outcomes);
  const createdAt = new Date(made.startsAt.getTime() - random.int(1, 72) * hour);
  const cancelledBy = status === 'cancelled' ? random.pick(['client', 'client', 'provider'] as const) : null;
  const paid = status === 'completed' && made.provider.pricePaise > 0 && random.chance(0.6);
  return {
    id: randomUUID(),
    userId: made.client.id,
    providerId: made.provider.id,
    serviceId: made.provider.serviceId,
    slotId: made.slotId,
    startsAt: made.startsAt,
    endsAt: made.endsAt,
    name: made.client.name,
    phone: made.client.phone,
    status,
    channel: random.weighted(channels),
    amountPaise: made.provider.pricePaise,
    paymentStatus: paid ? 'paid' : 'none',
    cancelledBy,
    cancelledAt: cancelledBy ? new Date(createdAt.getTime() + hour) : null,
    cancelReason: cancelledBy === 'provider' ? 'The clinic is closed that day.' : null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** One conversation per client and channel they booked through by talking to Mitra, in their language. */
function makeConversations(people: PastClient[], rows: (typeof bookings.$inferInsert)[]) {
  const byId = new Map(people.map((person) => [person.id, person]));
  const made = new Map<string, typeof conversations.$inferInsert>();
  for (const row of rows) {
    const channel = row.channel === 'chat' ? 'web' : row.channel === 'whatsapp' || row.channel === 'sms' ? row.channel : null;
    const client = byId.get(row.userId);
    if (!channel || !client || made.has(`${client.id}:${channel}`)) continue;
    made.set(`${client.id}:${channel}`, {
      channel,
      address: channel === 'web' ? null : client.phone,
      userId: client.id,
      locale: client.locale,
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
    });
  }
  return [...made.values()];
}

function makeMisses(random: Random, now: Date): (typeof searchMisses.$inferInsert)[] {
  return Array.from({ length: 24 }, () => ({
    term: random.pick(missedSearches),
    source: random.pick(['web', 'chat', 'whatsapp']),
    createdAt: new Date(istMidnight(now, random.int(1, pastDays)) + random.int(8, 22) * hour),
  }));
}

/** Mitra's turns behind the bookings made by talking to it, and a few it did not understand. */
function makeTurns(random: Random, rows: (typeof bookings.$inferInsert)[], people: PastClient[], now: Date) {
  const byId = new Map(people.map((person) => [person.id, person]));
  const turns: (typeof agentTurns.$inferInsert)[] = [];
  for (const row of rows) {
    const channel = row.channel === 'chat' ? 'web' : row.channel === 'whatsapp' || row.channel === 'sms' ? row.channel : null;
    if (!channel) continue;
    const locale = byId.get(row.userId)?.locale ?? 'en';
    const base = { channel, locale, model: 'gpt-4o-mini', durationMs: random.int(700, 2_400) } as const;
    turns.push({ ...base, outcome: 'answered', createdAt: new Date(row.createdAt!.getTime() - 60_000) });
    turns.push({ ...base, outcome: 'booked', createdAt: row.createdAt! });
  }
  for (let index = 0; index < 12; index += 1) {
    const at = new Date(istMidnight(now, random.int(1, pastDays)) + random.int(8, 22) * hour);
    turns.push({
      channel: random.pick(['web', 'whatsapp'] as const),
      locale: random.weighted(languages),
      model: 'gpt-4o-mini',
      outcome: 'not_understood',
      userText: random.pick(missedLines),
      replyText: "Sorry, I didn't get that. Which service do you need, and in which city?",
      durationMs: random.int(600, 1_800),
      createdAt: at,
    });
  }
  return turns;
}
