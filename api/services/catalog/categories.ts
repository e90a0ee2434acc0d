import { count, eq } from 'drizzle-orm';
import { categoryIds, profiles, providers, type CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { categoryNames } from './search/category-vocabulary.ts';
import { listedProvider } from './listed-providers.ts';

export type CategorySummary = { id: CategoryId; name: string; providerCount: number };

/** All 15 categories in landing-page order, each with its number of listed providers. */
export async function listCategories(ctx: Pick<AppContext, 'db'>): Promise<CategorySummary[]> {
  const rows = await ctx.db
    .select({ category: providers.category, providerCount: count() })
    .from(providers)
    .innerJoin(profiles, eq(profiles.userId, providers.userId))
    .where(listedProvider())
    .groupBy(providers.category);
  const counts = new Map(rows.map((row) => [row.category, Number(row.providerCount)]));
  return categoryIds.map((id) => ({ id, name: categoryNames[id], providerCount: counts.get(id) ?? 0 }));
}
