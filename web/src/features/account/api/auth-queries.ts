import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client.ts';
import { accountKeys } from '../../../server-state/account-queries.ts';

/*
 * What better-auth's client answers (signed-in devices, the phone number): apart from the other
 * account queries, so that the modules that only need those do not load the auth client.
 */

type Session = NonNullable<Awaited<ReturnType<typeof authClient.listSessions>>['data']>[number];
/** A signed-in session as better-auth lists it, and whether it is this browser's. */
export type Device = Session & { current: boolean };

/** better-auth's list-sessions, newest activity first, with the session of this browser marked. */
async function listDevices(): Promise<Device[]> {
  const [sessions, current] = await Promise.all([authClient.listSessions(), authClient.getSession()]);
  if (sessions.error) throw new Error(sessions.error.message ?? 'list-sessions failed');
  const currentToken = current.data?.session.token;
  return sessions.data
    .map((session) => ({ ...session, current: session.token === currentToken }))
    .sort((a, b) => Number(b.current) - Number(a.current) || new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
}

export const devicesQuery = () => queryOptions({ queryKey: accountKeys.devices, queryFn: listDevices });

/** The account's phone number as better-auth's phone plugin keeps it (number and whether it was verified). */
async function readPhone() {
  const { data } = await authClient.getSession();
  const user = data?.user as { phoneNumber?: string | null; phoneNumberVerified?: boolean | null } | undefined;
  return { phone: user?.phoneNumber ?? null, verified: user?.phoneNumberVerified === true };
}

export const phoneQuery = () => queryOptions({ queryKey: accountKeys.phone, queryFn: readPhone });
