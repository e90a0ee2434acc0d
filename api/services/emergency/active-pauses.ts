import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { emergencyPauses, providers, type CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';

export type ActivePause = {
  id: string;
  scope: 'provider' | 'category_city' | 'city';
  providerId: string | null;
  providerName: string | null;
  category: CategoryId | null;
  city: string | null;
  from: string;
  to: string;
  reason: string;
};

/**
 * Every catalogue page asks for the banner, so the list is kept a few seconds per database;
 * creating or ending a pause here forgets it at once (another instance sees it within the TTL).
 */
const cacheMs = 10_000;
const cache = new WeakMap<object, { at: number; pauses: ActivePause[] }>();

export function forgetActivePauses(ctx: Pick<AppContext, 'db'>): void {
  cache.delete(ctx.db);
}

/** The pauses not undone and not yet over (including ones that start later), soonest end first. */
export async function listActivePauses(ctx: AppContext): Promise<ActivePause[]> {
  const now = ctx.now();
  const kept = cache.get(ctx.db);
  if (kept && Date.now() - kept.at < cacheMs) return kept.pauses.filter((pause) => new Date(pause.to) > now);
  const rows = await ctx.db
    .select({
      id: emergencyPauses.id,
      scope: emergencyPauses.scope,
      providerId: emergencyPauses.providerId,
      providerName: providers.name,
      category: emergencyPauses.category,
      city: emergencyPauses.city,
      from: emergencyPauses.startsAt,
      to: emergencyPauses.endsAt,
      reason: emergencyPauses.reason,
    })
    .from(emergencyPauses)
    .leftJoin(providers, eq(providers.id, emergencyPauses.providerId))
    .where(and(isNull(emergencyPauses.endedAt), gt(emergencyPauses.endsAt, now)))
    .orderBy(asc(emergencyPauses.endsAt))
    .limit(200);
  const pauses = rows.map((row) => ({
    ...row,
    scope: row.scope as ActivePause['scope'],
    from: row.from.toISOString(),
    to: row.to.toISOString(),
  }));
  cache.set(ctx.db, { at: Date.now(), pauses });
  return pauses;
}
