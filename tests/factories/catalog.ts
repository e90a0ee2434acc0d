import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { availabilityRules, profiles, providers, services, timeSlots, user, type CategoryId } from '#db/schema/index.ts';

export type ProviderOverrides = {
  name?: string;
  category?: CategoryId;
  specialty?: string | null;
  city?: string;
  area?: string;
  languages?: string[];
  verification?: 'pending' | 'verified' | 'suspended';
  isActive?: boolean;
  profileCompleted?: boolean;
  slotMinutes?: number;
  services?: { name: string; durationMinutes?: number; pricePaise?: number; approval?: 'pending' | 'approved' | 'rejected' }[];
  /** Start instants of free slots to create. */
  slotStarts?: Date[];
  /** Weekly rules (IST minutes); none by default. */
  rules?: { weekday: number; startMinute: number; endMinute: number }[];
};

/** Inserts a listed provider (user, profile, provider, services, slots) and returns its ids. */
export async function makeProvider(db: Db, overrides: ProviderOverrides = {}) {
  const userId = randomUUID();
  const name = overrides.name ?? `Dr. Test ${userId.slice(0, 6)}`;
  const category = overrides.category ?? 'doctor';
  const slotMinutes = overrides.slotMinutes ?? 30;
  await db.insert(user).values({ id: userId, name, email: `provider.${userId}@example.in`, role: 'provider' });
  await db.insert(profiles).values({
    userId,
    fullName: name,
    isActive: overrides.isActive ?? true,
    profileCompleted: overrides.profileCompleted ?? true,
    serviceCategory: category,
  });
  const [provider] = await db
    .insert(providers)
    .values({
      userId,
      name,
      category,
      specialty: overrides.specialty ?? null,
      city: overrides.city ?? 'Chennai',
      area: overrides.area ?? 'T. Nagar',
      languages: overrides.languages ?? ['en', 'ta'],
      verification: overrides.verification ?? 'verified',
      slotMinutes,
    })
    .returning();
  const serviceRows = await db
    .insert(services)
    .values(
      (overrides.services ?? [{ name: 'General consultation' }]).map((service) => ({
        providerId: provider!.id,
        name: service.name,
        category,
        durationMinutes: service.durationMinutes ?? slotMinutes,
        pricePaise: service.pricePaise ?? 50_000,
        approval: service.approval ?? 'approved',
      })),
    )
    .returning();
  if (overrides.rules?.length) {
    await db.insert(availabilityRules).values(overrides.rules.map((rule) => ({ providerId: provider!.id, ...rule })));
  }
  const slotRows = overrides.slotStarts?.length
    ? await db
        .insert(timeSlots)
        .values(
          overrides.slotStarts.map((startsAt) => ({
            providerId: provider!.id,
            startsAt,
            endsAt: new Date(startsAt.getTime() + slotMinutes * 60_000),
          })),
        )
        .returning()
    : [];
  return { provider: provider!, userId, services: serviceRows, slots: slotRows };
}

/**
 * Start instants of `count` consecutive slots beginning about `hoursAhead` hours from now, on a whole
 * hour, and within one IST day when they fit in one: started earlier that day rather than run past
 * midnight, so that tests counting a day's bookings do not depend on the hour they run at.
 */
export function futureSlotStarts(count: number, { hoursAhead = 24, minutes = 30 } = {}): Date[] {
  const base = new Date(Date.now() + hoursAhead * 3_600_000);
  base.setUTCMinutes(0, 0, 0);
  const istMinute = (base.getUTCHours() * 60 + base.getUTCMinutes() + 330) % 1440;
  // How far the last slot would start past midnight (IST); a lone slot never straddles.
  const overflow = istMinute + (count - 1) * minutes - 1440 + 1;
  const shiftHours = Math.ceil(overflow / 60);
  if (overflow > 0 && count * minutes <= 1440 && shiftHours < hoursAhead) base.setTime(base.getTime() - shiftHours * 3_600_000);
  return Array.from({ length: count }, (_, index) => new Date(base.getTime() + index * minutes * 60_000));
}
