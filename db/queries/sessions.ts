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
  /** The row of the attachment the caller asked for (its own columns), when it did. */
  attached?: Record<string, unknown>;
};

/**
 * More to read in the session's own statement: a lateral subquery that may use `account.user_id`.
 * A route whose first query depends only on the caller saves a round trip this way.
 * `name` names the prepared statement; it must always stand for the same SQL text.
 */
export type SessionAttachment = { name: string; lateral: SQL; columns: readonly string[] };

/** One hit on the session user's fixed-window counter `${keyPrefix}${userId}` (see api/services/rate-limits/rate-limits.ts). */
export type SessionRateHit = { keyPrefix: string; now: Date; resetAt: Date };

type Row = {
  user_id: string;
  email: string;
  user_name: string;
  role: string;
  phone_number: string | null;
  expires_at: string | Date;
  has_profile: boolean;
  full_name: string | null;
  is_active: boolean | null;
  rate_count?: number | null;
  rate_reset_at?: string | Date | null;
};

const sessionColumns = sql`u.id as user_id, u.email, u.name as user_name, u.role, u.phone_number, s.expires_at,
      p.user_id is not null as has_profile, p.full_name, p.is_active`;
const sessionJoins = (token: string) => sql`from "session" s
    join "user" u on u.id = s.user_id
    left join profiles p on p.user_id = s.user_id
    where s.token = ${token}`;

function hitQuery(hit: SessionRateHit): SQL {
  return sql`,
      hit as (
        select h.rate_count as count, h.rate_reset_at as reset_at
        from account, bump_rate_limit(${hit.keyPrefix} || account.user_id, ${hit.resetAt.toISOString()}::timestamptz, ${hit.now.toISOString()}::timestamptz) h
      )`;
}

/**
 * The session read, with the rate-limit counter bumped (`hit`) and the attachment read in the same
 * statement when asked: rate-limited routes pay no extra round trip, and neither does an attachment.
 */
function sessionQuery(
  token: string,
  hit: SessionRateHit | undefined,
  attachment: SessionAttachment | undefined,
): { name: string; query: SQL } {
  const name = ['find_session_account', hit && 'hit', attachment?.name].filter(Boolean).join('_');
  return {
    name,
    query: sql`
      with account as (select ${sessionColumns} ${sessionJoins(token)})${hit ? hitQuery(hit) : sql``}
      select account.*${hit ? sql`, hit.count as rate_count, hit.reset_at as rate_reset_at` : sql``}${attachment ? sql`, attached.*` : sql``}
      from account${hit ? sql` left join hit on true` : sql``}${attachment ? sql` left join lateral (${attachment.lateral}) attached on true` : sql``}`,
  };
}

function attachedColumns(row: Row, attachment: SessionAttachment | undefined) {
  if (!attachment) return {};
  return { attached: Object.fromEntries(attachment.columns.map((column) => [column, (row as Record<string, unknown>)[column]])) };
}

/**
 * The session with this token, its user and the user's profile, in one round trip: every
 * private request runs it, so it replaces better-auth's session and user reads and our profile read.
 * With `hit`, the same statement also counts one request against the user's rate limit, and with
 * `attachment` it also reads what the route needs next.
 */
export async function findSessionAccount(
  db: Db,
  token: string,
  hit?: SessionRateHit,
  attachment?: SessionAttachment,
): Promise<SessionAccount | undefined> {
  const { name, query } = sessionQuery(token, hit, attachment);
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
    ...attachedColumns(row, attachment),
  };
}
