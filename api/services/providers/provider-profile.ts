import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { providerPhotos, providers } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { sniffFileType } from '../health-records/file-type.ts';
import { ownProvider, type OwnProvider } from './own-provider.ts';

/** What a provider shows on their public page, as they edit it. */
export type ProviderProfileView = {
  id: string;
  name: string;
  category: string;
  specialty: string | null;
  city: string;
  area: string | null;
  bio: string | null;
  languages: string[];
  address: string | null;
  visitsAtHome: boolean;
  avatarUrl: string | null;
  verification: OwnProvider['verification'];
  /** A new name waiting for an admin; clients see `name` until it is approved. */
  pendingName: string | null;
};

export type ProviderProfileChange = Partial<
  Pick<ProviderProfileView, 'name' | 'specialty' | 'city' | 'area' | 'bio' | 'languages' | 'address' | 'visitsAtHome'>
>;

/** The largest photo accepted, before resizing. */
export const maxPhotoBytes = 2 * 1024 * 1024;
/** Cards show the photo at most 200 CSS px wide; twice that for sharp screens. */
const photoSide = 400;

function toProfileView(provider: OwnProvider): ProviderProfileView {
  return {
    id: provider.id,
    name: provider.name,
    category: provider.category,
    specialty: provider.specialty,
    city: provider.city,
    area: provider.area,
    bio: provider.bio,
    languages: provider.languages,
    address: provider.address,
    visitsAtHome: provider.visitsAtHome,
    avatarUrl: provider.avatarUrl,
    verification: provider.verification,
    pendingName: provider.pendingName,
  };
}

export async function getOwnProfile(ctx: AppContext, userId: string): Promise<ProviderProfileView> {
  return toProfileView(await ownProvider(ctx, userId));
}

/**
 * What a change does to the name. A listed (verified) provider's new name waits for an admin, as
 * a new price does, so nobody can turn into another clinic overnight (issue 22.7); asking for the
 * current name again withdraws it. An applicant's name is reviewed with the application itself.
 */
function nameChange(provider: OwnProvider, name: string | undefined, now: Date) {
  if (name === undefined) return {};
  if (provider.verification === 'pending') return { name, pendingName: null, pendingNameAt: null };
  if (name === provider.name) return { pendingName: null, pendingNameAt: null };
  if (name === provider.pendingName) return {};
  return { pendingName: name, pendingNameAt: now };
}

/**
 * Changes the public profile. Clients must know where to go: an address, or home visits. The
 * change reaches search and Mitra on every instance through the catalogue's change notice; a
 * listed provider's new name only once an admin approves it.
 */
export async function updateOwnProfile(ctx: AppContext, userId: string, change: ProviderProfileChange): Promise<ProviderProfileView> {
  const provider = await ownProvider(ctx, userId);
  const address = change.address === undefined ? provider.address : change.address;
  const visitsAtHome = change.visitsAtHome ?? provider.visitsAtHome;
  if (!address && !visitsAtHome) {
    throw new AppError('invalid_request', {
      message: 'Give your clinic or shop address, or say that you visit clients at home.',
      issues: [{ path: 'address', message: 'Required unless you visit at home' }],
    });
  }
  const { name, ...rest } = change;
  const now = ctx.now();
  const [row] = await ctx.db
    .update(providers)
    .set({ ...rest, ...nameChange(provider, name, now), updatedAt: now })
    .where(eq(providers.id, provider.id))
    .returning();
  return toProfileView(row!);
}

/**
 * Stores a new profile photo: a JPEG, PNG or WebP by its bytes (never by its name or claimed
 * type), at most 2 MB, cropped to a square and resized for cards as WebP. The public URL carries
 * the time of the change, so browsers may cache each version for good.
 */
export async function setOwnPhoto(ctx: AppContext, userId: string, bytes: Uint8Array): Promise<ProviderProfileView> {
  const provider = await ownProvider(ctx, userId);
  if (bytes.byteLength > maxPhotoBytes) throw new AppError('payload_too_large', { message: 'The photo is over 2 MB.' });
  const type = sniffFileType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp') {
    throw new AppError('unsupported_media_type', { message: 'Send the photo as a JPEG, PNG or WebP image.' });
  }
  let resized: Buffer;
  try {
    resized = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(photoSide, photoSide, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new AppError('invalid_request', { message: 'This image could not be read.', cause: error });
  }
  const now = ctx.now();
  const avatarUrl = `/api/providers/${provider.id}/photo?v=${now.getTime()}`;
  const row = await ctx.db.transaction(async (tx) => {
    const photo = { content: new Uint8Array(resized), contentType: 'image/webp', width: photoSide, height: photoSide, updatedAt: now };
    await tx
      .insert(providerPhotos)
      .values({ providerId: provider.id, ...photo })
      .onConflictDoUpdate({ target: providerPhotos.providerId, set: photo });
    const [updated] = await tx.update(providers).set({ avatarUrl, updatedAt: now }).where(eq(providers.id, provider.id)).returning();
    return updated!;
  });
  return toProfileView(row);
}

/** A provider's photo for the public page and cards; 404 without one. */
export async function getProviderPhoto(ctx: Pick<AppContext, 'db'>, providerId: string) {
  const [photo] = await ctx.db
    .select({ content: providerPhotos.content, contentType: providerPhotos.contentType })
    .from(providerPhotos)
    .where(eq(providerPhotos.providerId, providerId));
  if (!photo) throw new AppError('not_found', { message: 'No photo.' });
  return photo;
}
