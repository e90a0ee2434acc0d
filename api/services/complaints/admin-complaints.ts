import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { complaintMessages, complaints, profiles, user } from '#db/schema/index.ts';
import { containsPattern } from '#db/queries/like-pattern.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { pageWindow } from '../../core/page-window.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { noticeToClient } from './complaint-notice.ts';
import {
  complaintBooking,
  messageCounts,
  messagesOf,
  toSummary,
  type ComplaintBooking,
  type ComplaintMessageView,
  type ComplaintRow,
  type ComplaintStatus,
  type ComplaintSummary,
} from './complaint-view.ts';

export type AdminComplaintQuery = {
  status?: ComplaintStatus | undefined;
  assigned: 'me' | 'none' | 'any';
  q?: string | undefined;
  sort: 'createdAt' | 'updatedAt' | 'status' | 'subject';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

type Person = { id: string; name: string; email: string };
export type AdminComplaintItem = ComplaintSummary & { client: Person; assignee: Person | null };
export type AdminComplaintDetail = AdminComplaintItem & {
  client: Person & { phone: string | null };
  booking: ComplaintBooking | null;
  messages: ComplaintMessageView[];
};

const assignee = alias(user, 'assignee');
const sortColumns = {
  createdAt: complaints.createdAt,
  updatedAt: complaints.updatedAt,
  status: complaints.status,
  subject: complaints.subject,
};

/** The list's filters without its paging and sorting (the CSV export takes the same ones). */
export type AdminComplaintWhere = Omit<AdminComplaintQuery, 'page' | 'pageSize' | 'dir' | 'sort'>;

function filters(admin: CurrentUser, query: AdminComplaintWhere): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(complaints.status, query.status));
  if (query.assigned === 'me') where.push(eq(complaints.assignedTo, admin.id));
  if (query.assigned === 'none') where.push(isNull(complaints.assignedTo));
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    where.push(
      or(ilike(complaints.subject, pattern), ilike(complaints.body, pattern), ilike(user.email, pattern), ilike(user.name, pattern)),
    );
  }
  return and(...where);
}

const itemColumns = {
  complaint: complaints,
  client: { id: user.id, name: user.name, email: user.email },
  assignee: { id: assignee.id, name: assignee.name, email: assignee.email },
};

function toItem(row: { complaint: ComplaintRow; client: Person; assignee: Person | null }, messageCount: number): AdminComplaintItem {
  return { ...toSummary(row.complaint, messageCount), client: row.client, assignee: row.assignee?.id ? row.assignee : null };
}

