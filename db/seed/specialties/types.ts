import type { CategoryId } from '../../schema/enums.ts';
import type { HoursKey } from '../hours.ts';
import type { CommunityId } from '../people.ts';

/** `[service name, minutes, lowest ₹, highest ₹]`; minutes never exceed the specialty's slot. */
export type ServiceTemplate = readonly [name: string, minutes: number, minRupees: number, maxRupees: number];

/** One kind of provider: what they are called, what they sell and when they work. */
export type Specialty = {
  category: CategoryId;
  name: string;
  slotMinutes: 30 | 60;
  hours: readonly HoursKey[];
  /**
   * Display-name patterns; tokens: {full} {first} {family} {brand} {area} {city}.
   * A leading `m:` or `f:` keeps a pattern to men or women ("Sir Tuitions", "Ma'am Tuitions").
   */
  names: readonly string[];
  brands: readonly string[];
  /** The first service is what everyone in the trade offers; the others vary per provider. */
  services: readonly ServiceTemplate[];
  /** Relative frequency in a large catalogue. */
  weight: number;
  /** Share of women among the people who practise it. */
  femaleShare: number;
  /** Name pools to draw the person from (default: whoever lives in the city). */
  communities?: readonly CommunityId[];
  /** One line of bio; tokens: {years} {area} {city} {specialty}. */
  bio: string;
};

export type SpecialtyInput = Partial<Omit<Specialty, 'category' | 'name' | 'services'>> & Pick<Specialty, 'name' | 'services'>;

/** Fills the defaults every specialty of a category shares. */
export function defineSpecialties(
  category: CategoryId,
  defaults: Partial<Omit<Specialty, 'category' | 'name' | 'services'>>,
  inputs: readonly SpecialtyInput[],
): Specialty[] {
  return inputs.map((input) => ({
    slotMinutes: 60,
    hours: ['trades'],
    names: ['{full}'],
    brands: [],
    weight: 1,
    femaleShare: 0.3,
    bio: '{specialty} in {area}, {city}, with {years} years of experience.',
    ...defaults,
    ...input,
    category,
  }));
}
