/**
 * The rows of search_docs for a slice of the catalogue: catalogDrafts' documents, each field's
 * text cut into words by tokenise, as queries cut theirs.
 */
import type { CategoryId } from '#db/schema/index.ts';
import { catalogDrafts } from './catalog-documents.ts';
import { normaliseLabel, normaliseText, specialtyKey, tokenise } from './normalise.ts';
import type { CatalogueSlice } from './search-documents-reader.ts';

import { fieldBits } from './search-fields.ts';

export type DocumentRow = {
  id: string;
  kind: 'provider' | 'service';
  providerId: string;
  category: CategoryId;
  label: string;
  labelKey: string;
  providerName: string;
  city: string;
  cityKey: string;
  area: string | null;
  specialty: string | null;
  specialtyKey: string | null;
  pricePaise: number | null;
  score: number;
  /** Per field (0–7, as fieldWeights), the words of its text in order, without repeats. */
  fields: { field: number; words: string[] }[];
};

/** A memo per call: names, cities and specialties repeat across a slice's documents. */
function memoised<T>(make: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) known.set(text, (value = make(text)));
    return value;
  };
}

/** The documents of the slice's providers and services, best static score first. */
export function documentRows(slice: CatalogueSlice): DocumentRow[] {
  const areaOf = new Map(slice.providers.map((provider) => [provider.id, provider.area]));
  const wordsOf = memoised((text) => [...new Set(tokenise(text))]);
  const labelKeyOf = memoised(normaliseLabel);
  const cityKeyOf = memoised(normaliseText);
  const specialtyKeyOf = memoised(specialtyKey);
  return catalogDrafts(slice.providers, slice.services).map(({ hit, score, fieldBase, texts }) => ({
    id: hit.id,
    kind: hit.kind,
    providerId: hit.providerId,
    category: hit.category,
    label: hit.label,
    labelKey: labelKeyOf(hit.label),
    providerName: hit.providerName,
    city: hit.city,
    cityKey: cityKeyOf(hit.city),
    area: areaOf.get(hit.providerId) ?? null,
    specialty: hit.specialty,
    specialtyKey: hit.specialty ? specialtyKeyOf(hit.specialty) : null,
    pricePaise: hit.pricePaise,
    score,
    fields: texts.flatMap((text, position) => (text ? [{ field: fieldBase + position, words: wordsOf(text) }] : [])),
  }));
}

/** Every word of the rows, once. */
export function wordsOfRows(rows: readonly DocumentRow[]): string[] {
  const words = new Set<string>();
  for (const row of rows) for (const { words: fieldWords } of row.fields) for (const word of fieldWords) words.add(word);
  return [...words];
}

/** `(wordId << fieldBits) | field` per distinct (word, field), in field then text order; and the distinct word ids. */
export function encodeTokens(row: DocumentRow, wordIds: ReadonlyMap<string, number>): { tokens: number[]; words: number[] } {
  const tokens: number[] = [];
  const words = new Set<number>();
  for (const { field, words: fieldWords } of row.fields) {
    for (const word of fieldWords) {
      const id = wordIds.get(word);
      if (id === undefined) throw new Error(`search word "${word}" has no id`);
      tokens.push((id << fieldBits) | field);
      words.add(id);
    }
  }
  return { tokens, words: [...words] };
}
