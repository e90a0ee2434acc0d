import { and, count, eq, min, sql } from 'drizzle-orm';
import { bookings, profiles, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { reminderDedupeKeySql, reminderDueCondition, reminderKinds } from '../messaging/reminders.ts';
import { getSettings } from '../settings/settings.ts';

/**
 * How late the reminder job is: for each reminder, the bookings it should have queued already (due
 * by the job's own condition, reminders.ts) that have no outbox row under that reminder's dedupe
 * key yet, and how long the oldest has been due.
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
            sql`not exists (select 1 from outbox o where o.dedupe_key = ${reminderDedupeKeySql(reminder.kind)})`,
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
