import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyVariant, fitText, lengthScore, seoLimits, seoVariant, seoVariantKey } from '../../../web/src/lib/seo.ts';

type SeoStrings = { cta: string; pages: Record<string, { title: string; description: string }> };
const read = (language: string): SeoStrings =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}/seo.json`, import.meta.url), 'utf8')) as SeoStrings;
const length = (text: string) => [...text].length;

/** A provider of typical length, to measure the provider page's texts with. */
const provider = { name: 'Dr. Asha Verma', specialty: 'Dentist', city: 'Chennai', place: 'Adyar, Chennai' };
const interpolate = (text: string) => text.replaceAll(/\{\{\s*(\w+)\s*\}\}/g, (_, name: keyof typeof provider) => provider[name]);

describe.each(['en', 'hi', 'ta'])('%s page texts', (language) => {
  const { pages } = read(language);
  it.each(Object.keys(pages))('%s: title of 50–60 and description of 150–160 characters', (page) => {
    const { title, description } = pages[page]!;
    const lengths = { title: length(interpolate(title)), description: length(interpolate(description)) };
    // The provider page's length follows the provider: typical values land within a few characters.
    const slack = page === 'provider' ? 8 : 0;
    expect(lengths.title).toBeGreaterThanOrEqual(seoLimits.title.min - slack);
    expect(lengths.title).toBeLessThanOrEqual(seoLimits.title.max + slack);
    expect(lengths.description).toBeGreaterThanOrEqual(seoLimits.description.min - slack);
    expect(lengths.description).toBeLessThanOrEqual(seoLimits.description.max + slack);
  });
});

describe('length score', () => {
  it('is 100 inside the ideal range and loses 5 points per character outside it', () => {
    expect(lengthScore('x'.repeat(55), seoLimits.title)).toBe(100);
    expect(lengthScore('x'.repeat(48), seoLimits.title)).toBe(90);
    expect(lengthScore('x'.repeat(63), seoLimits.title)).toBe(85);
    expect(lengthScore('', seoLimits.title)).toBe(0);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(lengthScore('₹'.repeat(50), seoLimits.title)).toBe(100);
  });
});

describe('fitText', () => {
  it('keeps a text that fits and cuts a longer one at a word, with an ellipsis, within the limit', () => {
    expect(fitText('Dr. Asha Verma, Dentist in Chennai', 60)).toBe('Dr. Asha Verma, Dentist in Chennai');
    const fitted = fitText('Dr. Ananthapadmanabhan Subramaniam, Paediatric Dentist in Thiruvananthapuram | BookMitra', 60);
    expect(length(fitted)).toBeLessThanOrEqual(60);
    expect(fitted).toBe('Dr. Ananthapadmanabhan Subramaniam, Paediatric Dentist in…');
  });
});

describe('A/B variant', () => {
  const memoryStorage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      values,
    };
  };

  it('draws A or B half and half and keeps the draw in session storage under seo_variant', () => {
    const low = memoryStorage();
    expect(seoVariant(low, () => 0.2)).toBe('A');
    expect(low.values.get(seoVariantKey)).toBe('A');
    const high = memoryStorage();
    expect(seoVariant(high, () => 0.7)).toBe('B');
    expect(seoVariant(high, () => 0.1)).toBe('B');
  });

  it('ignores a stored value that is no variant', () => {
    const storage = memoryStorage();
    storage.setItem(seoVariantKey, 'C');
    expect(seoVariant(storage, () => 0.9)).toBe('B');
  });

  it('B puts a star before the title and a tick and the call to action around the description', () => {
    const page = { type: 'landing', title: 'Title', description: 'Description.', dynamic: false };
    expect(applyVariant(page, 'A', 'Book Now!')).toEqual(page);
    expect(applyVariant(page, 'B', 'Book Now!')).toEqual({ ...page, title: '★ Title', description: '✓ Description. Book Now!' });
  });
});
