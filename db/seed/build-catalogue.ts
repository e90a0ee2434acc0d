import { categoryIds } from '../schema/enums.ts';
import { cities, cityNamed } from './cities.ts';
import { addProvider, type ProviderContext, type ProviderPlan } from './provider-rows.ts';
import { createRandom, type Random } from './random.ts';
import { createEmailMaker, emptyRows, type CatalogueRows } from './rows.ts';
import { allSpecialties, coverageOrder, specialtyNamed, type Specialty } from './specialties/index.ts';

export type BuildOptions = {
  providers: number;
  seed: number;
  now: Date;
  /** Added to every e-mail so that a second catalogue never collides with the first. */
  emailTag?: string;
};

/**
 * Names that users, tests and the agent's utterances ask for by name ("Dr. Mehta"), and the
 * examples of the product brief; they come first so that any catalogue has them.
 */
const featured: (Omit<ProviderPlan, 'specialty' | 'city'> & { specialty: string; city: string })[] = [
  {
    specialty: 'Dermatologist',
    city: 'Mumbai',
    area: 'Andheri West',
    name: 'Dr. Rohan Mehta',
    languages: ['en', 'hi', 'mr', 'gu'],
    person: { first: 'Rohan', last: 'Mehta', gender: 'm', community: 'gujarati', language: 'gu' },
  },
  { specialty: 'Car Service Centre', city: 'Delhi', area: 'Karol Bagh', name: 'Sharma Auto Care' },
  { specialty: 'Unisex Salon', city: 'Bengaluru', area: 'Koramangala', name: 'Glow Unisex Salon' },
  { specialty: 'South Indian Mess', city: 'Chennai', area: 'T. Nagar', name: 'Annapoorna Mess' },
  { specialty: 'Digital Marketing Agency', city: 'Pune', area: 'Baner', name: 'BrandCraft Digital' },
];

/**
 * Every other specialty once: first one of each category the featured list leaves out (so 15
 * providers already span the 15 categories), then the rest with categories interleaved.
 */
const unfeatured: Specialty[] = (() => {
  const featuredNames = new Set(featured.map((plan) => plan.specialty));
  const featuredCategories = new Set(featured.map((plan) => specialtyNamed(plan.specialty).category));
  const remaining = coverageOrder.filter((specialty) => !featuredNames.has(specialty.name));
  const firsts = categoryIds
    .filter((category) => !featuredCategories.has(category))
    .map((category) => remaining.find((specialty) => specialty.category === category)!);
  return [...firsts, ...remaining.filter((specialty) => !firsts.includes(specialty))];
})();

const cityWeights = cities.map((city) => [city, city.weight] as const);
const specialtyWeights = allSpecialties.map((specialty) => [specialty, specialty.weight] as const);

/**
 * Plans provider number `index`: the featured names first, then every other specialty once
 * over every city in turn, then a weighted mix. A few are left pending or suspended, and a
 * few have a service waiting for admin approval.
 */
function planProvider(index: number, random: Random): ProviderPlan {
  const pinned = featured[index];
  const plan: ProviderPlan = pinned
    ? { ...pinned, specialty: specialtyNamed(pinned.specialty), city: cityNamed(pinned.city) }
    : {
        specialty: unfeatured[index - featured.length] ?? random.weighted(specialtyWeights),
        city: index < featured.length + cities.length * 2 ? cities[index % cities.length]! : random.weighted(cityWeights),
      };
  if (!pinned && index % 150 === 149) plan.verification = 'suspended';
  else if (!pinned && index % 45 === 44) plan.verification = 'pending';
  if (index % 60 === 30) plan.pendingService = true;
  return plan;
}

/** The rows of a deterministic catalogue of `providers` providers (ids aside). */
export function buildCatalogue(options: BuildOptions): CatalogueRows {
  const [rows] = catalogueChunks(options, Math.max(1, options.providers));
  return rows ?? emptyRows();
}

/**
 * The same catalogue as `buildCatalogue`, `chunkProviders` providers at a time: one random stream
 * and one set of used names and e-mails across the chunks, so the rows are identical, but a
 * million providers never sit in memory at once (their rows would take gigabytes of heap).
 */
export function* catalogueChunks(options: BuildOptions, chunkProviders: number): Generator<CatalogueRows> {
  const random = createRandom(options.seed);
  const context: ProviderContext = { random, now: options.now, makeEmail: createEmailMaker(options.emailTag), usedNames: new Set() };
  for (let start = 0; start < options.providers; start += chunkProviders) {
    const rows = emptyRows();
    const end = Math.min(options.providers, start + chunkProviders);
    for (let index = start; index < end; index += 1) addProvider(rows, planProvider(index, random), context);
    yield rows;
  }
}
