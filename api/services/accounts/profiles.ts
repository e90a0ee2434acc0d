import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { findSessionAccount, type SessionAttachment, type SessionRateHit } from '#db/queries/sessions.ts';
import { profiles, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { newProfileFreeLimit } from '../settings/settings.ts';

export type Profile = typeof profiles.$inferSelect;

/**
 * Returns the user's profile, creating the default one when it is missing
 * (spec §4 "profile creation": role user, not completed, 0 of 5 free bookings, free tier).
 * Reads first: the profile almost always exists, and a read is cheaper than a conflicting insert.
 */
export async function ensureProfile(
  ctx: Pick<AppContext, 'config'>,
  db: Db,
  input: { userId: string; fullName?: string | null; phone?: string | null },
): Promise<Profile> {
  const found = await db.query.profiles.findFirst({ where: eq(profiles.userId, input.userId) });
  if (found) return found;
  const [created] = await db
    .insert(profiles)
    .values({
      userId: input.userId,
      fullName: input.fullName ?? null,
      contactPhone: input.phone ?? null,
      freeBookingLimit: newProfileFreeLimit(ctx),
    })
    .onConflictDoNothing({ target: profiles.userId })
    .returning();
  if (created) return created;
  // Another request created it between the read and the insert.
  const existing = await db.query.profiles.findFirst({ where: eq(profiles.userId, input.userId) });
  if (!existing) throw new AppError('not_found', { message: 'User not found.' });
  return existing;
}

/**
 * The user behind a session token, with the profile fields every private request checks
 * (one query; the profile is created when missing). Undefined for an unknown token.
 */
export async function findSessionUser(
  ctx: Pick<AppContext, 'config' | 'db'>,
  token: string,
  hit?: SessionRateHit,
  attachment?: SessionAttachment,
) {
  const found = await findSessionAccount(ctx.db, token, hit, attachment);
  if (!found) return undefined;
  const profile =
    found.profile ?? (await ensureProfile(ctx, ctx.db, { userId: found.userId, fullName: found.userName, phone: found.phoneNumber }));
  return { ...found, profile: { fullName: profile.fullName, isActive: profile.isActive } };
}

export type ProfilePatch = Partial<
  Pick<
    Profile,
    | 'fullName'
    | 'bio'
    | 'serviceCategory'
    | 'contactPhone'
    | 'avatarUrl'
    | 'locationData'
    | 'city'
    | 'locale'
    | 'remindersEnabled'
    | 'messagingOptOut'
    | 'morningAgenda'
  >
>;

type CompletionField = 'fullName' | 'contactPhone' | 'city';

/** Whether a completion field has text after the change: the patched value if the patch sets it, else the stored one. */
function filledAfter(patch: ProfilePatch, field: CompletionField): SQL {
  const value = field in patch ? sql`${patch[field] ?? null}::text` : sql`${profiles[field]}`;
  return sql`coalesce(btrim(${value}), '') <> ''`;
}

/** Whether the profile is complete once `patch` is applied (one SQL expression, evaluated by the update). */
function completedAfter(patch: ProfilePatch): SQL<boolean> {
  return sql<boolean>`${filledAfter(patch, 'fullName')} and ${filledAfter(patch, 'contactPhone')} and ${filledAfter(patch, 'city')}`;
}

/**
 * The city on a user's profile (null when none is set), or undefined when the user has no profile
 * row yet: Mitra starts a conversation from it.
 */
export async function profileCity(ctx: Pick<AppContext, 'db'>, userId: string): Promise<string | null | undefined> {
  const [profile] = await ctx.db.select({ city: profiles.city }).from(profiles).where(eq(profiles.userId, userId));
  return profile ? profile.city : undefined;
}

/**
 * Saves a city the client named (to Mitra) on a profile that has none yet; completion follows, as
 * for any other change. Returns whether it was saved.
 */
export async function rememberCity(ctx: Pick<AppContext, 'db' | 'now'>, userId: string, city: string): Promise<boolean> {
  const saved = await ctx.db
    .update(profiles)
    .set({ city, profileCompleted: completedAfter({ city }), updatedAt: ctx.now() })
    .where(and(eq(profiles.userId, userId), isNull(profiles.city)))
    .returning({ userId: profiles.userId });
  return saved.length > 0;
}

/**
 * Updates the caller's own profile; `updated_at` moves with every change. A profile is complete when
 * it has a name, a phone number and a city, as they stand after the change: never declared by the client.
 */
export async function updateProfile(ctx: AppContext, userId: string, patch: ProfilePatch): Promise<Profile> {
  await ensureProfile(ctx, ctx.db, { userId });
  const [updated] = await ctx.db
    .update(profiles)
    .set({ ...patch, profileCompleted: completedAfter(patch), updatedAt: ctx.now() })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!updated) throw new AppError('not_found');
  if (patch.fullName) await ctx.db.update(user).set({ name: patch.fullName, updatedAt: ctx.now() }).where(eq(user.id, userId));
  return updated;
}

/** Marks an account active or inactive; inactive accounts cannot sign in, and their sessions stop working. */
export async function setAccountActive(ctx: AppContext, userId: string, isActive: boolean) {
  await ensureProfile(ctx, ctx.db, { userId });
  await ctx.db.update(profiles).set({ isActive, updatedAt: ctx.now() }).where(eq(profiles.userId, userId));
}
