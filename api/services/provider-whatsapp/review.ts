import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { listOwnReviews, replyToReview } from '../reviews/reviews.ts';
import { deskText } from './desk-texts.ts';
import type { DeskLocale } from './lexicon.ts';
import type { DeskProvider } from './provider-by-phone.ts';

/** As the dashboard's reply form allows. */
const replyLength = { min: 2, max: 1000 };

/** "reply: thank you for coming": answers the newest review, once and publicly, through the reviews service. */
export async function reviewReply(ctx: AppContext, provider: DeskProvider, locale: DeskLocale, text: string): Promise<string> {
  if (text.length < replyLength.min) return deskText(locale, 'review.empty');
  if (text.length > replyLength.max) return deskText(locale, 'review.tooLong', { max: replyLength.max });
  const [latest] = await listOwnReviews(ctx, provider.userId, 1);
  if (!latest) return deskText(locale, 'review.none');
  const vars = { author: latest.authorName, rating: latest.rating };
  try {
    await replyToReview(ctx, provider.userId, latest.id, text);
    return deskText(locale, 'review.replied', vars);
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') return deskText(locale, 'review.already', vars);
    throw error;
  }
}
