import { sql } from 'drizzle-orm';
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
};

type Row = {
  user_id: string; email: string; user_name: string; role: string; phone_number: string | null;
  expires_at: string | Date; has_profile: boolean; full_name: string | null; is_active: boolean | null;
};

/**
 * The session with this token, its user and the user's profile, in one round trip: every
 * private request runs it, so it replaces better-auth's session and user reads and our profile read.
 */
export async function findSessionAccount(db: Db, token: string): Promise<SessionAccount | undefined> {
  const [row] = await executePreparedRows<Row>(db, 'find_session_account', sql`
    select u.id as user_id, u.email, u.name as user_name, u.role, u.phone_number, s.expires_at,
      p.user_id is not null as has_profile, p.full_name, p.is_active
    from "session" s
    join "user" u on u.id = s.user_id
    left join profiles p on p.user_id = s.user_id
    where s.token = ${token}`);
  if (!row) return undefined;
  return {
    userId: row.user_id,
    email: row.email,
    userName: row.user_name,
    role: row.role,
    phoneNumber: row.phone_number,
    sessionExpiresAt: new Date(row.expires_at),
    profile: row.has_profile ? { fullName: row.full_name, isActive: row.is_active ?? true } : null,
  };
}
