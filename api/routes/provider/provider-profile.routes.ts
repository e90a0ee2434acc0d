import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { getOwnProfile, setOwnPhoto, updateOwnProfile } from '../../services/providers/provider-profile.ts';
import type { RouteDeps } from '../deps.ts';
import { photoFormSchema, profileChangeBodySchema, providerProfileSchema, providerRouteErrors as errors } from './provider.schema.ts';

/** The provider's public profile and photo (issue 13.5). */
export function createProviderProfileRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  // Signed in as a provider: checked by the parent router (provider.routes.ts).
  return new Hono<AppEnv>()
    .get(
      '/profile',
      describeRoute({
        tags: ['provider'],
        summary: 'My public profile',
        responses: { 200: jsonResponse(providerProfileSchema, 'Profile'), ...errors },
      }),
      async (c) => c.json(await getOwnProfile(ctx, c.var.user.id)),
    )
    .patch(
      '/profile',
      describeRoute({
        tags: ['provider'],
        summary:
          'Change name, specialty, city, area, bio, languages, address or home visits (search and Mitra follow in seconds; a listed provider’s new name waits for an admin)',
        responses: { 200: jsonResponse(providerProfileSchema, 'Changed'), 400: { description: 'Invalid' }, ...errors },
      }),
      validate('json', profileChangeBodySchema),
      async (c) => c.json(await updateOwnProfile(ctx, c.var.user.id, c.req.valid('json'))),
    )
    .put(
      '/photo',
      describeRoute({
        tags: ['provider'],
        summary: 'Upload my photo (multipart/form-data `photo`: JPEG, PNG or WebP up to 2 MB; cropped square and resized)',
        responses: {
          200: jsonResponse(providerProfileSchema, 'Stored'),
          400: { description: 'Unreadable image' },
          413: { description: 'Over 2 MB' },
          415: { description: 'Not a JPEG, PNG or WebP image' },
          ...errors,
        },
      }),
      validate('form', photoFormSchema),
      async (c) => c.json(await setOwnPhoto(ctx, c.var.user.id, new Uint8Array(await c.req.valid('form').photo.arrayBuffer()))),
    );
}