/** Complaints for the admin table: filtered, sorted and paged on the server. */
export async function listComplaintsForAdmin(ctx: AppContext, admin: CurrentUser, query: AdminComplaintQuery) {
  const where = filters(admin, query);
  const order = query.dir === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(query);
  const rows = await ctx.db
    .select(itemColumns)
    .from(complaints)
    .innerJoin(user, eq(user.id, complaints.userId))
    .leftJoin(assignee, eq(assignee.id, complaints.assignedTo))
    .where(where)
    .orderBy(order(sortColumns[query.sort]), order(complaints.id))
    .offset(offset)
    .limit(limit);
  const [total] = await ctx.db.select({ n: count() }).from(complaints).innerJoin(user, eq(user.id, complaints.userId)).where(where);
  const counts = await messageCounts(
    ctx.db,
    rows.map((row) => row.complaint.id),
  );
  return {
    items: rows.map((row) => toItem(row, counts.get(row.complaint.id) ?? 0)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The filtered list in id order, `limit` rows after `afterId` (keyset paging for the CSV export). */
export async function complaintsAfter(
  ctx: Pick<AppContext, 'db'>,
  admin: CurrentUser,
  query: AdminComplaintWhere,
  afterId: string | null,
  limit: number,
): Promise<AdminComplaintItem[]> {
  const rows = await ctx.db
    .select(itemColumns)
    .from(complaints)
    .innerJoin(user, eq(user.id, complaints.userId))
    .leftJoin(assignee, eq(assignee.id, complaints.assignedTo))
    .where(and(filters(admin, query), afterId ? gt(complaints.id, afterId) : undefined))
    .orderBy(asc(complaints.id))
    .limit(limit);
  const counts = await messageCounts(
    ctx.db,
    rows.map((row) => row.complaint.id),
  );
  return rows.map((row) => toItem(row, counts.get(row.complaint.id) ?? 0));
}

/** One complaint with the client, the booking and the whole conversation. */
export async function getComplaintForAdmin(ctx: AppContext, complaintId: string): Promise<AdminComplaintDetail> {
  const [row] = await ctx.db
    .select({ ...itemColumns, phone: user.phoneNumber, contactPhone: profiles.contactPhone })
    .from(complaints)
    .innerJoin(user, eq(user.id, complaints.userId))
    .leftJoin(profiles, eq(profiles.userId, complaints.userId))
    .leftJoin(assignee, eq(assignee.id, complaints.assignedTo))
    .where(eq(complaints.id, complaintId));
  if (!row) throw new AppError('not_found', { message: 'Complaint not found.' });
  const messages = await messagesOf(ctx.db, complaintId);
  const item = toItem(row, messages.length);
  return {
    ...item,
    client: { ...item.client, phone: row.phone ?? row.contactPhone ?? null },
    booking: await complaintBooking(ctx.db, row.complaint.bookingId),
    messages,
  };
}

async function loadComplaint(ctx: AppContext, complaintId: string): Promise<ComplaintRow> {
  const [row] = await ctx.db.select().from(complaints).where(eq(complaints.id, complaintId));
  if (!row) throw new AppError('not_found', { message: 'Complaint not found.' });
  return row;
}

function refuseResolved(row: ComplaintRow) {
  if (row.status === 'resolved') throw new AppError('conflict', { message: 'This complaint is already resolved.' });
}

/** Assigns a complaint to an admin (the caller by default); the assignee must be an admin. */
export async function assignComplaint(ctx: AppContext, admin: CurrentUser, complaintId: string, adminId: string | undefined) {
  const row = await loadComplaint(ctx, complaintId);
  const target = adminId ?? admin.id;
  const [found] = await ctx.db.select({ role: user.role }).from(user).where(eq(user.id, target));
  if (found?.role !== 'admin') throw new AppError('invalid_request', { message: 'A complaint can only be assigned to an admin.' });
  if (row.assignedTo !== target) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(complaints).set({ assignedTo: target, updatedAt: ctx.now() }).where(eq(complaints.id, complaintId));
      await recordAdminAction(ctx, tx, {
        adminId: admin.id,
        action: 'complaint.assign',
        targetType: 'complaint',
        targetId: complaintId,
        data: { from: row.assignedTo, to: target },
      });
    });
  }
  return getComplaintForAdmin(ctx, complaintId);
}

/** An admin's answer: added to the conversation, an open complaint moves to in progress, and the client is told. */
export async function answerComplaint(ctx: AppContext, admin: CurrentUser, complaintId: string, body: string) {
  const row = await loadComplaint(ctx, complaintId);
  refuseResolved(row);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(complaintMessages)
      .values({ complaintId, authorId: admin.id, authorRole: 'admin', body, createdAt: now })
      .returning({ id: complaintMessages.id });
    const status = row.status === 'open' ? 'in_progress' : row.status;
    await tx
      .update(complaints)
      .set({ status, assignedTo: row.assignedTo ?? admin.id, updatedAt: now })
      .where(eq(complaints.id, complaintId));
    await recordAdminAction(ctx, tx, { adminId: admin.id, action: 'complaint.answer', targetType: 'complaint', targetId: complaintId });
    await noticeToClient(ctx, tx, row, { kind: 'answered', body }, `complaint_answered:${message!.id}`);
  });
  return getComplaintForAdmin(ctx, complaintId);
}

/** Resolves a complaint, with an optional closing note added to the conversation; the client is told. */
export async function resolveComplaint(ctx: AppContext, admin: CurrentUser, complaintId: string, body: string | undefined) {
  const row = await loadComplaint(ctx, complaintId);
  refuseResolved(row);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (body) await tx.insert(complaintMessages).values({ complaintId, authorId: admin.id, authorRole: 'admin', body, createdAt: now });
    // Only a complaint that is not resolved yet: two admins resolving at once notify the client once.
    const [resolved] = await tx
      .update(complaints)
      .set({ status: 'resolved', resolvedAt: now, assignedTo: row.assignedTo ?? admin.id, updatedAt: now })
      .where(and(eq(complaints.id, complaintId), sql`${complaints.status} <> 'resolved'`))
      .returning({ id: complaints.id });
    if (!resolved) throw new AppError('conflict', { message: 'This complaint is already resolved.' });
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'complaint.resolve',
      targetType: 'complaint',
      targetId: complaintId,
      reason: body ?? null,
    });
    await noticeToClient(ctx, tx, row, { kind: 'resolved', body: body ?? null }, `complaint_resolved:${complaintId}`);
  });
  return getComplaintForAdmin(ctx, complaintId);
}
