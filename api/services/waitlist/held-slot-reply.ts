import { and, desc, eq, gt } from 'drizzle-orm';
import { slotHolds } from '#db/schema/index.ts';
import type { Locale } from '#db/schema/index.ts';
import en from '#locales/en/waitlist.json' with { type: 'json' };
import hi from '#locales/hi/waitlist.json' with { type: 'json' };
import ta from '#locales/ta/waitlist.json' with { type: 'json' };
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { createTranslators } from '../../core/translator.ts';
import { createBooking } from '../bookings/create-booking.ts';
import { bookingRef, formatWhen } from '../notifications/booking-texts.ts';

const textsFor = createTranslators<Locale>('waitlist', { en, hi, ta });

/** "Yes" as the offer message asks for it, in English, Hindi and Tamil, romanized or not. */
const yesWords = new Set([
  'yes',
  'y',
  'yes please',
  'ok',
  'okay',
  'haan',
  'han',
  'haa',
  'ha',
  'haan ji',
  'ji',
  'हाँ',
  'हां',
  'हा',
  'जी',
  'ஆம்',
  'aam',
  'aama',
  'aamaa',
  'ama',
  'sari',
  'சரி',
]);

export function isYes(body: string): boolean {
  return yesWords.has(
    body
      .toLowerCase()
      .replace(/[\s.!,]+/g, ' ')
      .trim(),
  );
}

/**
 * A "yes" on WhatsApp/SMS while a freed slot is held for the client (issue 26.2) books that slot,
 * through the same booking service as the web. Null when the message is not a yes or nothing is
 * held for them: Mitra answers it as usual.
 */
export async function answerHeldSlot(
  ctx: AppContext,
  input: { user: CurrentUser; locale: Locale; body: string; channel: 'whatsapp' | 'sms' },
) {
  if (!isYes(input.body)) return null;
  const [hold] = await ctx.db
    .select({ slotId: slotHolds.slotId })
    .from(slotHolds)
    .where(and(eq(slotHolds.userId, input.user.id), gt(slotHolds.expiresAt, ctx.now())))
    .orderBy(desc(slotHolds.createdAt))
    .limit(1);
  if (!hold) return null;
  const t = textsFor(input.locale);
  try {
    const booking = await createBooking(ctx, input.user, { slotId: hold.slotId, channel: input.channel });
    return t('heldBooked', {
      provider: booking.provider.name,
      when: formatWhen(input.locale, new Date(booking.startsAt)),
      reference: bookingRef(booking.id),
    });
  } catch (error) {
    // Expired or taken meanwhile, or a booking rule refused it: say so instead of a wrong confirmation.
    if (error instanceof AppError) return t('heldGone');
    throw error;
  }
}
