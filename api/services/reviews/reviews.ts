import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, profiles, reviews } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError, pgErrorOf } from '../../core/errors.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { ownProvider } from '../providers/own-provider.ts';
import { publicAuthorName } from './author-name.ts';

export type ReviewView = {
  id: string;
  bookingId: string | null;
  authorName: string;
  rating: number;
  comment: string | null;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
};

type ReviewRow = typeof reviews.$inferSelect;

function toReviewView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    bookingId: row.bookingId,
    authorName: publicAuthorName(row.authorName),
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A provider's rating and count, recomputed from their reviews in the review's own transaction. */
async function refreshRating(tx: Db, providerId: string) {
  await tx.execute(sql`
    update providers p set
      rating_avg = coalesce((select round(avg(r.rating)::numeric, 2) from reviews r where r.provider_id = p.id), 0),
      rating_count = (select count(*) from reviews r where r.provider_id = p.id)
    where p.id = ${providerId}::uuid`);
}

/**
 * The client rates their attended booking, once (1–5, an optional comment). No review without an
 * attended booking whose start has passed; someone else's booking is a 404; a second review of
 * one booking a 409.
 */
export async function reviewBooking(
  ctx: AppContext,
  caller: CurrentUser,
  bookingId: string,
  input: { rating: number; comment?: string | null | undefined },
): Promise<ReviewView> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ booking: bookings, fullName: profiles.fullName })
        .from(bookings)
        .innerJoin(profiles, eq(profiles.userId, bookings.userId))
        .where(and(eq(bookings.id, bookingId), eq(bookings.userId, caller.id)));
      if (!found) throw new AppError('not_found', { message: 'Booking not found.' });
      // Only a visit that has started can have been attended, whatever marked it so.
      if (found.booking.status !== 'completed' || found.booking.startsAt.getTime() > ctx.now().getTime()) {
        throw new AppError('conflict', { message: 'Only an attended appointment can be rated.' });
      }
      const [row] = await tx
        .insert(reviews)
        .values({
          providerId: found.booking.providerId,
          userId: caller.id,
          bookingId,
          authorName: publicAuthorName(found.fullName ?? found.booking.name),
          rating: input.rating,
          comment: input.comment ?? null,
        })
        .returning();
      await refreshRating(tx, found.booking.providerId);
      return toReviewView(row!);
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw new AppError('conflict', { message: 'This appointment is already rated.', cause: error });
    throw error;
  }
}

/** The signed-in provider's reviews, newest first. */
export async function listOwnReviews(ctx: AppContext, userId: string, limit = 100): Promise<ReviewView[]> {
  const provider = await ownProvider(ctx, userId);
  const rows = await ctx.db
    .select()
    .from(reviews)
    .where(eq(reviews.providerId, provider.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toReviewView);
}

/** The provider answers a review of theirs, once and publicly; another provider's review is a 404. */
export async function replyToReview(ctx: AppContext, userId: string, reviewId: string, reply: string): Promise<ReviewView> {
  const provider = await ownProvider(ctx, userId);
  const mine = and(eq(reviews.id, reviewId), eq(reviews.providerId, provider.id));
  // Conditional on there being no reply yet, so two replies racing each other leave one.
  const [row] = await ctx.db
    .update(reviews)
    .set({ reply, repliedAt: ctx.now() })
    .where(and(mine, isNull(reviews.reply)))
    .returning();
  if (row) return toReviewView(row);
  const [exists] = await ctx.db.select({ id: reviews.id }).from(reviews).where(mine);
  if (!exists) throw new AppError('not_found', { message: 'Review not found.' });
  throw new AppError('conflict', { message: 'This review already has your reply.' });
}
