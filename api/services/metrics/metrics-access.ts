import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ipWhitelist } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { addressMatches } from '../admin/ip-allowlist-check.ts';

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison's time says nothing about the token.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may scrape /metrics: a caller with `Authorization: Bearer <METRICS_TOKEN>`, or, without a
 * valid token, an address on the active admin IP allowlist. Never open by default: with no token
 * configured and no active allowlist entry, every scrape is refused. Throws 401 without any
 * credential, 403 for a wrong token or an address outside the allowlist.
 */
export async function assertMetricsAccess(
  ctx: Pick<AppContext, 'db' | 'config'>,
  request: { authorization: string | undefined; address: string },
): Promise<void> {
  const token = ctx.config.METRICS_TOKEN;
  const bearer = /^Bearer\s+(.+)$/i.exec(request.authorization?.trim() ?? '')?.[1]?.trim();
  if (bearer !== undefined && token !== undefined && sameSecret(bearer, token)) return;
  const entries = await ctx.db
    .select({ ipAddress: ipWhitelist.ipAddress, ipRange: ipWhitelist.ipRange })
    .from(ipWhitelist)
    .where(eq(ipWhitelist.isActive, true));
  if (entries.length > 0 && addressMatches(entries, request.address)) return;
  if (bearer !== undefined) throw new AppError('forbidden', { message: 'The metrics token is not valid.' });
  if (entries.length > 0)
    throw new AppError('ip_not_allowed', { message: 'This address may not read the metrics.', details: { ipAddress: request.address } });
  throw new AppError('unauthorized', { message: 'Send Authorization: Bearer <METRICS_TOKEN> to read the metrics.' });
}
