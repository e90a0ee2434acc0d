/**
 * The needs vocabulary as the parser reads it. The words themselves live in one data module,
 * api/services/catalog/needs/ (read by the catalogue search too); this only tags them: a need
 * names its category with the catalogue specialty as the search term ("toothache" → doctor,
 * "dentist"), and who the appointment is for is its own tag, which turns the kind
 * (a child's fever → "paediatrician").
 */
import { defaultSpecialty, needEntries, needForms, whoRefiners, type NeedFor } from '#api/services/catalog/needs/needs.ts';
import type { NluCategoryId } from '../categories.ts';
import type { LexGroup } from './tags.ts';
import { concept } from './tags.ts';

/** The catalogue specialty as a search term. */
export const specialtyTerm = (specialty: string) => specialty.toLowerCase();

/** The catalogue's kinds as search terms ("pandit", "unisex salon"), as against the services a phrase may name. */
export const kindTerms: ReadonlySet<string> = new Set(needEntries.map((entry) => specialtyTerm(entry.specialty)));

/**
 * Is this search term a service of that kind, as the kind's own needs say it: "blouse" of the tailor
 * ("blouse stitching"), "griha pravesh" of the pandit? Lower-case terms; false for an unknown kind.
 */
export function isServiceOf(serviceTerm: string, kindTerm: string): boolean {
  const entry = needEntries.find((candidate) => specialtyTerm(candidate.specialty) === kindTerm);
  if (!entry) return false;
  const term = serviceTerm.toLowerCase();
  return needForms.some((form) => entry[form].some((phrase) => phrase === term || phrase.startsWith(`${term} `)));
}

/** Each specialty's needs, in English, Hindi (both scripts) and Tamil (both scripts). */
const needWordGroups: LexGroup[] = needEntries.map((entry) =>
  concept(entry.category, specialtyTerm(entry.specialty), 3, {
    en: entry.en,
    hi: [...entry.hi, ...entry.hinglish],
    ta: [...entry.ta, ...entry.tanglish],
  }),
);

/**
 * The words that name a kind or its own treatment ("physiotherapy"), tagged as such: beside a symptom
 * another kind of the category treats ("back pain for physiotherapy"), the kind named is the one meant.
 */
const kindNameGroups: LexGroup[] = needEntries.map((entry) => {
  const names = entry.names ?? {};
  // The specialty's own name ("counsellor", "clinical psychologist") names it in every romanized form too.
  const own = specialtyTerm(entry.specialty);
  const words = {
    en: [own, ...(names.en ?? [])],
    hi: [own, ...(names.hi ?? []), ...(names.hinglish ?? [])],
    ta: [own, ...(names.ta ?? []), ...(names.tanglish ?? [])],
  };
  const tag = { t: 'category', category: entry.category, term: own, weight: 3, namesKind: true } as const;
  return { tag, words };
});

/** Each specialty's needs, then the words naming a kind itself. */
export const needGroups: LexGroup[] = [...needWordGroups, ...kindNameGroups];

/** Who the appointment is for: a child, a pregnant woman, an elderly person. */
export const needForGroups: LexGroup[] = whoRefiners.map((refiner) => ({
  tag: { t: 'needFor', who: refiner.who },
  words: { en: refiner.en, hi: [...refiner.hi, ...refiner.hinglish], ta: [...refiner.ta, ...refiner.tanglish] },
}));

/**
 * The search term once who the appointment is for is known: a need's specialty, or the category's
 * default kind when the message names only the category ("a doctor for my baby"), turned by the
 * refiners (general physician → paediatrician for a child). Other terms are kept.
 */
export function termFor(category: NluCategoryId, term: string, generic: boolean, who: readonly NeedFor[]): string {
  if (who.length === 0) return term;
  const named = needEntries.find((entry) => entry.category === category && specialtyTerm(entry.specialty) === term.toLowerCase());
  const specialty = named?.specialty ?? (generic ? defaultSpecialty[category] : undefined);
  if (!specialty) return term;
  let turned = specialty;
  for (const refiner of whoRefiners) if (who.includes(refiner.who)) turned = refiner.turns[turned] ?? turned;
  return turned === specialty && named ? term : specialtyTerm(turned);
}
