import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { bookings, conversations, profiles, providers, services, user, type Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { toE164 } from '../../core/phone-number.ts';
import { bookingRef, formatWhen } from '../notifications/booking-texts.ts';
import en from '#locales/en/notifications.json' with { type: 'json' };
import hi from '#locales/hi/notifications.json' with { type: 'json' };
import ta from '#locales/ta/notifications.json' with { type: 'json' };
import { createTranslators } from '../../core/translator.ts';
import { getSettings, type PlatformSettings } from '../settings/settings.ts';
import { enqueueMessage } from './outbox.ts';
import { messageText } from './message-texts.ts';

const hour = 3_600_000;
/** WhatsApp lets a business write freely only within 24 hours of the client's last message. */
const whatsappWindowMs = 24 * hour;

/**
 * The two reminders: the first is due `first` hours before the start until the second takes over,
 * the second `second` hours before (the lead hours are a setting; the kinds keep their names,
 * which outbox rows and dedupe keys carry). Their texts say "tomorrow" and "in 2 hours" only when
 * the lead is that; any other lead gets a text that names the day and time alone.
 */
export function reminderKinds(lead: PlatformSettings['reminderLeadHours']) {
  return [
    { kind: 'reminder_24h', key: lead.first === 24 ? 'reminder.24h' : null, leadMs: lead.first * hour, untilMs: lead.second * hour },
    { kind: 'reminder_2h', key: lead.second === 2 ? 'reminder.2h' : null, leadMs: lead.second * hour, untilMs: 0 },
  ] as const;
}
type ReminderKind = ReturnType<typeof reminderKinds>[number];

const upcomingTextFor = createTranslators<Locale>('notifications', { en, hi, ta });

function reminderText(locale: Locale, reminder: ReminderKind, values: Record<string, string>): string {
  return reminder.key ? messageText(locale, reminder.key, values) : upcomingTextFor(locale)('reminderUpcoming', values);
}

type DueBooking = Awaited<ReturnType<typeof dueBookings>>[number];

/**
 * The condition for a reminder due at `now`, on `bookings` joined with the client's `user` and (left)
 * `profiles` rows: the booking is confirmed, its start is within the reminder's lead (and beyond the
 * next reminder's), and it was made or last moved before the reminder's moment — a booking made an
 * hour ahead got its confirmation and needs no "tomorrow" reminder; there is a number to send to (the
 * booking's, else the account's, else the profile's); and the client neither sent STOP (which
 * silences everything) nor turned reminders off (a client without a profile keeps the defaults).
 * The job queues by it and the health report's reminder lag counts by it.
 */
export function reminderDueCondition(now: Date, reminder: Pick<ReminderKind, 'leadMs' | 'untilMs'>) {
  return and(
    eq(bookings.status, 'confirmed'),
    gt(bookings.startsAt, new Date(now.getTime() + reminder.untilMs)),
    lte(bookings.startsAt, new Date(now.getTime() + reminder.leadMs)),
    sql`${bookings.updatedAt} <= ${bookings.startsAt} - make_interval(secs => ${reminder.leadMs / 1000})`,
    sql`coalesce(${bookings.phone}, ${user.phoneNumber}, ${profiles.contactPhone}) is not null`,
    sql`not coalesce(${profiles.messagingOptOut}, false) and coalesce(${profiles.remindersEnabled}, true)`,
  );
}

/** The outbox dedupe key of a booking's reminder: the booking and its start, so a moved booking is reminded again. */
function reminderDedupeKey(kind: ReminderKind['kind'], bookingId: string, startsAt: Date): string {
  return `${kind}:${bookingId}:${startsAt.getTime()}`;
}

/** `reminderDedupeKey` of a `bookings` row, in SQL: the health report looks for it in the outbox. */
export function reminderDedupeKeySql(kind: ReminderKind['kind']) {
  return sql`${kind} || ':' || ${bookings.id}::text || ':' || floor(extract(epoch from ${bookings.startsAt}) * 1000)::bigint::text`;
}

/** Confirmed bookings whose reminder is due now (see `reminderDueCondition`), with what the message needs. */
async function dueBookings(ctx: AppContext, now: Date, reminder: ReminderKind) {
  return ctx.db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      startsAt: bookings.startsAt,
      phone: bookings.phone,
      accountPhone: user.phoneNumber,
      contactPhone: profiles.contactPhone,
      locale: profiles.locale,
      providerName: providers.name,
      serviceName: services.name,
    })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.userId, bookings.userId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(reminderDueCondition(now, reminder));
}

/** Numbers that wrote on WhatsApp within the last 24 hours. */
export async function openWhatsappWindows(ctx: AppContext, now: Date, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await ctx.db
    .select({ address: conversations.address })
    .from(conversations)
    .where(
      and(
        eq(conversations.channel, 'whatsapp'),
        inArray(conversations.address, phones),
        gt(conversations.lastInboundAt, new Date(now.getTime() - whatsappWindowMs)),
      ),
    );
  return new Set(rows.flatMap((row) => (row.address ? [row.address] : [])));
}

function phoneOf(booking: DueBooking): string | null {
  return toE164(booking.phone ?? booking.accountPhone ?? booking.contactPhone ?? '');
}

/**
 * Queues the first and second reminders that are due (24 h and 2 h before, unless the settings say otherwise). The dedupe key holds the booking and its start,
 * so several workers queue each reminder once, and a moved booking is reminded of its new time.
 * Channel: WhatsApp inside the 24-hour window; outside it the configured template; else SMS.
 */
export async function enqueueDueReminders(ctx: AppContext): Promise<{ queued: number }> {
  const now = ctx.now();
  let queued = 0;
  // Read on every scan: a lead changed in the admin settings applies from the next scan on.
  const { reminderLeadHours } = await getSettings(ctx);
  for (const reminder of reminderKinds(reminderLeadHours)) {
    const due = await dueBookings(ctx, now, reminder);
    const windows = await openWhatsappWindows(
      ctx,
      now,
      due.flatMap((booking) => phoneOf(booking) ?? []),
    );
    for (const booking of due) {
      const to = phoneOf(booking);
      if (!to) continue;
      const locale: Locale = booking.locale ?? 'en';
      const when = formatWhen(locale, booking.startsAt);
      const body = reminderText(locale, reminder, { provider: booking.providerName, when, ref: bookingRef(booking.id) });
      const template = ctx.config.TWILIO_REMINDER_CONTENT_SID;
      const channel = windows.has(to) || template ? 'whatsapp' : 'sms';
      const row = await enqueueMessage(ctx, ctx.db, {
        channel,
        to,
        body,
        kind: reminder.kind,
        userId: booking.userId,
        bookingId: booking.id,
        dedupeKey: reminderDedupeKey(reminder.kind, booking.id, booking.startsAt),
        ...(!windows.has(to) && template ? { contentSid: template, contentVariables: { 1: booking.providerName, 2: when } } : {}),
      });
      if (row) queued += 1;
    }
  }
  return { queued };
}
