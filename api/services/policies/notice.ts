import type { Db } from '#db/client.ts';
import { readCancelNotices, readProviderNotice, readSlotStart } from '#db/queries/notice-periods.ts';
import { activeBookingStatuses } from '#db/schema/index.ts';
import { AppError } from '../../core/errors.ts';
import { toE164 } from '../../core/phone-number.ts';

/** What the check needs of a loaded booking (FoundBooking of bookings/cancel-booking.ts, which calls this). */
type ChangedBooking = {
  booking: { status: string; providerId: string; startsAt: Date };
  provider: { phone: string | null };
};

/** What the client tried: the web, Mitra and WhatsApp explain each in their own words. */
export type NoticeAction = 'book' | 'cancel' | 'reschedule';

/** The provider's number in E.164 when it parses (older rows may hold it as typed). */
const callablePhone = (phone: string | null) => (phone ? (toE164(phone) ?? phone) : null);

type NoticeCheck = { startsAt: Date; noticeMinutes: number; now: Date; providerPhone: string | null; action: NoticeAction };

/**
 * 409 `notice_too_short` when `startsAt` is less than the notice after `now` (exactly the notice
 * is allowed). A notice of 0 is no rule at all, so a client may still cancel a booking that started.
 * The provider's phone comes along so the client can call instead (issue 26.1).
 */
export function refuseShortNotice({ startsAt, noticeMinutes, now, providerPhone, action }: NoticeCheck): void {
  if (noticeMinutes <= 0 || startsAt.getTime() - now.getTime() >= noticeMinutes * 60_000) return;
  throw new AppError('notice_too_short', {
    details: { action, noticeMinutes, providerPhone: callablePhone(providerPhone) },
  });
}

/**
 * A client's cancel or move of an active booking: refused inside the provider's cancel notice, and
 * a move to a slot inside their booking notice too. The provider and admins never come through here.
 * A booking that is no longer active, or a slot that is not the provider's, is left to the change
 * itself to refuse with its own error.
 */
export async function refuseLateClientChange(tx: Db, found: ChangedBooking, change: { now: Date; newSlotId?: string }): Promise<void> {
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

/** Until when a client may still cancel or move a booking online, and whom to call after that. */
export type OnlineChangeWindow = { onlineChangesUntil: string | null; providerPhone: string | null };

/**
 * The change window of each booking, for My bookings to show before the client tries: null
 * `onlineChangesUntil` when the provider has no cancel notice.
 */
export async function onlineChangeWindows(
  db: Db,
  bookings: readonly { providerId: string; startsAt: Date }[],
): Promise<OnlineChangeWindow[]> {
  const notices = await readCancelNotices(
    db,
    bookings.map((booking) => booking.providerId),
  );
  return bookings.map((booking) => {
    const notice = notices.get(booking.providerId);
    const minutes = notice?.cancelNoticeMinutes ?? 0;
    return {
      onlineChangesUntil: minutes > 0 ? new Date(booking.startsAt.getTime() - minutes * 60_000).toISOString() : null,
      providerPhone: callablePhone(notice?.phone ?? null),
    };
  });
}
