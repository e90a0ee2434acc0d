import { sql, type SQL } from 'drizzle-orm';
import { executePreparedRows, type Db } from '../client.ts';

export type SessionAccount = {
  userId: string;
  email: string;
  userName: string;
  role: string;
  phoneNumber: string | null;
  sessionExpiresAt: Date;
  /** Null when the user has no profile row yet. */
  profile: { fullName: string | null; isActive: boolean } | null;
  /** The caller's count in the rate-limit window `hit` asked for, when it did. */
  rateLimit?: { count: number; resetAt: Date };
};

/** One hit on the session user's fixed-window counter `${keyPrefix}${userId}` (see api/services/rate-limits.ts). */
export type SessionRateHit = { keyPrefix: string; now: Date; resetAt: Date };

type Row = {
  user_id: string; email: string; user_name: string; role: string; phone_number: string | null;
  expires_at: string | Date; has_profile: boolean; full_name: string | null; is_active: boolean | null;
  rate_count?: number | null; rate_reset_at?: string | Date | null;
};

const sessionColumns = sql`u.id as user_id, u.email, u.name as user_name, u.role, u.phone_number, s.expires_at,
      p.user_id is not null as has_profile, p.full_name, p.is_active`;
const sessionJoins = (token: string) => sql`from "session" s
    join "user" u on u.id = s.user_id
    left join profiles p on p.user_id = s.user_id
    where s.token = ${token}`;

function sessionQuery(token: string, hit: SessionRateHit | undefined): { name: string; query: SQL } {
  if (!hit) return { name: 'find_session_account', query: sql`select ${sessionColumns} ${sessionJoins(token)}` };
  const now = hit.now.toISOString();
  // The counter is bumped in the same statement as the session read: rate-limited routes pay no extra round trip.
  return {
    name: 'find_session_account_and_hit',
    query: sql`
      with account as (select ${sessionColumns} ${sessionJoins(token)}),
      hit as (
        insert into rate_limits as r (key, count, reset_at)
        select ${hit.keyPrefix} || account.user_id, 1, ${hit.resetAt.toISOString()}::timestamptz from account
        on conflict (key) do update set
          count = case when r.reset_at <= ${now}::timestamptz then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= ${now}::timestamptz then excluded.reset_at else r.reset_at end
        returning count, reset_at
      )
      select account.*, hit.count as rate_count, hit.reset_at as rate_reset_at from account left join hit on true`,
  };
}

/**
 * The session with this token, its user and the user's profile, in one round trip: every
 * private request runs it, so it replaces better-auth's session and user reads and our profile read.
 * With `hit`, the same statement also counts one request against the user's rate limit.
 */
export async function findSessionAccount(db: Db, token: string, hit?: SessionRateHit): Promise<SessionAccount | undefined> {
  const { name, query } = sessionQuery(token, hit);
  const [row] = await executePreparedRows<Row>(db, name, query);
  if (!row) return undefined;
  return {
    userId: row.user_id,
    email: row.email,
    userName: row.user_name,
    role: row.role,
    phoneNumber: row.phone_number,
    sessionExpiresAt: new Date(row.expires_at),
    profile: row.has_profile ? { fullName: row.full_name, isActive: row.is_active ?? true } : null,
    ...(row.rate_count == null || row.rate_reset_at == null
      ? {}
      : { rateLimit: { count: Number(row.rate_count), resetAt: new Date(row.rate_reset_at) } }),
  };
}
