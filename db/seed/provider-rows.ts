import type { City } from './cities.ts';
import { rulesFor } from './hours.ts';
import { orderedId } from './ordered-id.ts';
import { makePerson, type CommunityId, type Gender, type LanguageCode, type Person } from './people.ts';
import { pickPricePaise } from './prices.ts';
import type { Random } from './random.ts';
import { pickComment, pickRating } from './reviews.ts';
import type { CatalogueRows } from './rows.ts';
import type { Specialty } from './specialties/index.ts';

/** What decides a provider; everything else is drawn from the seeded generator. */
export type ProviderPlan = {
  specialty: Specialty;
  city: City;
  area?: string;
  /** A fixed display name (else one is made from the specialty's patterns). */
  name?: string;
  person?: Omit<Person, 'full'>;
  /** The account holder's name, when it differs from the person's plain name ("Dr. Ananya Iyer"). */
  userName?: string;
  email?: string;
  languages?: LanguageCode[];
  verification?: 'pending' | 'verified' | 'suspended';
  /** Names of the specialty's services to offer (else a random 2–5 of them). */
  serviceNames?: string[];
  /** Marks the provider's last service as waiting for admin approval. */
  pendingService?: boolean;
  /** A fixed phone (E.164), also the account's verified number (else a random one, on the profile and listing only). */
  phone?: string;
};

export type ProviderContext = {
  random: Random;
  now: Date;
  makeEmail: (displayName: string) => string;
  /** Display names already used in this run; a few retries keep them distinct. */
  usedNames: Set<string>;
};

const dayMs = 86_400_000;

/** Appends one provider (user, profile, provider, services, weekly hours, reviews) to `rows`. */
export function addProvider(rows: CatalogueRows, plan: ProviderPlan, context: ProviderContext) {
  const { random, now } = context;
  const { specialty, city } = plan;
  const area = plan.area ?? random.pick(city.areas);
  const { person, name } = choosePersonAndName(plan, area, context);
  const userId = orderedId();
  const providerId = orderedId();
  // Drawn even when the plan fixes the phone, so the rest of this provider's draws stay the same.
  const drawnPhone = randomPhone(random);
  const phone = plan.phone ?? drawnPhone;
  const joinedDays = random.int(60, 1200);
  const joinedAt = new Date(now.getTime() - joinedDays * dayMs);
  rows.users.push({
    id: userId,
    name: plan.userName ?? person.full,
    email: plan.email ?? context.makeEmail(name),
    emailVerified: true,
    role: 'provider',
    ...(plan.phone ? { phoneNumber: plan.phone, phoneNumberVerified: true } : {}),
    createdAt: joinedAt,
    updatedAt: joinedAt,
  });
  rows.profiles.push({
    userId,
    fullName: plan.userName ?? person.full,
    city: city.name,
    serviceCategory: specialty.category,
    contactPhone: phone,
    locale: localeFor(city),
    isActive: true,
    profileCompleted: true,
    createdAt: joinedAt,
    updatedAt: joinedAt,
  });
  rows.providers.push({
    id: providerId,
    userId,
    name,
    category: specialty.category,
    specialty: specialty.name,
    city: city.name,
    area,
    bio: bioFor(specialty, city, area, random),
    languages: plan.languages ?? languagesFor(person, city, specialty, random),
    phone,
    verification: plan.verification ?? 'verified',
    slotMinutes: specialty.slotMinutes,
    createdAt: joinedAt,
    updatedAt: joinedAt,
  });
  addServices(rows, providerId, plan, random);
  rows.rules.push(...rulesFor(random.pick(specialty.hours)).map((rule) => ({ id: orderedId(), providerId, ...rule })));
  const ratings = addReviews(rows, providerId, plan, context, joinedDays);
  // Set here, as refreshRatings would (two decimals): updating a million rows afterwards rewrites every index of the table.
  const listing = rows.providers.at(-1)!;
  listing.ratingCount = ratings.length;
  listing.ratingAvg =
    ratings.length === 0 ? 0 : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) * 100) / ratings.length) / 100;
  return { userId, providerId, name };
}

function choosePersonAndName(plan: ProviderPlan, area: string, context: ProviderContext) {
  const { random, usedNames } = context;
  let attempt = 0;
  for (;;) {
    const person = plan.person ? { ...plan.person, full: `${plan.person.first} ${plan.person.last}` } : randomPerson(plan, random);
    const name = plan.name ?? fillName(pickPattern(plan.specialty, person.gender, random), person, plan, area, random);
    attempt += 1;
    // Past a few tries duplicates are fine: a 20,000-provider catalogue repeats names, as India does.
    if (!usedNames.has(name) || attempt >= 6) {
      usedNames.add(name);
      return { person, name };
    }
  }
}

