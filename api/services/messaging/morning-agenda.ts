import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { bookings, profiles, providers, services, type Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { toE164 } from '../../core/phone-number.ts';
import { addDays, formatIstDay, formatIstTime, istDate, istMinutes, istToInstant } from '../../core/time-zone.ts';
import { enqueueMessage } from './outbox.ts';
import { messageText } from './message-texts.ts';
import { openWhatsappWindows } from './reminders.ts';

/** The agenda goes out from 08:00 IST; a process that was down at eight catches up until noon, never later. */
export const agendaWindow = { fromMinute: 8 * 60, untilMinute: 12 * 60 } as const;
/** Lines in one message; the rest are counted ("…and 4 more"). */
const maxLines = 15;

type AgendaRow = Awaited<ReturnType<typeof todaysBookings>>[number];

/** Today's confirmed bookings (IST) of verified providers who asked for the agenda and take messages. */
function todaysBookings(ctx: AppContext, day: string) {
  return ctx.db
    .select({
      providerId: providers.id,
      providerName: providers.name,
      providerUserId: providers.userId,
      phone: profiles.contactPhone,
      locale: profiles.locale,
      startsAt: bookings.startsAt,
      client: bookings.name,
      service: services.name,
    })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .innerJoin(profiles, eq(profiles.userId, providers.userId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.startsAt, istToInstant(day)),
        lt(bookings.startsAt, istToInstant(addDays(day, 1))),
        eq(providers.verification, 'verified'),
        eq(profiles.morningAgenda, true),
        eq(profiles.messagingOptOut, false),
        eq(profiles.isActive, true),
        isNotNull(profiles.contactPhone),
      ),
    )
    .orderBy(asc(bookings.providerId), asc(bookings.startsAt));
}

function agendaText(locale: Locale, day: string, rows: AgendaRow[]): string {
  const first = rows[0]!;
  const date = formatIstDay(day, locale, { weekday: 'long', month: 'long' });
  const lines = rows.slice(0, maxLines).map((row) =>
    messageText(locale, 'agenda.line', {
      time: formatIstTime(row.startsAt, locale),
      client: row.client,
      service: row.service ? ` — ${row.service}` : '',
    }),
  );
  const more = rows.length > maxLines ? [messageText(locale, 'agenda.more', { count: String(rows.length - maxLines) })] : [];
  return [messageText(locale, 'agenda.title', { name: first.providerName, date }), ...lines, ...more].join('\n');
}

/**
 * The morning agenda: from 08:00 IST, each provider who turned it on gets today's confirmed
 * appointments in one message in their language — on WhatsApp when they wrote to us within the
 * last 24 hours (WhatsApp's window), else by SMS; nothing on a day without appointments. The dedupe
 * key (provider and IST day) keeps it to one a day however many workers run the job every minute.
 */
export async function enqueueMorningAgendas(ctx: AppContext): Promise<{ queued: number }> {
  const now = ctx.now();
  const minute = istMinutes(now);
  if (minute < agendaWindow.fromMinute || minute >= agendaWindow.untilMinute) return { queued: 0 };
  const day = istDate(now);
  const byProvider = new Map<string, AgendaRow[]>();
  for (const row of await todaysBookings(ctx, day)) byProvider.set(row.providerId, [...(byProvider.get(row.providerId) ?? []), row]);
  const phones = [...byProvider.values()].flatMap((rows) => toE164(rows[0]!.phone ?? '') ?? []);
  const windows = await openWhatsappWindows(ctx, now, phones);
  let queued = 0;
  for (const [providerId, rows] of byProvider) {
    const to = toE164(rows[0]!.phone ?? '');
    if (!to) continue;
    const row = await enqueueMessage(ctx, ctx.db, {
      channel: windows.has(to) ? 'whatsapp' : 'sms',
      to,
      body: agendaText(rows[0]!.locale, day, rows),
      kind: 'provider_agenda',
      userId: rows[0]!.providerUserId,
      dedupeKey: `provider_agenda:${providerId}:${day}`,
    });
    if (row) queued += 1;
  }
  return { queued };
}
