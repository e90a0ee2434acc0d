import { and, count, eq, min, sql } from 'drizzle-orm';
import { bookings, profiles, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { reminderDueCondition, reminderKinds } from '../messaging/reminders.ts';
import { getSettings } from '../settings/settings.ts';

/**
 * How late the reminder job is: for each reminder, the confirmed bookings it should have queued
 * already (due by reminders.ts's own condition, with a phone to send to, not silenced) and have no
 * outbox row under that reminder's dedupe key yet, and how long the oldest has been due.
 */
export async function reminderLag(ctx: AppContext, now: Date) {
  const { reminderLeadHours } = await getSettings(ctx);
  const kinds = reminderKinds(reminderLeadHours);
  const results = await Promise.all(
    kinds.map(async (reminder) => {
      const [row] = await ctx.db
        .select({ n: count(), earliest: min(bookings.startsAt) })
        .from(bookings)
        .innerJoin(user, eq(user.id, bookings.userId))
        .leftJoin(profiles, eq(profiles.userId, bookings.userId))
        .where(
          and(
            reminderDueCondition(now, reminder),
            sql`coalesce(${bookings.phone}, ${user.phoneNumber}, ${profiles.contactPhone}) is not null`,
            sql`not coalesce(${profiles.messagingOptOut}, false) and coalesce(${profiles.remindersEnabled}, true)`,
            sql`not exists (select 1 from outbox o where o.dedupe_key =
              ${reminder.kind} || ':' || ${bookings.id}::text || ':' || floor(extract(epoch from ${bookings.startsAt}) * 1000)::bigint::text)`,
          ),
        );
      const earliest = row?.earliest ? new Date(row.earliest) : null;
      const dueSince = earliest ? earliest.getTime() - reminder.leadMs : null;
      return {
        kind: reminder.kind,
        waiting: Number(row?.n ?? 0),
        lagSeconds: dueSince === null ? 0 : Math.max(0, Math.round((now.getTime() - dueSince) / 1000)),
      };
    }),
  );
  return { lagSeconds: Math.max(0, ...results.map((result) => result.lagSeconds)), byKind: results };
}
