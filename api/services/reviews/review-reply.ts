import { sql } from 'drizzle-orm';
import { executeRows } from '#db/client.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { AnswerRating } from '../messaging/inbound.ts';
import { messageText } from '../messaging/message-texts.ts';
import { reviewBooking } from './reviews.ts';

/** How long a WhatsApp review request waits for its answer. */
const answerWindowMs = 7 * 24 * 3_600_000;
const maxCommentLength = 1000;
const starWords = /^(?:\/\s*5|stars?|स्टार|तारे|நட்சத்திரம்|நட்சத்திரங்கள்)/iu;

/** "5 baje", "4 pm", "3.30", "2 மணி": a time, not a rating. */
const timeAfter = /^(?:[.:]\d|\s*(?:am|pm|a\.m|p\.m|baje|बजे|mani|மணி|o'?clock))/iu;

export type RatingReply = { rating: number; comment: string | null };

/**
 * A message that is a rating: "5", "4 good doctor", "3/5", "5 stars, very kind", "⭐⭐⭐⭐". The
 * number comes first and stands alone ("10 am" or "45" are not ratings); what follows is the comment.
 */
export function readRating(body: string): RatingReply | null {
  const text = body.normalize('NFC').trim();
  const stars = /^(?:[⭐★]\uFE0F?){1,5}/u.exec(text);
  const digit = stars ? null : /^([1-5])(?=$|[\s,.!/⭐★]|stars?\b)/iu.exec(text);
  if (!stars && !digit) return null;
  if (digit && timeAfter.test(text.slice(1))) return null;
  const rating = stars ? [...stars[0].replace(/\uFE0F/gu, '')].length : Number(digit![1]);
  let rest = text.slice((stars ?? digit)![0].length).trim();
  const unit = starWords.exec(rest);
  if (unit) rest = rest.slice(unit[0].length);
  const comment = rest.replace(/^[\s,.!:;–—-]+/u, '').trim();
  return { rating, comment: comment ? comment.slice(0, maxCommentLength) : null };
}

type PendingRequest = { booking_id: string; provider_name: string };

/**
 * The review request this message answers: the latest one sent to this phone in the last week,
 * for an attended booking of this client not yet rated, and sent after Mitra's last reply in this
 * conversation — so a "2" answering Mitra's list of slots is never taken for a rating.
 */
async function pendingRequest(ctx: AppContext, input: { userId: string; address: string; conversationId: string }) {
  const since = new Date(ctx.now().getTime() - answerWindowMs).toISOString();
  const [row] = await executeRows<PendingRequest>(
    ctx.db,
    sql`
    select o.booking_id, p.name as provider_name
    from outbox o
    join bookings b on b.id = o.booking_id
    join providers p on p.id = b.provider_id
    where o.kind = 'review_request' and o.to = ${input.address} and b.user_id = ${input.userId}
      and b.status = 'completed' and o.created_at > ${since}::timestamptz
      and not exists (select 1 from reviews r where r.booking_id = b.id)
      and o.created_at > coalesce(
        (select max(m.created_at) from conversation_messages m where m.conversation_id = ${input.conversationId}::uuid and m.role = 'assistant'),
        '-infinity'::timestamptz)
    order by o.created_at desc
    limit 1`,
  );
  return row ?? null;
}

/**
 * Takes a WhatsApp/SMS answer to a review request as the rating of that visit and thanks the
 * client; null when the message is not a rating or answers no request (Mitra then reads it).
 */
export const answerReviewRequest: AnswerRating = async (ctx, input) => {
  const rating = readRating(input.body);
  if (!rating) return null;
  const request = await pendingRequest(ctx, { userId: input.user.id, address: input.address, conversationId: input.conversationId });
  if (!request) return null;
  try {
    await reviewBooking(ctx, input.user, request.booking_id, rating);
  } catch (error) {
    // Rated meanwhile on the web: Mitra reads the message instead.
    if (error instanceof AppError && error.code === 'conflict') return null;
    throw error;
  }
  return messageText(input.locale, 'reviewThanks', { provider: request.provider_name, rating: String(rating.rating) });
};
