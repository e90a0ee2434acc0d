import { eq } from 'drizzle-orm';
import { providers } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';

export type OwnProvider = typeof providers.$inferSelect;

/**
 * The signed-in provider's own provider row. A provider account without one (never applied) is a
 * 404; a suspended provider can neither act nor be booked (403).
 */
export async function ownProvider(ctx: Pick<AppContext, 'db'>, userId: string): Promise<OwnProvider> {
  const [provider] = await ctx.db.select().from(providers).where(eq(providers.userId, userId));
  if (!provider) throw new AppError('not_found', { message: 'No provider profile for this account.' });
  if (provider.verification === 'suspended') throw new AppError('forbidden', { message: 'This provider account is suspended.' });
  return provider;
}
