import type { Db } from '#db/client.ts';
import { readProviderNotice, readSlotStart } from '#db/queries/notice-periods.ts';
import { activeBookingStatuses } from '#db/schema/index.ts';
import { AppError } from '../../core/errors.ts';
import { toE164 } from '../../core/phone-number.ts';
import type { FoundBooking } from '../bookings/cancel-booking.ts';

/** What the client tried: the web, Mitra and WhatsApp explain each in their own words. */
export type NoticeAction = 'book' | 'cancel' | 'reschedule';

type NoticeCheck = { startsAt: Date; noticeMinutes: number; now: Date; providerPhone: string | null; action: NoticeAction };

/**
 * 409 `notice_too_short` when `startsAt` is less than the notice after `now` (exactly the notice
 * is allowed). A notice of 0 is no rule at all, so a client may still cancel a booking that started.
 * The provider's phone comes along so the client can call instead (issue 26.1).
 */
export function refuseShortNotice({ startsAt, noticeMinutes, now, providerPhone, action }: NoticeCheck): void {
  if (noticeMinutes <= 0 || startsAt.getTime() - now.getTime() >= noticeMinutes * 60_000) return;
  throw new AppError('notice_too_short', {
    details: { action, noticeMinutes, providerPhone: providerPhone ? (toE164(providerPhone) ?? providerPhone) : null },
  });
}

/**
 * A client's cancel or move of an active booking: refused inside the provider's cancel notice, and
 * a move to a slot inside their booking notice too. The provider and admins never come through here.
 * A booking that is no longer active, or a slot that is not the provider's, is left to the change
 * itself to refuse with its own error.
 */
export async function refuseLateClientChange(tx: Db, found: FoundBooking, change: { now: Date; newSlotId?: string }): Promise<void> {
  if (!(activeBookingStatuses as readonly string[]).includes(found.booking.status)) return;
  const notice = await readProviderNotice(tx, found.booking.providerId);
  if (!notice) return;
  const action = change.newSlotId ? 'reschedule' : 'cancel';
  const common = { now: change.now, providerPhone: found.provider.phone, action } as const;
  refuseShortNotice({ ...common, startsAt: found.booking.startsAt, noticeMinutes: notice.cancelNoticeMinutes });
  if (!change.newSlotId) return;
  const newStart = await readSlotStart(tx, { slotId: change.newSlotId, providerId: found.booking.providerId });
  if (newStart) refuseShortNotice({ ...common, startsAt: newStart, noticeMinutes: notice.bookingNoticeMinutes });
}
