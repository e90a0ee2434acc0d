import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CategoryId } from '#db/schema/index.ts';
import { matchProviderIds, searchIndex } from '#api/services/catalog/search/index-query.ts';
import { buildSearchIndex, staticScore, type CatalogProvider, type CatalogService } from '#api/services/catalog/search/search-index.ts';

type ProviderInput = Partial<CatalogProvider> & { name: string; services?: string[] };

function catalogue(inputs: ProviderInput[]) {
  const providers: CatalogProvider[] = [];
  const services: CatalogService[] = [];
  for (const input of inputs) {
    const category: CategoryId = input.category ?? 'doctor';
    const provider: CatalogProvider = {
      id: randomUUID(),
      category,
      specialty: null,
      city: 'Chennai',
      area: null,
      ratingAvg: 0,
      ratingCount: 0,
      priceFromPaise: null,
      ...input,
    };
    providers.push(provider);
    for (const name of input.services ?? [])
      services.push({ id: randomUUID(), providerId: provider.id, name, category, pricePaise: 50_000 });
  }
  return buildSearchIndex(providers, services);
}

const labels = (
  index: ReturnType<typeof catalogue>,
  query: string,
  options: { limit?: number; category?: CategoryId; city?: string } = {},
) => searchIndex(index, query, { limit: 8, ...options }).map((hit) => hit.label);

describe('search ranking', () => {
  it('ranks the whole label, then exact words, then prefixes, then typos', () => {
    const index = catalogue([
      { name: 'Neha Sarma', category: 'consultant' },
      { name: 'Sharmaji Auto Care', category: 'car' },
      { name: 'Kavita Sharma', category: 'consultant' },
      { name: 'Sharma', category: 'consultant' },
    ]);
    expect(labels(index, 'sharma')).toEqual(['Sharma', 'Kavita Sharma', 'Sharmaji Auto Care', 'Neha Sarma']);
  });

  it('leaves typo matches out while exact and prefix matches fill the limit', () => {
    const index = catalogue([{ name: 'Neha Sarma' }, { name: 'Kavita Sharma' }, { name: 'Ravi Sharma' }]);
    expect(labels(index, 'sharma', { limit: 2 })).toEqual(['Kavita Sharma', 'Ravi Sharma']);
    expect(labels(index, 'sharma', { limit: 3 })).toEqual(['Kavita Sharma', 'Ravi Sharma', 'Neha Sarma']);
  });

  it('breaks ties by rating, then by name', () => {
    const index = catalogue([
      { name: 'Zoya Mehta', ratingAvg: 4.9, ratingCount: 120 },
      { name: 'Amit Mehta' },
      { name: 'Bela Mehta' },
      { name: 'Chirag Mehta', ratingAvg: 2.5, ratingCount: 40 },
    ]);
    expect(labels(index, 'mehta')).toEqual(['Zoya Mehta', 'Amit Mehta', 'Bela Mehta', 'Chirag Mehta']);
  });

  it('weighs a rating by its number of reviews', () => {
    expect(staticScore({ ratingAvg: 4.8, ratingCount: 200 })).toBeGreaterThan(staticScore({ ratingAvg: 5, ratingCount: 1 }));
  });

  it('prefers the specialty over the category, so dentists come before other doctors', () => {
    const index = catalogue([
      { name: 'Dr. Physician', specialty: 'General Physician', ratingAvg: 5, ratingCount: 50 },
      { name: 'Dr. Tooth', specialty: 'Dentist' },
      { name: 'Glow Salon', category: 'salon' },
    ]);
    expect(labels(index, 'dentist')).toEqual(['Dr. Tooth', 'Dr. Physician']);
    expect(labels(index, 'barber')).toEqual(['Glow Salon']);
  });

  it('ranks documents matching every word before those matching some', () => {
    const index = catalogue([
      { name: 'Dr. Anil Mehta', city: 'Pune' },
      { name: 'Dr. Rohan Mehta', city: 'Mumbai', specialty: 'Dermatologist' },
      { name: 'Mumbai Dental Care', city: 'Mumbai' },
    ]);
    const [first, ...rest] = labels(index, 'mehta mumbai');
    expect(first).toBe('Dr. Rohan Mehta');
    expect(rest.sort()).toEqual(['Dr. Anil Mehta', 'Mumbai Dental Care']);
    expect(labels(index, 'skin mehta')[0]).toBe('Dr. Rohan Mehta');
  });

  it('finds typos of several words together', () => {
    const index = catalogue([
      { name: 'Dr. Rohan Mehta', specialty: 'Dermatologist', city: 'Mumbai' },
      { name: 'Dr. Rohan Shah', specialty: 'Dentist' },
    ]);
    expect(labels(index, 'dermatolgist mumbay')).toEqual(['Dr. Rohan Mehta', 'Dr. Rohan Shah']);
  });

  it('applies category and city filters to providers and services', () => {
    const index = catalogue([
      { name: 'Skin First', specialty: 'Dermatologist', city: 'Pune', services: ['Skin peel'] },
      { name: 'Skin Deep Spa', category: 'salon', city: 'Pune', services: ['Skin polish'] },
      { name: 'Skin Care Clinic', specialty: 'Dermatologist', city: 'Delhi' },
    ]);
    expect(labels(index, 'skin', { category: 'salon' })).toEqual(['Skin Deep Spa', 'Skin polish']);
    expect(labels(index, 'skin', { city: ' pune ', category: 'doctor' })).toEqual(['Skin First', 'Skin peel']);
  });

  it('answers nothing for queries under 2 characters', () => {
    const index = catalogue([{ name: 'A' }]);
    expect(labels(index, ' a ')).toEqual([]);
  });
});

describe('matchProviderIds', () => {
  it('finds providers through their services, each once, best match first', () => {
    const index = catalogue([
      { name: 'Cut Above', category: 'salon', services: ['Haircut (men)', 'Haircut (women)'] },
      { name: 'Haircut Express', category: 'salon' },
      { name: 'Dr. Hair', specialty: 'Trichologist' },
    ]);
    const names = matchProviderIds(index, 'haircut', {}).map((id) => index.docs.find((doc) => doc.hit.id === id)!.hit.label);
    expect(names).toEqual(['Haircut Express', 'Cut Above']);
  });

  it('keeps only providers matching every word', () => {
    const index = catalogue([
      { name: 'Dr. Rohan Mehta', city: 'Mumbai' },
      { name: 'Dr. Anil Mehta', city: 'Pune' },
    ]);
    expect(matchProviderIds(index, 'mehta pune', {})).toHaveLength(1);
  });
});
