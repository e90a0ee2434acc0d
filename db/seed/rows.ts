import type { account, availabilityRules, profiles, providers, reviews, services, user } from '../schema/index.ts';

/** Everything a seed inserts, as typed insert rows, in dependency order. */
export type CatalogueRows = {
  users: (typeof user.$inferInsert)[];
  accounts: (typeof account.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
  providers: (typeof providers.$inferInsert)[];
  services: (typeof services.$inferInsert)[];
  rules: (typeof availabilityRules.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
};

/** An empty set of rows to fill. */
export function emptyRows(): CatalogueRows {
  return { users: [], accounts: [], profiles: [], providers: [], services: [], rules: [], reviews: [] };
}

/** The domain every seeded provider's login e-mail lives under. */
export const providerEmailDomain = 'providers.bookmitra.in';

const titles = /^(dr|adv|er|ar|ca|cs)\.?\s+/i;

/** "Dr. Rohan Mehta" → "rohan-mehta"; "D'Souza" → "dsouza". */
export function slugify(name: string): string {
  return name
    .replace(titles, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out unique e-mails within one seed run; `tag` keeps separate runs apart. */
export function createEmailMaker(tag?: string) {
  const used = new Map<string, number>();
  return (displayName: string) => {
    const base = slugify(displayName) || 'provider';
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    const local = seen === 1 ? base : `${base}-${seen}`;
    return `${local}${tag ? `.${tag}` : ''}@${providerEmailDomain}`;
  };
}
