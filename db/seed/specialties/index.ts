import { categoryIds, type CategoryId } from '../../schema/enums.ts';
import { businessSpecialties, consultantSpecialties } from './business.ts';
import { doctorSpecialties, psychologistSpecialties, yogaSpecialties } from './health.ts';
import { carpenterSpecialties, engineerSpecialties, plumberSpecialties, repairSpecialties } from './home.ts';
import { educationSpecialties, tutorSpecialties } from './learning.ts';
import { carSpecialties, otherSpecialties, restaurantSpecialties, salonSpecialties } from './lifestyle.ts';
import type { Specialty } from './types.ts';

export type { ServiceTemplate, Specialty } from './types.ts';

/** Every kind of provider in the catalogue, by category. */
export const specialtiesByCategory: Record<CategoryId, Specialty[]> = {
  doctor: doctorSpecialties,
  yoga: yogaSpecialties,
  tutor: tutorSpecialties,
  plumber: plumberSpecialties,
  carpenter: carpenterSpecialties,
  consultant: consultantSpecialties,
  psychologist: psychologistSpecialties,
  engineer: engineerSpecialties,
  salon: salonSpecialties,
  business: businessSpecialties,
  education: educationSpecialties,
  restaurant: restaurantSpecialties,
  car: carSpecialties,
  repair: repairSpecialties,
  other: otherSpecialties,
};

export const allSpecialties: Specialty[] = categoryIds.flatMap((category) => specialtiesByCategory[category]);

/**
 * Every specialty once, categories interleaved (doctor, yoga, tutor, …, then each one's second
 * specialty …): the first 15 providers cover all categories, the first few dozen every specialty.
 */
export const coverageOrder: Specialty[] = (() => {
  const longest = Math.max(...categoryIds.map((category) => specialtiesByCategory[category].length));
  const order: Specialty[] = [];
  for (let round = 0; round < longest; round += 1) {
    for (const category of categoryIds) {
      const specialty = specialtiesByCategory[category][round];
      if (specialty) order.push(specialty);
    }
  }
  return order;
})();

/** The specialty with this name; throws on a typo. */
export function specialtyNamed(name: string): Specialty {
  const found = allSpecialties.find((specialty) => specialty.name === name);
  if (!found) throw new Error(`unknown seed specialty ${name}`);
  return found;
}
