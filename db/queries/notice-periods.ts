import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../client.ts';

/** The platform's notice periods when an admin has set none (issue 26.1); the settings' defaults read these. */
export const platformNoticeDefaults = { bookingNoticeMinutes: 0, cancelNoticeMinutes: 120 } as const;

type NoticeKind = 'booking' | 'cancel';

const settingKeys: Record<NoticeKind, string> = { booking: 'bookingNoticeMinutes', cancel: 'cancelNoticeMinutes' };
const columns: Record<NoticeKind, string> = { booking: 'booking_notice_minutes', cancel: 'cancel_notice_minutes' };
const fallbacks: Record<NoticeKind, number> = {
  booking: platformNoticeDefaults.bookingNoticeMinutes,
  cancel: platformNoticeDefaults.cancelNoticeMinutes,
};

/**
 * A provider's effective notice in minutes, as SQL: their own, else the admin's setting, else the
 * platform default. The setting's subquery does not depend on the row, so Postgres reads it once per statement.
 * `provider` names the providers row in scope (its SQL alias).
 */
export function effectiveNoticeSql(kind: NoticeKind, provider: string): SQL {
  const setting = sql`(select (s.value)::int from platform_settings s where s.key = ${settingKeys[kind]} and jsonb_typeof(s.value) = 'number')`;
  return sql`coalesce(${sql.raw(`${provider}.${columns[kind]}`)}, ${setting}, ${fallbacks[kind]})`;
}

/**
 * Slots a client may still book: starting at least the provider's booking notice after `now`
 * (exactly the notice is allowed). `slot` and `provider` name the rows in scope.
 */
export function outsideBookingNotice(slot: string, provider: string, now: Date): SQL {
  return sql`${sql.raw(slot)}.starts_at >= ${now.toISOString()}::timestamptz + ${effectiveNoticeSql('booking', provider)} * interval '1 minute'`;
}

export type ProviderNotice = {
  bookingNoticeMinutes: number;
  cancelNoticeMinutes: number;
  /** The provider's own values (null: the platform's apply). */
  own: { bookingNoticeMinutes: number | null; cancelNoticeMinutes: number | null };
};

/** One provider's notice periods, effective and their own; undefined for an unknown provider. */
export async function readProviderNotice(db: Db, providerId: string): Promise<ProviderNotice | undefined> {
  const [row] = await executeRows<{ booking: number; cancel: number; own_booking: number | null; own_cancel: number | null }>(
    db,
    sql`select ${effectiveNoticeSql('booking', 'p')} as booking, ${effectiveNoticeSql('cancel', 'p')} as cancel,
      p.booking_notice_minutes as own_booking, p.cancel_notice_minutes as own_cancel
    from providers p where p.id = ${providerId}::uuid`,
  );
  return (
    row && {
      bookingNoticeMinutes: Number(row.booking),
      cancelNoticeMinutes: Number(row.cancel),
      own: { bookingNoticeMinutes: row.own_booking, cancelNoticeMinutes: row.own_cancel },
    }
  );
}

/** The start of a slot of this provider; undefined when the slot is not theirs. */
export async function readSlotStart(db: Db, { slotId, providerId }: { slotId: string; providerId: string }): Promise<Date | undefined> {
  const [row] = await executeRows<{ starts_at: string | Date }>(
    db,
    sql`select starts_at from time_slots where id = ${slotId}::uuid and provider_id = ${providerId}::uuid`,
  );
  return row ? new Date(row.starts_at) : undefined;
}

/** Each provider's effective cancel notice and the phone clients call them on, by provider id. */
export async function readCancelNotices(
  db: Db,
  providerIds: readonly string[],
): Promise<Map<string, { cancelNoticeMinutes: number; phone: string | null }>> {
  if (providerIds.length === 0) return new Map();
  const rows = await executeRows<{ id: string; cancel: number; phone: string | null }>(
    db,
    sql`select p.id, ${effectiveNoticeSql('cancel', 'p')} as cancel, coalesce(pp.contact_phone, p.phone) as phone
    from providers p join profiles pp on pp.user_id = p.user_id
    where p.id = any(${`{${[...new Set(providerIds)].join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, { cancelNoticeMinutes: Number(row.cancel), phone: row.phone }]));
}
