/** A `datetime-local` value ("2026-11-25T14:30") read as IST, as an ISO instant with its offset. */
export function istInputToIso(value: string): string {
  return `${value}:00+05:30`;
}

/** An instant as a `datetime-local` value in IST. */
export function isoToIstInput(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}
