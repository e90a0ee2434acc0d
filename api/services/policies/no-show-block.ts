import { and, asc, eq, gt, gte, max, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, noShowBlockLifts } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { formatIstDate } from '../../core/time-zone.ts';
import { getSettings, type PlatformSettings } from '../settings/settings.ts';

export type NoShowPolicy = PlatformSettings['noShowPolicy'];

/** A client's booking block as the web, Mitra and the admin panel show it. */
export type NoShowBlockState = {
  blocked: boolean;
  /** When new bookings open again (ISO); null when not blocked. */
  until: string | null;
  /** The no-shows that count now: within the window, marked at or after the start, after the last lift. */
  missed: number;
  /** The policy's numbers, so the texts say them. */
  policy: NoShowPolicy;
};

/** `months` calendar months from an instant (negative goes back), the day clamped to the month's length (31 Jan + 1 = 28/29 Feb). */
export function addMonths(instant: Date, months: number): Date {
  const moved = new Date(instant.getTime());
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

/**
 * When the block of these no-show marks (ascending) ends, or null if they never made one.
 * A mark that brings the marks within `windowMonths` up to `count` starts a block of `blockMonths`
 * from that mark; the latest such mark decides. So a block, once started, lasts its full months
 * even when its oldest no-show leaves the window meanwhile.
 */
export function blockEnd(marks: readonly Date[], policy: NoShowPolicy): Date | null {
  let end: Date | null = null;
  for (let index = policy.count - 1; index < marks.length; index += 1) {
    const mark = marks[index]!;
    const earliest = marks[index - policy.count + 1]!;
    if (earliest.getTime() > addMonths(mark, -policy.windowMonths).getTime()) end = addMonths(mark, policy.blockMonths);
  }
  return end;
}

/**
 * The longest look back any policy needs: the settings allow a 36-month window and a 24-month block.
 * Reading that far (a client has few no-shows) lets the read run beside the settings' read.
 */
const lookBackMonths = 36 + 24;

/** The marking times of the client's no-shows after the last lift, ascending (only those marked at or after the start). */
async function markedNoShows(db: Db, userId: string, now: Date): Promise<Date[]> {
  const lifted = db
    .select({ at: max(noShowBlockLifts.createdAt) })
    .from(noShowBlockLifts)
    .where(eq(noShowBlockLifts.userId, userId));
  const rows = await db
    .select({ at: bookings.finishedAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'no_show'),
        // Only a no-show marked once the appointment had started counts (the provider API refuses earlier marks too).
        gte(bookings.finishedAt, bookings.startsAt),
        gt(bookings.finishedAt, addMonths(now, -lookBackMonths)),
        sql`${bookings.finishedAt} > coalesce((${lifted}), '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(asc(bookings.finishedAt));
  return rows.flatMap((row) => (row.at ? [row.at] : []));
}

/** Whether the user may book now under the no-show policy (admin settings), read from `db` (a transaction's, when in one). */
export async function readNoShowBlock(
  ctx: Pick<AppContext, 'config' | 'db' | 'now'>,
  userId: string,
  db: Db = ctx.db,
): Promise<NoShowBlockState> {
  const now = ctx.now();
  const [{ noShowPolicy: policy }, marks] = await Promise.all([getSettings({ config: ctx.config, db }), markedNoShows(db, userId, now)]);
  const end = blockEnd(marks, policy);
  const blocked = end !== null && end.getTime() > now.getTime();
  const windowStart = addMonths(now, -policy.windowMonths).getTime();
  return {
    blocked,
    until: blocked ? end.toISOString() : null,
    missed: marks.filter((mark) => mark.getTime() > windowStart).length,
    policy,
  };
}

/** 409 `no_show_block` with `details.until` when the client's new bookings are blocked (issue 26.3). */
export async function assertNotNoShowBlocked(ctx: AppContext, userId: string): Promise<void> {
  const state = await readNoShowBlock(ctx, userId);
  if (!state.blocked || !state.until) return;
  const date = formatIstDate(state.until, 'en', { year: 'numeric' });
  throw new AppError('no_show_block', {
    message: `New bookings are paused until ${date} after ${state.policy.count} missed appointments.`,
    details: { until: state.until, count: state.policy.count },
  });
}
