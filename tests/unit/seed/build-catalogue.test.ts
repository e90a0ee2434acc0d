import { describe, expect, it } from 'vitest';
import { categoryIds } from '#db/schema/index.ts';
import { buildCatalogue, catalogueChunks } from '#db/seed/build-catalogue.ts';
import { cities } from '#db/seed/cities.ts';
import { rulesFor } from '#db/seed/hours.ts';
import { maxPriceRupees, minPriceRupees } from '#db/seed/prices.ts';
import { createRandom } from '#db/seed/random.ts';
import { createEmailMaker, slugify } from '#db/seed/rows.ts';
import { allSpecialties } from '#db/seed/specialties/index.ts';

const now = new Date('2026-03-02T04:30:00Z');
const strip = (rows: ReturnType<typeof buildCatalogue>) => ({
  providers: rows.providers.map(({ name, specialty, city, area, languages, verification }) => ({
    name,
    specialty,
    city,
    area,
    languages,
    verification,
  })),
  services: rows.services.map(({ name, pricePaise, durationMinutes, approval }) => ({ name, pricePaise, durationMinutes, approval })),
  reviews: rows.reviews.map(({ authorName, rating, comment }) => ({ authorName, rating, comment })),
});

describe('buildCatalogue', () => {
  it('gives the same catalogue for the same seed, and another for another seed', () => {
    const first = strip(buildCatalogue({ providers: 200, seed: 42, now }));
    expect(strip(buildCatalogue({ providers: 200, seed: 42, now }))).toEqual(first);
    expect(strip(buildCatalogue({ providers: 200, seed: 43, now })).providers).not.toEqual(first.providers);
  });

  it('covers every category, city and specialty once the catalogue is large enough for them', () => {
    const rows = buildCatalogue({ providers: 160, seed: 42, now });
    expect(new Set(rows.providers.map((row) => row.category))).toEqual(new Set(categoryIds));
    expect(new Set(rows.providers.map((row) => row.city))).toEqual(new Set(cities.map((city) => city.name)));
    expect(new Set(rows.providers.map((row) => row.specialty))).toEqual(new Set(allSpecialties.map((specialty) => specialty.name)));
  });

  it('covers all 15 categories with as few as 15 providers', () => {
    const rows = buildCatalogue({ providers: 15, seed: 1, now });
    expect(new Set(rows.providers.map((row) => row.category)).size).toBe(15);
  });

  it('puts Dr. Rohan Mehta, dermatologist in Andheri West, first', () => {
    const [first] = buildCatalogue({ providers: 1, seed: 99, now }).providers;
    expect(first).toMatchObject({ name: 'Dr. Rohan Mehta', specialty: 'Dermatologist', city: 'Mumbai', area: 'Andheri West' });
  });

  it('prices services between ₹199 and ₹4,999, mostly at ₹…99, and fits each in one slot', () => {
    expect([minPriceRupees, maxPriceRupees]).toEqual([199, 4999]);
    const rows = buildCatalogue({ providers: 1000, seed: 5, now });
    const slotOf = new Map(rows.providers.map((row) => [row.id, row.slotMinutes!]));
    for (const service of rows.services) {
      expect(service.pricePaise).toBeGreaterThanOrEqual(minPriceRupees * 100);
      expect(service.pricePaise).toBeLessThanOrEqual(maxPriceRupees * 100);
      expect(service.pricePaise % 100).toBe(0);
      expect(service.durationMinutes).toBeLessThanOrEqual(slotOf.get(service.providerId)!);
    }
    const charm = rows.services.filter((service) => (service.pricePaise / 100) % 100 === 99).length;
    expect(charm / rows.services.length).toBeGreaterThan(0.6);
  });

  it('builds the same catalogue in chunks as in one piece, e-mails and all', () => {
    const whole = buildCatalogue({ providers: 2500, seed: 8, now });
    const chunks = [...catalogueChunks({ providers: 2500, seed: 8, now }, 1000)];
    expect(chunks.map((chunk) => chunk.providers.length)).toEqual([1000, 1000, 500]);
    const joined = { ...whole, providers: chunks.flatMap((chunk) => chunk.providers) };
    joined.services = chunks.flatMap((chunk) => chunk.services);
    joined.reviews = chunks.flatMap((chunk) => chunk.reviews);
    joined.users = chunks.flatMap((chunk) => chunk.users);
    expect(strip(joined)).toEqual(strip(whole));
    expect(joined.users.map((row) => row.email)).toEqual(whole.users.map((row) => row.email));
  });

  it("rates each provider with its reviews' average, to two decimals", () => {
    const rows = buildCatalogue({ providers: 300, seed: 4, now });
    for (const provider of rows.providers) {
      const ratings = rows.reviews.filter((review) => review.providerId === provider.id).map((review) => review.rating);
      expect(provider.ratingCount).toBe(ratings.length);
      const average = ratings.length === 0 ? 0 : ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
      expect(provider.ratingAvg).toBeCloseTo(average, 2);
    }
  });

  it('keeps provider e-mails unique even when names repeat', () => {
    const rows = buildCatalogue({ providers: 3000, seed: 3, now });
    const emails = rows.users.map((row) => row.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.every((email) => /^[a-z0-9-]+@providers\.bookmitra\.in$/.test(email))).toBe(true);
  });
});

describe('seed helpers', () => {
  it('slugifies names without titles or apostrophes', () => {
    expect(slugify('Dr. Rohan Mehta')).toBe('rohan-mehta');
    expect(slugify("Joseph D'Souza")).toBe('joseph-dsouza');
    expect(slugify('CA Priya Shah')).toBe('priya-shah');
    expect(slugify("Barber's Den & Co.")).toBe('barbers-den-co');
  });

  it('numbers repeated e-mails and tags a second run', () => {
    const make = createEmailMaker('x160');
    expect(make('Glow Unisex Salon')).toBe('glow-unisex-salon.x160@providers.bookmitra.in');
    expect(make('Glow Unisex Salon')).toBe('glow-unisex-salon-2.x160@providers.bookmitra.in');
  });

  it('turns clinic hours into morning and evening rules from Monday to Saturday', () => {
    const rules = rulesFor('clinic');
    expect(rules).toHaveLength(12);
    expect(new Set(rules.map((rule) => rule.weekday))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(rules).toContainEqual({ weekday: 1, startMinute: 600, endMinute: 780 });
    expect(rules).toContainEqual({ weekday: 6, startMinute: 1020, endMinute: 1200 });
  });

  it('draws the same numbers from the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const drawn = Array.from({ length: 5 }, () => a.int(1, 1000));
    expect(Array.from({ length: 5 }, () => b.int(1, 1000))).toEqual(drawn);
    expect(drawn.every((value) => value >= 1 && value <= 1000)).toBe(true);
  });
});
