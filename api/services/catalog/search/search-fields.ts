/**
 * The fields a search document's words come from, and their weights. A token stores
 * `(wordId << fieldBits) | field`: providers use fields 0–3, services 4–7.
 */

/** Where a word was found; each field has its own weight. */
export const fieldWeights = [
  1.0, // 0 provider name
  0.9, // 1 provider specialty
  0.3, // 2 provider area
  0.3, // 3 provider city
  0.95, // 4 service name
  0.5, // 5 service's provider name
  0.7, // 6 service's provider specialty
  0.25, // 7 service's city and area
] as const;
/** Weight of a category word (name or synonym) on a provider and on a service. */
export const categoryWeight = { provider: 0.6, service: 0.45 } as const;
/** Low bits of a token that hold the field; the rest is the word id. */
export const fieldBits = 3;
