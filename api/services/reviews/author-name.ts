/**
 * The name a public review shows: the first name and the surname's initial ("Lakshmi I."), as
 * the seeded reviews do, never more. A review of a psychologist or a gynaecologist must not say
 * who the client is. A single name stays as it is; an already short name is unchanged.
 * @example publicAuthorName('Lakshmi  Iyer') // 'Lakshmi I.'
 */
export function publicAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  const initial = Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase('en-IN');
  return `${first} ${initial}.`;
}
