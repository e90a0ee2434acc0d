import money from '#locales/en/admin-money.json' with { type: 'json' };
import people from '#locales/en/admin-people.json' with { type: 'json' };
import system from '#locales/en/admin-system.json' with { type: 'json' };
import web from '#locales/en/web.json' with { type: 'json' };

/**
 * The word the admin screens show for an enum value (English, like the header row), so a CSV says
 * "Attended" where the bookings list does, not the database's "completed". A value the screens have
 * no word for stays as it is, which keeps a new enum value visible rather than blank.
 */
function wording(words: Record<string, string>) {
  return (value: string | null | undefined): string | null | undefined =>
    value === null || value === undefined ? value : (words[value] ?? value);
}

export const csvWords = {
  bookingStatus: wording(money.status),
  bookingChannel: wording(money.channel),
  bookingPayment: wording(money.payment),
  paymentStatus: wording(money.paymentStatus),
  paymentKind: wording(money.kind),
  plan: wording(money.plan),
  paymentMethod: wording({ upi: 'UPI' }),
  role: wording(people.role),
  tier: wording(people.tier),
  verification: wording(people.verification),
  category: wording(web.categories),
  complaintStatus: wording(system.complaints.status),
  complaintChannel: wording(money.channel),
};
