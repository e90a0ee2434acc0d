import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { toE164 } from '../../core/phone-number.ts';
import { clientUser, selectRows, toRow, type AdminBookingRow } from './admin-bookings.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The booking reference without its dressing: "#BM-1A2B3C4D5E", "bm1a2b3c4d5e" and "1a2b3c4d5e" are
 * all ten hex digits "1a2b3c4d5e". The eight-digit short id older Mitra replies gave ("Booking id:
 * D07F573A") is read too, as the first eight. Null when the text is neither.
 */
export function referenceDigits(text: string): string | null {
  const bare = text
    .trim()
    .replace(/^#/, '')
    .replace(/^bm[\s-]?/i, '')
    .replace(/[\s-]/g, '')
    .toLowerCase();
  return /^(?:[0-9a-f]{8}|[0-9a-f]{10})$/.test(bare) ? bare : null;
}

/** Ids that begin with these hex digits, as a range on the primary key (so the index answers it). */
export function referenceRange(digits: string): SQL {
  const asUuid = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const low = asUuid(digits.padEnd(32, '0'));
  const high = asUuid(digits.padEnd(32, 'f'));
  return sql`${bookings.id} between ${low}::uuid and ${high}::uuid`;
}

export type BookingLookup = { matchedBy: ('id' | 'reference' | 'phone')[]; phone: string | null; items: AdminBookingRow[] };

/**
 * Booking Lookup: a booking id, its reference (or the eight-digit short id), or a phone number in
 * any Indian form, in any case and with spaces around. Ten digits can be both a reference and a
 * mobile number; both readings are searched. Newest first.
 */
export async function lookupBookings(ctx: Pick<AppContext, 'db'>, q: string): Promise<BookingLookup> {
  const text = q.trim();
  const matchedBy: BookingLookup['matchedBy'] = [];
  const conditions: SQL[] = [];
  if (uuidPattern.test(text)) {
    matchedBy.push('id');
    conditions.push(eq(bookings.id, text.toLowerCase()));
  }
  const digits = uuidPattern.test(text) ? null : referenceDigits(text);
  if (digits) {
    matchedBy.push('reference');
    conditions.push(referenceRange(digits));
  }
  // Only what could be typed as a phone number is read as one ("+91 98450-12345", "098450 12345").
  const phone = /^\+?[\d\s()-]{10,20}$/.test(text) ? toE164(text) : null;
  if (phone) {
    matchedBy.push('phone');
    conditions.push(
      or(
        eq(bookings.phone, phone),
        eq(clientUser.phoneNumber, phone),
        sql`exists (select 1 from profiles cp where cp.user_id = ${bookings.userId} and cp.contact_phone = ${phone})`,
      )!,
    );
  }
  if (conditions.length === 0) {
    throw new AppError('invalid_request', {
      message: 'Enter a booking id, a booking reference such as BM1A2B3C4D5E, or a phone number.',
      issues: [{ path: 'q', message: 'Not a booking id, reference or phone number' }],
    });
  }
  const rows = await selectRows(ctx.db)
    .where(or(...conditions))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(50);
  return { matchedBy, phone, items: rows.map(toRow) };
}
