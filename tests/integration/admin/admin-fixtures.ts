import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { user } from '#db/schema/index.ts';
import { signedUpClient, uniqueEmail } from '#tests/support/api-client.ts';

/** A signed-in admin (signed up over HTTP, then given the admin role). */
export async function signedInAdmin(db: Db, baseUrl: string) {
  const signedUp = await signedUpClient(baseUrl, { email: uniqueEmail('admin'), name: 'Asha Admin' });
  await db.update(user).set({ role: 'admin' }).where(eq(user.id, signedUp.user.id));
  return signedUp;
}
