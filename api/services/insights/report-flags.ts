/**
 * When a provider is flagged in the reports: over the range, at least `minBookings` bookings and
 * either rate (cancelled by the provider, or no-shows, over all bookings) at or above `ratePercent`.
 * One place for both the SQL filter and what the page shows.
 */
export const reportFlagRule = { ratePercent: 20, minBookings: 5 } as const;

export type ReportFlag = 'provider_cancellations' | 'no_shows';

export function reportFlags(row: { bookings: number; cancelledByProvider: number; noShows: number }): ReportFlag[] {
  const { ratePercent, minBookings } = reportFlagRule;
  if (row.bookings < minBookings) return [];
  const flags: ReportFlag[] = [];
  if (row.cancelledByProvider * 100 >= ratePercent * row.bookings) flags.push('provider_cancellations');
  if (row.noShows * 100 >= ratePercent * row.bookings) flags.push('no_shows');
  return flags;
}
