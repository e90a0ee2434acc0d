import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));
const languages = ['en', 'hi', 'ta'] as const;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

function read(language: string, file: string) {
  return flatten(JSON.parse(readFileSync(`${localesDir}${language}/${file}`, 'utf8')));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

// Every namespace file any language has: another helper adding a file must add it in all three.
const files = [
  ...new Set(languages.flatMap((language) => readdirSync(`${localesDir}${language}`).filter((name) => name.endsWith('.json')))),
].sort();

describe('locales', () => {
  it('has namespace files', () => {
    expect(files).toContain('web.json');
  });

  describe.each(files)('%s', (file) => {
    it('exists in every language', () => {
      const missing = languages.filter((language) => !readdirSync(`${localesDir}${language}`).includes(file));
      expect(missing).toEqual([]);
    });

    it.each(languages.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
      const english = Object.keys(read('en', file)).sort();
      const translated = Object.keys(read(language, file)).sort();
      expect({
        missing: english.filter((key) => !translated.includes(key)),
        extra: translated.filter((key) => !english.includes(key)),
      }).toEqual({ missing: [], extra: [] });
    });

    it.each(languages.filter((language) => language !== 'en'))('%s keeps every {{placeholder}} of the English text', (language) => {
      const english = read('en', file);
      const translated = read(language, file);
      const mismatched = Object.keys(english).filter(
        (key) => key in translated && placeholders(english[key]!).join() !== placeholders(translated[key]!).join(),
      );
      expect(mismatched).toEqual([]);
    });

    it.each(languages)('%s has no empty strings', (language) => {
      const empty = Object.entries(read(language, file))
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });
  });
});

// Romanized variants (hi-Latn, ta-Latn) of a language's files: the same keys and placeholders as English.
const variants = readdirSync(localesDir).filter((name) => !(languages as readonly string[]).includes(name));

describe.each(variants)('script variant %s', (variant) => {
  const variantFiles = readdirSync(`${localesDir}${variant}`).filter((name) => name.endsWith('.json'));

  it.each(variantFiles)('%s has exactly the English keys and placeholders', (file) => {
    const english = read('en', file);
    const translated = read(variant, file);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    const mismatched = Object.keys(english).filter(
      (key) => placeholders(english[key]!).join() !== placeholders(translated[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });
});
