import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, complaintMessages, complaints, providers, services } from '#db/schema/index.ts';
import { istDate, istTime } from '../../core/time-zone.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintStatus = ComplaintRow['status'];

/**
 * The reference a client reads out or quotes back ("CMP-1A2B3C4D"): the first eight hex digits
 * of the id, like a booking's BM reference.
 */
export function complaintRef(complaintId: string): string {
  return `CMP-${complaintId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** The booking a complaint is about, as both the client and the admin see it. */
export type ComplaintBooking = {
  id: string;
  date: string;
  time: string;
  status: string;
  provider: { id: string; name: string };
  service: string | null;
};

export type ComplaintMessageView = { id: string; authorRole: 'client' | 'admin'; body: string; createdAt: string };

export type ComplaintSummary = {
  id: string;
  reference: string;
  subject: string;
  body: string;
  status: ComplaintStatus;
  channel: string;
  bookingId: string | null;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
};

export function toSummary(row: ComplaintRow, messageCount: number): ComplaintSummary {
  return {
    id: row.id,
    reference: complaintRef(row.id),
    subject: row.subject,
    body: row.body,
    status: row.status,
    channel: row.channel,
    bookingId: row.bookingId,
    messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** How many messages each complaint has, in one query. */
export async function messageCounts(db: Db, complaintIds: string[]): Promise<Map<string, number>> {
  if (complaintIds.length === 0) return new Map();
  const rows = await db
    .select({ complaintId: complaintMessages.complaintId, n: count() })
    .from(complaintMessages)
    .where(inArray(complaintMessages.complaintId, complaintIds))
    .groupBy(complaintMessages.complaintId);
  return new Map(rows.map((row) => [row.complaintId, row.n]));
}

/** A complaint's conversation, oldest first. */
export async function messagesOf(db: Db, complaintId: string): Promise<ComplaintMessageView[]> {
  const rows = await db
    .select()
    .from(complaintMessages)
    .where(eq(complaintMessages.complaintId, complaintId))
    .orderBy(complaintMessages.createdAt, complaintMessages.id);
  return rows.map((row) => ({
    id: row.id,
    authorRole: row.authorRole === 'admin' ? 'admin' : 'client',
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The booking a complaint names, with its provider and service; null when it has none (or it was deleted). */
export async function complaintBooking(db: Db, bookingId: string | null): Promise<ComplaintBooking | null> {
  if (!bookingId) return null;
  const [row] = await db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      status: bookings.status,
      providerId: providers.id,
      providerName: providers.name,
      service: services.name,
    })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  return {
    id: row.id,
    date: istDate(row.startsAt),
    time: istTime(row.startsAt),
    status: row.status,
    provider: { id: row.providerId, name: row.providerName },
    service: row.service ?? null,
  };
}

/** One complaint of one client; null when it is not theirs (or does not exist). */
export async function ownComplaint(db: Db, userId: string, complaintId: string): Promise<ComplaintRow | null> {
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)));
  return row ?? null;
}

/** A client's complaints, newest first. */
export async function complaintsOfUser(db: Db, userId: string, limit: number): Promise<ComplaintRow[]> {
  return db
    .select()
    .from(complaints)
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(limit);
}
