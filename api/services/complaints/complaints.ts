import { and, count, eq, ne, sql } from 'drizzle-orm';
import { complaintMessages, complaints } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { getBooking } from '../bookings/list-bookings.ts';
import {
  complaintBooking,
  complaintsOfUser,
  messageCounts,
  messagesOf,
  ownComplaint,
  toSummary,
  type ComplaintBooking,
  type ComplaintMessageView,
  type ComplaintSummary,
} from './complaint-view.ts';

/** Where a complaint was raised: the web page, Mitra's web chat, WhatsApp or SMS. */
export type ComplaintChannel = 'web' | 'chat' | 'whatsapp' | 'sms';

export type RaiseComplaintInput = { bookingId?: string | null | undefined; subject: string; body: string; channel?: ComplaintChannel };

export type ComplaintDetail = ComplaintSummary & { booking: ComplaintBooking | null; messages: ComplaintMessageView[] };

/** A client's own complaints are at most this many per list: a history is short, and this bounds the answer. */
const complaintListLimit = 100;

/** A client has at most this many complaints open (not yet resolved) at once (issue 22.9): support's queue has a bound per person. */
export const openComplaintLimit = 5;

/**
 * Raises a complaint; a booking it names must be the client's own (anyone else's is a 404, never
 * revealed). With `openComplaintLimit` complaints still open, a new one is refused (409
 * `limit_reached`): the client adds to an open one instead. The count and the insert run under a
 * per-client lock, so simultaneous requests cannot pass the limit together.
 */
export async function raiseComplaint(ctx: AppContext, caller: CurrentUser, input: RaiseComplaintInput): Promise<ComplaintDetail> {
  if (input.bookingId) await getBooking(ctx, caller.id, input.bookingId);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookmitra:complaints:${caller.id}`}))`);
    const [open] = await tx
      .select({ n: count() })
      .from(complaints)
      .where(and(eq(complaints.userId, caller.id), ne(complaints.status, 'resolved')));
    if ((open?.n ?? 0) >= openComplaintLimit) {
      throw new AppError('limit_reached', {
        message: `You already have ${openComplaintLimit} open complaints. Please add to one of them, or wait until one is resolved.`,
        details: { kind: 'open_complaints', limit: openComplaintLimit },
      });
    }
    const [inserted] = await tx
      .insert(complaints)
      .values({
        userId: caller.id,
        bookingId: input.bookingId ?? null,
        channel: input.channel ?? 'web',
        subject: input.subject,
        body: input.body,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted!;
  });
  return { ...toSummary(row, 0), booking: await complaintBooking(ctx.db, row.bookingId), messages: [] };
}

/** The client's complaints, newest first, each with its status and how many messages it has. */
export async function listOwnComplaints(ctx: AppContext, userId: string): Promise<ComplaintSummary[]> {
  const rows = await complaintsOfUser(ctx.db, userId, complaintListLimit);
  const counts = await messageCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, counts.get(row.id) ?? 0));
}

/** One of the client's complaints with its booking and conversation; anyone else's is a 404. */
export async function getOwnComplaint(ctx: AppContext, userId: string, complaintId: string): Promise<ComplaintDetail> {
  const row = await ownComplaint(ctx.db, userId, complaintId);
  if (!row) throw new AppError('not_found', { message: 'Complaint not found.' });
  const messages = await messagesOf(ctx.db, row.id);
  return { ...toSummary(row, messages.length), booking: await complaintBooking(ctx.db, row.bookingId), messages };
}

/** The client adds to their complaint's conversation; a resolved complaint is closed (409). */
export async function addClientMessage(ctx: AppContext, userId: string, complaintId: string, body: string): Promise<ComplaintDetail> {
  const row = await ownComplaint(ctx.db, userId, complaintId);
  if (!row) throw new AppError('not_found', { message: 'Complaint not found.' });
  if (row.status === 'resolved')
    throw new AppError('conflict', { message: 'This complaint is resolved; raise a new one if something is still wrong.' });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(complaintMessages).values({ complaintId, authorId: userId, authorRole: 'client', body, createdAt: now });
    await tx.update(complaints).set({ updatedAt: now }).where(eq(complaints.id, complaintId));
  });
  return getOwnComplaint(ctx, userId, complaintId);
}
