import { isIP } from 'node:net';
import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { adminAccessLogs, ipWhitelist, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { recordAdminAction } from './admin-actions.ts';
import { addressMatches, parseCidr, plainAddress } from './ip-allowlist-check.ts';

export type IpRule = typeof ipWhitelist.$inferSelect;
export type IpRuleView = {
  id: string;
  ipAddress: string;
  ipRange: string | null;
  description: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};
export type IpRuleInput = { ipAddress: string; ipRange?: string | null | undefined; description?: string | null | undefined };
export type IpRuleChange = Partial<IpRuleInput> & { isActive?: boolean | undefined };
/** Who is changing the list and from where: a change that would shut that address out needs `confirm`. */
export type IpCaller = { admin: CurrentUser; address: string; confirm: boolean };

/** Spec §9: the access log shows the latest 50 calls. */
const accessLogRows = 50;
/** Of those, signed-out callers' rows are at most this many. */
const signedOutAccessLogRows = 25;

/** A single IPv4 or IPv6 address (an IPv4-mapped IPv6 one counts as its IPv4 address). */
export function isIpAddress(text: string): boolean {
  return isIP(plainAddress(text.trim())) !== 0;
}

/** A CIDR range whose network is an address of the same family and whose prefix fits it. */
export function isCidrRange(text: string): boolean {
  return parseCidr(text) !== null;
}

function toView(rule: IpRule): IpRuleView {
  return {
    id: rule.id,
    ipAddress: rule.ipAddress,
    ipRange: rule.ipRange,
    description: rule.description,
    isActive: rule.isActive,
    createdAt: rule.createdAt.toISOString(),
    updatedAt: rule.updatedAt.toISOString(),
  };
}

/** The allowlist, newest first (spec §7). */
export async function listIpRules(ctx: Pick<AppContext, 'db'>): Promise<IpRuleView[]> {
  const rows = await ctx.db.select().from(ipWhitelist).orderBy(desc(ipWhitelist.createdAt), desc(ipWhitelist.id));
  return rows.map(toView);
}

/**
 * The latest access-log rows, newest call first, with the caller's e-mail (null when signed out).
 * Signed-out rows (one per address and hour, with a count) fill at most half of the list, so calls
 * by signed-in people, refused ones above all, stay visible through a flood from many addresses.
 */
export async function latestAccessLogs(ctx: AppContext) {
  const rows = (signedIn: boolean, limit: number) =>
    ctx.db
      .select({
        id: adminAccessLogs.id,
        email: user.email,
        ipAddress: adminAccessLogs.ipAddress,
        route: adminAccessLogs.routeAccessed,
        userAgent: adminAccessLogs.userAgent,
        granted: adminAccessLogs.accessGranted,
        hits: adminAccessLogs.hits,
        createdAt: adminAccessLogs.createdAt,
        lastSeenAt: adminAccessLogs.lastSeenAt,
      })
      .from(adminAccessLogs)
      .leftJoin(user, eq(user.id, adminAccessLogs.userId))
      .where(signedIn ? isNotNull(adminAccessLogs.userId) : isNull(adminAccessLogs.userId))
      .orderBy(desc(adminAccessLogs.lastSeenAt), desc(adminAccessLogs.id))
      .limit(limit);
  const [signedOut, signedIn] = await Promise.all([rows(false, signedOutAccessLogRows), rows(true, accessLogRows)]);
  return [...signedIn.slice(0, accessLogRows - signedOut.length), ...signedOut]
    .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString() }));
}

/**
 * Lock-out prevention: the allowlist as it would be after the change, if it has an active entry,
 * must still let the caller's own address in — or the caller must have confirmed (409 otherwise,
 * naming the address so the page can ask).
 */
async function guardLockOut(tx: Db, caller: IpCaller, after: (rules: IpRule[]) => IpRule[]) {
  if (caller.confirm) return;
  const active = after(await tx.select().from(ipWhitelist)).filter((rule) => rule.isActive);
  if (active.length === 0 || addressMatches(active, caller.address)) return;
  throw new AppError('conflict', {
    message:
      `This change would block your own address ${caller.address} from the admin panel: every admin call from it would be refused, ` +
      'including the one that would undo this change. Unless another admin can still get in from a listed address, only someone with ' +
      'access to the server can undo it, by running npm run admin -- allowlist:clear. Send confirm: true to make it anyway.',
    details: { ipAddress: caller.address, lockOut: true },
  });
}

export async function addIpRule(ctx: AppContext, caller: IpCaller, input: IpRuleInput): Promise<IpRuleView> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const draft: IpRule = {
      id: 'new',
      ipAddress: input.ipAddress,
      ipRange: input.ipRange ?? null,
      description: input.description ?? null,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    };
    await guardLockOut(tx, caller, (rules) => [...rules, draft]);
    const [row] = await tx
      .insert(ipWhitelist)
      .values({
        ipAddress: draft.ipAddress,
        ipRange: draft.ipRange,
        description: draft.description,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAdminAction(ctx, tx, {
      adminId: caller.admin.id,
      action: 'ip_rule.add',
      targetType: 'ip_rule',
      targetId: row!.id,
      data: { ipAddress: row!.ipAddress, ipRange: row!.ipRange, confirmedLockOut: caller.confirm },
    });
    return toView(row!);
  });
}

export async function changeIpRule(ctx: AppContext, caller: IpCaller, id: string, change: IpRuleChange): Promise<IpRuleView> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(ipWhitelist).where(eq(ipWhitelist.id, id)).for('update');
    if (!current) throw new AppError('not_found', { message: 'No such allowlist entry.' });
    const next: IpRule = { ...current, ...definedFields(change), updatedAt: now };
    await guardLockOut(tx, caller, (rules) => rules.map((rule) => (rule.id === id ? next : rule)));
    const [row] = await tx
      .update(ipWhitelist)
      .set({ ipAddress: next.ipAddress, ipRange: next.ipRange, description: next.description, isActive: next.isActive, updatedAt: now })
      .where(eq(ipWhitelist.id, id))
      .returning();
    await recordAdminAction(ctx, tx, {
      adminId: caller.admin.id,
      action: change.isActive === false ? 'ip_rule.deactivate' : 'ip_rule.update',
      targetType: 'ip_rule',
      targetId: id,
      data: { before: toView(current), change, confirmedLockOut: caller.confirm },
    });
    return toView(row!);
  });
}

export async function removeIpRule(ctx: AppContext, caller: IpCaller, id: string): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(ipWhitelist).where(eq(ipWhitelist.id, id)).for('update');
    if (!current) throw new AppError('not_found', { message: 'No such allowlist entry.' });
    await guardLockOut(tx, caller, (rules) => rules.filter((rule) => rule.id !== id));
    await tx.delete(ipWhitelist).where(eq(ipWhitelist.id, id));
    await recordAdminAction(ctx, tx, {
      adminId: caller.admin.id,
      action: 'ip_rule.delete',
      targetType: 'ip_rule',
      targetId: id,
      data: { before: toView(current), confirmedLockOut: caller.confirm },
    });
    return { id };
  });
}

/** The fields a change names (undefined leaves a field as it is; null clears an optional one). */
function definedFields(change: IpRuleChange): Partial<IpRule> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<IpRule>;
}
