/**
 * The 15 catalogue categories. Declared here rather than imported from db/ so the parser stays a
 * pure module with no dependency on the database layer; a unit test checks the two lists agree.
 */
export const nluCategoryIds = [
  'doctor', 'yoga', 'tutor', 'plumber', 'carpenter', 'consultant', 'psychologist', 'engineer',
  'salon', 'business', 'education', 'restaurant', 'car', 'repair', 'other',
] as const;

/** One catalogue category id. */
export type NluCategoryId = (typeof nluCategoryIds)[number];

/** Whether a string is one of the 15 category ids. */
export function isNluCategoryId(value: string): value is NluCategoryId {
  return (nluCategoryIds as readonly string[]).includes(value);
}
