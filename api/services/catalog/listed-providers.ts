import { and, eq, type SQL } from 'drizzle-orm';
import { profiles, providers, services } from '#db/schema/index.ts';

/**
 * DESIGN §3 "listed providers": verified, with an active account and a completed profile.
 * Queries using it must join `profiles` on `profiles.userId = providers.userId`.
 */
export function listedProvider(): SQL {
  return and(eq(providers.verification, 'verified'), eq(profiles.isActive, true), eq(profiles.profileCompleted, true))!;
}

/** Services a client can book: approved by an admin and not switched off by the provider. */
export function bookableService(): SQL {
  return and(eq(services.approval, 'approved'), eq(services.isActive, true))!;
}
