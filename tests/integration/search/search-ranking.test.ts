/**
 * The ranking of the search over the database tables: real providers and services, written by the
 * sync as the app writes them, then queried as GET /api/search and the provider list query them.
 * Each case has a database of its own, so one catalogue's words never reach another's.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '#api/core/logger.ts';
import { staticScore } from '#api/services/catalog/search/catalog-documents.ts';
import { matchProviderIds, searchDocs } from '#api/services/catalog/search/index-query.ts';
import { syncSearchDocuments } from '#api/services/catalog/search/search-sync.ts';
import { providers, services, type CategoryId } from '#db/schema/index.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';

type ProviderInput = {
  name: string;
  category?: CategoryId;
  specialty?: string;
  city?: string;
  ratingAvg?: number;
  ratingCount?: number;
  services?: string[];
};

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** A database holding exactly these listed providers (a service each unless given), synced for search. */
async function catalogue(inputs: ProviderInput[]) {
  database = await createTestDatabase();
  const { db } = database;
  const names = new Map<string, string>();
  for (const input of inputs) {
    const { provider, services: made } = await makeProvider(db, {
      name: input.name,
      category: input.category ?? 'doctor',
      specialty: input.specialty ?? null,
      city: input.city ?? 'Chennai',
      area: '',
      services: (input.services ?? ['Visit']).map((name) => ({ name })),
    });
    // Only the services a case names: the factory's default one would add documents to every result.
    if (!input.services)
      await db.delete(services).where(
        inArray(
          services.id,
          made.map((service) => service.id),
        ),
      );
    if (input.ratingCount) {
      await db
        .update(providers)
        .set({ ratingAvg: input.ratingAvg ?? 0, ratingCount: input.ratingCount })
        .where(eq(providers.id, provider.id));
    }
    names.set(provider.id, input.name);
  }
  await syncSearchDocuments({ db, logger: createLogger('silent'), now: () => new Date() });
  return { db, names };
}

type Options = { limit?: number; category?: CategoryId; city?: string };
const labels = async (db: TestDatabase['db'], query: string, options: Options = {}) =>
  (await searchDocs(db, query, { limit: 8, ...options })).map((hit) => hit.label);

describe('search ranking', () => {
  it('ranks the whole label, then exact words, then prefixes, then typos', async () => {
    const { db } = await catalogue([
      { name: 'Neha Sarma', category: 'consultant' },
      { name: 'Sharmaji Auto Care', category: 'car' },
      { name: 'Kavita Sharma', category: 'consultant' },
      { name: 'Sharma', category: 'consultant' },
    ]);
    expect(await labels(db, 'sharma')).toEqual(['Sharma', 'Kavita Sharma', 'Sharmaji Auto Care', 'Neha Sarma']);
  });

  it('leaves typo matches out while exact and prefix matches fill the limit', async () => {
    const { db } = await catalogue([{ name: 'Neha Sarma' }, { name: 'Kavita Sharma' }, { name: 'Ravi Sharma' }]);
    expect(await labels(db, 'sharma', { limit: 2 })).toEqual(['Kavita Sharma', 'Ravi Sharma']);
    expect(await labels(db, 'sharma', { limit: 3 })).toEqual(['Kavita Sharma', 'Ravi Sharma', 'Neha Sarma']);
  });

  it('breaks ties by rating, then by name', async () => {
    const { db } = await catalogue([
      { name: 'Zoya Mehta', ratingAvg: 4.9, ratingCount: 120 },
      { name: 'Amit Mehta' },
      { name: 'Bela Mehta' },
      { name: 'Chirag Mehta', ratingAvg: 2.5, ratingCount: 40 },
    ]);
    expect(await labels(db, 'mehta')).toEqual(['Zoya Mehta', 'Amit Mehta', 'Bela Mehta', 'Chirag Mehta']);
  });

  it('weighs a rating by its number of reviews', () => {
    expect(staticScore({ ratingAvg: 4.8, ratingCount: 200 })).toBeGreaterThan(staticScore({ ratingAvg: 5, ratingCount: 1 }));
  });

  it('prefers the specialty over the category, so dentists come before other doctors', async () => {
    const { db } = await catalogue([
      { name: 'Dr. Physician', specialty: 'General Physician', ratingAvg: 5, ratingCount: 50 },
      { name: 'Dr. Tooth', specialty: 'Dentist' },
      { name: 'Glow Salon', category: 'salon' },
    ]);
    expect(await labels(db, 'dentist')).toEqual(['Dr. Tooth', 'Dr. Physician']);
    expect(await labels(db, 'barber')).toEqual(['Glow Salon']);
  });

  it('ranks documents matching every word before those matching some', async () => {
    const { db } = await catalogue([
      { name: 'Dr. Anil Mehta', city: 'Pune' },
      { name: 'Dr. Rohan Mehta', city: 'Mumbai', specialty: 'Dermatologist' },
      { name: 'Mumbai Dental Care', city: 'Mumbai' },
    ]);
    const [first, ...rest] = await labels(db, 'mehta mumbai');
    expect(first).toBe('Dr. Rohan Mehta');
    expect(rest.sort()).toEqual(['Dr. Anil Mehta', 'Mumbai Dental Care']);
    expect((await labels(db, 'skin mehta'))[0]).toBe('Dr. Rohan Mehta');
  });

  it('finds typos of several words together', async () => {
    const { db } = await catalogue([
      { name: 'Dr. Rohan Mehta', specialty: 'Dermatologist', city: 'Mumbai' },
      { name: 'Dr. Rohan Shah', specialty: 'Dentist' },
    ]);
    expect(await labels(db, 'dermatolgist mumbay')).toEqual(['Dr. Rohan Mehta', 'Dr. Rohan Shah']);
  });

  it('applies category and city filters to providers and services', async () => {
    const { db } = await catalogue([
      { name: 'Skin First', specialty: 'Dermatologist', city: 'Pune', services: ['Skin peel'] },
      { name: 'Skin Deep Spa', category: 'salon', city: 'Pune', services: ['Skin polish'] },
      { name: 'Skin Care Clinic', specialty: 'Dermatologist', city: 'Delhi' },
    ]);
    expect(await labels(db, 'skin', { category: 'salon' })).toEqual(['Skin Deep Spa', 'Skin polish']);
    expect(await labels(db, 'skin', { city: ' pune ', category: 'doctor' })).toEqual(['Skin First', 'Skin peel']);
  });

  it('answers nothing for queries under 2 characters', async () => {
    const { db } = await catalogue([{ name: 'A' }]);
    expect(await labels(db, ' a ')).toEqual([]);
  });
});

describe('matchProviderIds', () => {
  it('finds providers through their services, each once, best match first', async () => {
    const { db, names } = await catalogue([
      { name: 'Cut Above', category: 'salon', services: ['Haircut (men)', 'Haircut (women)'] },
      { name: 'Haircut Express', category: 'salon' },
      { name: 'Dr. Hair', specialty: 'Trichologist' },
    ]);
    const found = (await matchProviderIds(db, 'haircut', {})).map((id) => names.get(id));
    expect(found).toEqual(['Haircut Express', 'Cut Above']);
  });

  it('keeps only providers matching every word', async () => {
    const { db } = await catalogue([
      { name: 'Dr. Rohan Mehta', city: 'Mumbai' },
      { name: 'Dr. Anil Mehta', city: 'Pune' },
    ]);
    expect(await matchProviderIds(db, 'mehta pune', {})).toHaveLength(1);
  });
});