function randomPerson(plan: ProviderPlan, random: Random): Person {
  const allowed = plan.specialty.communities;
  const local = plan.city.communities.filter(([community]) => !allowed || allowed.includes(community));
  const community: CommunityId = local.length > 0 ? random.weighted(local) : random.pick(allowed!);
  const gender: Gender = random.chance(plan.specialty.femaleShare) ? 'f' : 'm';
  return makePerson(random, community, gender);
}

function pickPattern(specialty: Specialty, gender: Gender, random: Random): string {
  const fitting = specialty.names.filter((pattern) => !/^[mf]:/.test(pattern) || pattern.startsWith(`${gender}:`));
  return random.pick(fitting).replace(/^[mf]:/, '');
}

function fillName(pattern: string, person: Person, plan: ProviderPlan, area: string, random: Random): string {
  const family = person.last.split(' ').at(-1)!;
  const brand = plan.specialty.brands.length > 0 ? random.pick(plan.specialty.brands) : family;
  return pattern
    .replaceAll('{full}', person.full)
    .replaceAll('{first}', person.first)
    .replaceAll('{family}', family)
    .replaceAll('{brand}', brand)
    .replaceAll('{area}', area)
    .replaceAll('{city}', plan.city.name);
}

/** A mobile number in E.164 (+91 and ten digits starting 6–9). */
export function randomPhone(random: Random): string {
  const first = random.weighted([
    ['9', 5],
    ['8', 3],
    ['7', 2],
    ['6', 1],
  ]);
  let rest = '';
  for (let index = 0; index < 9; index += 1) rest += String(random.int(0, 9));
  return `+91${first}${rest}`;
}

function localeFor(city: City): 'en' | 'hi' | 'ta' {
  if (city.languages.includes('ta')) return 'ta';
  if (city.languages[0] === 'hi') return 'hi';
  return 'en';
}

function languagesFor(person: Person, city: City, specialty: Specialty, random: Random): LanguageCode[] {
  const trades = ['plumber', 'carpenter', 'repair', 'car'].includes(specialty.category);
  const languages = new Set<LanguageCode>();
  if (!trades || random.chance(0.6)) languages.add('en');
  for (const language of city.languages) languages.add(language);
  if (person.language) languages.add(person.language);
  if (random.chance(0.4)) languages.add('hi');
  return [...languages];
}

function bioFor(specialty: Specialty, city: City, area: string, random: Random): string {
  return specialty.bio
    .replaceAll('{specialty}', specialty.name)
    .replaceAll('{years}', String(random.int(2, 25)))
    .replaceAll('{area}', area)
    .replaceAll('{city}', city.name);
}

function addServices(rows: CatalogueRows, providerId: string, plan: ProviderPlan, random: Random) {
  const { specialty } = plan;
  const [core, ...others] = specialty.services;
  const chosen = plan.serviceNames
    ? specialty.services.filter(([name]) => plan.serviceNames!.includes(name))
    : [
        core!,
        ...random.sample(
          others,
          random.weighted([
            [1, 10],
            [2, 35],
            [3, 35],
            [4, 20],
          ]),
        ),
      ];
  chosen.forEach(([name, minutes, minRupees, maxRupees], index) => {
    rows.services.push({
      id: orderedId(),
      providerId,
      name,
      category: specialty.category,
      durationMinutes: Math.min(minutes, specialty.slotMinutes),
      pricePaise: pickPricePaise(random, minRupees, maxRupees),
      approval: plan.pendingService && index === chosen.length - 1 ? 'pending' : 'approved',
    });
  });
}

/** Reviews from the last six months, never from before the provider joined; returns their ratings. */
function addReviews(rows: CatalogueRows, providerId: string, plan: ProviderPlan, context: ProviderContext, joinedDays: number) {
  const { random, now } = context;
  const count = random.chance(0.15) ? 0 : random.int(1, 6);
  const ratings: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const author = makePerson(random, random.weighted(plan.city.communities), random.chance(0.5) ? 'f' : 'm');
    const rating = pickRating(random);
    ratings.push(rating);
    rows.reviews.push({
      id: orderedId(),
      providerId,
      authorName: `${author.first} ${author.last.charAt(0)}.`,
      rating,
      comment: pickComment(random, plan.specialty.category, rating),
      createdAt: new Date(now.getTime() - random.int(1, Math.min(180, joinedDays - 1)) * dayMs - random.int(0, 86_399) * 1000),
    });
  }
  return ratings;
}
