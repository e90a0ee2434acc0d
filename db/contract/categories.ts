/**
 * The 15 catalogue categories, in the order the landing page shows them: the one list the
 * database enum, the API, Mitra (parser and offline policy) and the web app all use. It imports
 * nothing, so the web app and the parser can take it without pulling in the database layer.
 */
export const categoryIds = [
  'doctor',
  'yoga',
  'tutor',
  'plumber',
  'carpenter',
  'consultant',
  'psychologist',
  'engineer',
  'salon',
  'business',
  'education',
  'restaurant',
  'car',
  'repair',
  'other',
] as const;
export type CategoryId = (typeof categoryIds)[number];

/** Whether a string is one of the category ids. */
export function isCategoryId(value: string): value is CategoryId {
  return (categoryIds as readonly string[]).includes(value);
}
