import { describe, expect, it } from 'vitest';
import { needEntries, needForms, whoRefiners, type NeedForm } from '#api/services/catalog/needs/needs.ts';
import { allSpecialties } from '#db/seed/specialties/index.ts';

const scripts: Record<NeedForm, RegExp> = {
  en: /^[a-z0-9 ]+$/,
  hi: /[\u0900-\u097f]/,
  hinglish: /^[a-z0-9 ]+$/,
  ta: /[\u0b80-\u0bff]/,
  tanglish: /^[a-z0-9 ]+$/,
};

describe('the needs vocabulary', () => {
  it('has every catalogue specialty, in its category, with at least 8 needs in each of the five forms', () => {
    for (const specialty of allSpecialties) {
      const entry = needEntries.find((candidate) => candidate.specialty === specialty.name);
      expect(entry, specialty.name).toBeDefined();
      expect(entry!.category, specialty.name).toBe(specialty.category);
      for (const form of needForms) {
        const phrases = new Set(entry![form]);
        expect(phrases.size, `${specialty.name} ${form}`).toBeGreaterThanOrEqual(8);
        for (const phrase of phrases) expect(phrase, `${specialty.name} ${form}`).toMatch(scripts[form]);
      }
    }
  });

  it('names only specialties the catalogue has', () => {
    const names = new Set(allSpecialties.map((specialty) => specialty.name));
    for (const entry of needEntries) expect(names.has(entry.specialty), entry.specialty).toBe(true);
    for (const refiner of whoRefiners) {
      for (const [from, to] of Object.entries(refiner.turns)) {
        expect(names.has(from), from).toBe(true);
        expect(names.has(to), to).toBe(true);
      }
      for (const form of needForms) expect(refiner[form].length, `${refiner.who} ${form}`).toBeGreaterThanOrEqual(8);
    }
  });
});
