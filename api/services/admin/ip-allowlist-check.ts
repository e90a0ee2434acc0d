import { BlockList, isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import { ipWhitelist } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';

export type AllowlistEntry = { ipAddress: string; ipRange: string | null };

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, as Node reports IPv4 clients on a dual stack) as plain IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Parses `10.0.0.0/8` or `2001:db8::/32`; null when it is not a CIDR range. */
export function parseCidr(range: string): { network: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [network = '', bits, ...rest] = range.trim().split('/');
  if (rest.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits)) return null;
  const version = isIP(network);
  const prefix = Number(bits);
  if (version === 0 || prefix > (version === 4 ? 32 : 128)) return null;
  return { network, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** True when `address` is one of the entries: the exact address, or inside the entry's CIDR range. */
export function addressMatches(entries: AllowlistEntry[], address: string): boolean {
  const plain = plainAddress(address);
  const version = isIP(plain);
  if (version === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const range = entry.ipRange ? parseCidr(entry.ipRange) : null;
    if (range) list.addSubnet(range.network, range.prefix, range.family);
    const single = plainAddress(entry.ipAddress.trim());
    const singleVersion = isIP(single);
    if (singleVersion !== 0) list.addAddress(single, singleVersion === 4 ? 'ipv4' : 'ipv6');
    else {
      const cidr = parseCidr(single);
      if (cidr) list.addSubnet(cidr.network, cidr.prefix, cidr.family);
    }
  }
  return list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * DESIGN §3: with at least one active allowlist entry, admin calls are let through only from a
 * listed address or range; with none, from anywhere (the first-time set-up).
 */
export async function adminAddressAllowed(ctx: Pick<AppContext, 'db'>, address: string): Promise<boolean> {
  const entries = await ctx.db
    .select({ ipAddress: ipWhitelist.ipAddress, ipRange: ipWhitelist.ipRange })
    .from(ipWhitelist)
    .where(eq(ipWhitelist.isActive, true));
  return entries.length === 0 || addressMatches(entries, address);
}
