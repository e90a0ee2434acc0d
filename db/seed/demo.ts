import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { user } from '../schema/index.ts';
import { finishCatalogue, freeEmailTag, insertCatalogueChunks, insertRows, type SlotOptions } from './catalogue.ts';
import { cityNamed } from './cities.ts';
import { insertDemoDay } from './demo-day.ts';
import { insertPastActivity } from './past-activity.ts';
import { addProvider } from './provider-rows.ts';
import { createRandom } from './random.ts';
import { createEmailMaker, emptyRows, type CatalogueRows } from './rows.ts';
import { specialtyNamed } from './specialties/index.ts';

export type DemoAccount = { label: 'client' | 'provider' | 'admin'; email: string; password: string };

/** The demo accounts printed at start-up and listed in the README. */
export const demoAccounts: DemoAccount[] = [
  { label: 'client', email: 'client@demo.bookmitra.in', password: 'Client@12345' },
  { label: 'provider', email: 'provider@demo.bookmitra.in', password: 'Provider@12345' },
  { label: 'admin', email: 'admin@demo.bookmitra.in', password: 'Admin@12345' },
];

export type DemoOptions = SlotOptions & {
  /** Catalogue size besides the demo provider (default 160). */
  providers?: number;
  seed?: number;
};

/** Counts of what this run created; `alreadySeeded` means it found the demo data and did nothing. */
export type DemoSummary = {
  alreadySeeded: boolean;
  providers: number;
  services: number;
  slots: number;
  reviews: number;
  accounts: number;
  /** Bookings of the last month (past clients with catalogue providers), for the admin's charts. */
  pastBookings: number;
  /** The demo accounts' own bookings: the provider's coming days and attended visits, the client's visit to rate. */
  demoBookings: number;
};

/** The demo client's number: also their WhatsApp identity, so the simulator can act as them. */
export const demoClientPhone = '+919840012345';
/** The demo provider's number: on the listing, the profile (morning agenda) and the account, verified. */
export const demoProviderPhone = '+919840067890';
/** Any fixed number: concurrent seeders queue on it instead of seeding twice. */
const seedLockId = 7_340_212;

/**
 * Seeds the demo marketplace: a deterministic catalogue (default 160 providers over every
 * category and city, with services, 14 IST days of slots and reviews), the three demo accounts,
 * whose passwords are stored as better-auth stores them, and the last month's bookings of past
 * clients (so a new admin's dashboard and charts have something to show). Idempotent.
 */
export async function seedDemo(db: Db, options: DemoOptions): Promise<DemoSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockId})`);
    const existing = await tx
      .select({ email: user.email })
      .from(user)
      .where(
        inArray(
          user.email,
          demoAccounts.map((account) => account.email),
        ),
      );
    const taken = new Set(existing.map((row) => row.email));
    if (taken.has(accountFor('provider').email)) {
      return { alreadySeeded: true, providers: 0, services: 0, slots: 0, reviews: 0, accounts: 0, pastBookings: 0, demoBookings: 0 };
    }
    const hashes = new Map<string, string>();
    for (const account of demoAccounts) hashes.set(account.email, await hashPassword(account.password));
    const seed = options.seed ?? 42;
    const timings = options.timings ?? {};
    const emailTag = await freeEmailTag(tx);
    const catalogue = await insertCatalogueChunks(tx, { ...options, providers: options.providers ?? 160, seed, emailTag, timings });
    const rows = emptyRows();
    const demoProvider = addDemoProvider(rows, seed, options.now);
    const accounts = addDemoAccounts(rows, hashes, taken);
    await insertRows(tx, rows, timings);
    // The demo provider's agenda always spans the longer window too.
    const slots = await finishCatalogue(tx, { ...options, timings }, [...catalogue.firstProviderIds, demoProvider.providerId]);
    const past = await insertPastActivity(tx, createRandom(seed + 2), {
      now: options.now,
      demoProviderEmail: accountFor('provider').email,
    });
    const day = await insertDemoDay(tx, createRandom(seed + 3), {
      now: options.now,
      providerEmail: accountFor('provider').email,
      clientEmail: accountFor('client').email,
      pastClients: past.people,
    });
    return {
      alreadySeeded: false,
      providers: catalogue.providers + rows.providers.length,
      services: catalogue.services + rows.services.length,
      slots,
      reviews: catalogue.reviews + rows.reviews.length + day.reviews,
      accounts,
      pastBookings: past.bookings,
      demoBookings: day.bookings,
    };
  });
}

function accountFor(label: DemoAccount['label']): DemoAccount {
  return demoAccounts.find((account) => account.label === label)!;
}

/** Dr. Ananya Iyer, the dermatologist in Chennai who signs in as the demo provider. */
function addDemoProvider(rows: CatalogueRows, seed: number, now: Date) {
  const random = createRandom(seed + 1);
  return addProvider(
    rows,
    {
      specialty: specialtyNamed('Dermatologist'),
      city: cityNamed('Chennai'),
      area: 'Adyar',
      name: 'Dr. Ananya Iyer',
      userName: 'Dr. Ananya Iyer',
      email: accountFor('provider').email,
      person: { first: 'Ananya', last: 'Iyer', gender: 'f', community: 'tamil', language: 'ta' },
      languages: ['en', 'ta', 'hi'],
      phone: demoProviderPhone,
      serviceNames: ['Skin consultation', 'Acne treatment', 'Hair fall consultation', 'Chemical peel'],
    },
    { random, now, makeEmail: createEmailMaker(), usedNames: new Set() },
  );
}

/** Users, profiles and credential accounts of the demo accounts that do not exist yet. */
function addDemoAccounts(rows: CatalogueRows, hashes: Map<string, string>, taken: Set<string>): number {
  const client = accountFor('client');
  const admin = accountFor('admin');
  if (!taken.has(client.email)) {
    const id = randomUUID();
    rows.users.push({
      id,
      name: 'Priya Raman',
      email: client.email,
      emailVerified: true,
      role: 'user',
      phoneNumber: demoClientPhone,
      phoneNumberVerified: true,
    });
    rows.profiles.push({
      userId: id,
      fullName: 'Priya Raman',
      city: 'Chennai',
      contactPhone: demoClientPhone,
      locale: 'en',
      isActive: true,
      profileCompleted: true,
    });
  }
  if (!taken.has(admin.email)) {
    const id = randomUUID();
    rows.users.push({ id, name: 'BookMitra Admin', email: admin.email, emailVerified: true, role: 'admin' });
    rows.profiles.push({ userId: id, fullName: 'BookMitra Admin', city: 'Bengaluru', isActive: true, profileCompleted: true });
  }
  const demoUsers = rows.users.filter((row) => hashes.has(row.email));
  for (const row of demoUsers) {
    rows.accounts.push({ id: randomUUID(), accountId: row.id, providerId: 'credential', userId: row.id, password: hashes.get(row.email)! });
  }
  return demoUsers.length;
}
